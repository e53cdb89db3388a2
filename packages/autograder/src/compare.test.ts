import { describe, expect, it } from 'vitest';
import { compareOutput, flexibleForm, jsonEqual } from './compare';

const exact = { isFlexible: false, outputIsRegexp: false };
const flexible = { isFlexible: true, outputIsRegexp: false };
const pattern = { isFlexible: false, outputIsRegexp: true };

describe('compareOutput', () => {
  it('compares exactly by default: a trailing space or line break counts', () => {
    expect(compareOutput('42\n', '42\n', exact).kind).toBe('equal');
    expect(compareOutput('42\n', '42 \n', exact).kind).toBe('different');
    expect(compareOutput('42\n', '42', exact).kind).toBe('different');
  });

  it('flexibly: collapses runs of whitespace, ignores trailing whitespace, CRLF and trailing blank lines', () => {
    expect(flexibleForm('a  b\t c   \r\n\n\n')).toBe('a b c');
    expect(compareOutput('a b\nc\n', 'a    b  \r\nc\n\n\n', flexible).kind).toBe('equal');
    expect(compareOutput('a b\nc', 'ab\nc', flexible).kind).toBe('different');
    expect(compareOutput('a\n\nb', 'a\nb', flexible).kind).toBe('different');
  });

  it('as a pattern: matches the whole output, a final line break excepted', () => {
    expect(compareOutput('Total: \\d+', 'Total: 42\n', pattern).kind).toBe('equal');
    expect(compareOutput('Total: \\d+', 'Total: 42 and more\n', pattern).kind).toBe('different');
    expect(compareOutput('\\d+', 'x 42', pattern).kind).toBe('different');
    expect(compareOutput('a b', 'a   b  \n\n', { isFlexible: true, outputIsRegexp: true }).kind).toBe('equal');
  });

  it('reports an invalid pattern as an error', () => {
    const result = compareOutput('(unclosed', 'x', pattern);
    expect(result).toEqual({ kind: 'error', message: expect.stringContaining('not a valid regular expression') });
  });

  it('stops a catastrophically backtracking pattern on a megabyte of output', () => {
    const result = compareOutput('(a+)+$', `${'a'.repeat(1_000_000)}!`, pattern);
    const nested = compareOutput('(a|aa)+b', 'a'.repeat(5_000), pattern);
    expect(result.kind === 'error' || result.kind === 'different').toBe(true);
    expect(nested).toEqual({ kind: 'error', message: 'The expected-output pattern took too long to match the output.' });
  });
});

describe('jsonEqual', () => {
  it('compares JSON values deeply, object keys in any order', () => {
    expect(jsonEqual({ a: [1, 2, { b: null }], c: 'x' }, { c: 'x', a: [1, 2, { b: null }] })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(jsonEqual(1, 1.0)).toBe(true);
    expect(jsonEqual('1', 1)).toBe(false);
    expect(jsonEqual([], {})).toBe(false);
  });
});
