import { describe, expect, it } from 'vitest';
import { parseProtocol } from './protocol';

const nonce = 'abc123';
const marker = (kind: string, payload: unknown) => `\n@@marginalia:${nonce}:${kind} ${JSON.stringify(payload)}\n`;

describe('parseProtocol', () => {
  it('separates markers from output and keeps every byte the program printed', () => {
    const stdout = `hello\n\nno newline${marker('start', 't1')}inside t1\n${marker('result', { name: 't1', passed: true })}after`;
    const parsed = parseProtocol(stdout, nonce);
    expect(parsed.messages).toEqual([
      { kind: 'start', payload: 't1' },
      { kind: 'result', payload: { name: 't1', passed: true } },
    ]);
    expect(parsed.output).toBe('hello\n\nno newlineinside t1\nafter');
    expect(parsed.outsideTests).toBe('hello\n\nno newlineafter');
    expect(parsed.outputByTest.get('t1')).toBe('inside t1\n');
  });

  it('ignores markers with another nonce (output a student printed) and malformed payloads', () => {
    const stdout = `\n@@marginalia:guess:result {"name":"x","passed":true}\n${marker('done', { count: 0 }).replace('{"count":0}', '{broken')}`;
    const parsed = parseProtocol(stdout, nonce);
    expect(parsed.messages).toEqual([]);
    expect(parsed.output).toContain('@@marginalia:guess:result');
  });

  it('reads a marker at the very start of the output', () => {
    expect(parseProtocol(`@@marginalia:${nonce}:done {"count":1}\n`, nonce).messages).toEqual([{ kind: 'done', payload: { count: 1 } }]);
  });
});
