import { describe, expect, it } from 'vitest';
import { headerLineCount, nameWords, redactHeader } from './redaction';

// Names and e-mails out of the headers a peer reviewer reads, with every character kept in its place.

const authors = ['ada.lovelace@example.edu'];

describe('the header of a file', () => {
  it('is its leading comments and blank lines, block comments and docstrings included', () => {
    expect(headerLineCount(['// Lab 1', '// by Ada', '', 'int main() {}'])).toBe(3);
    expect(headerLineCount(['/*', ' * Lab 1', ' * Ada', ' */', 'class A {}'])).toBe(4);
    expect(headerLineCount(['"""', 'Lab 1 by Ada', '"""', 'import os'])).toBe(3);
    expect(headerLineCount(['import os', '# Ada'])).toBe(0);
  });
});

describe('masking identities in a header', () => {
  it('masks e-mails, labelled names and the authors\' e-mail names, keeping every offset', () => {
    const code = ['# Lab 1', '# Author: Ada Lovelace', '# Contact: ada.lovelace@example.edu', '# Partner: lovelace too', '', 'ada = 1  # not the header', ''].join('\n');
    const { code: masked, masked: count } = redactHeader(code, authors);
    expect(masked).toHaveLength(code.length);
    expect(masked.split('\n').map((line) => line.length)).toEqual(code.split('\n').map((line) => line.length));
    expect(masked).not.toMatch(/Lovelace|lovelace|ada\.lovelace@/);
    expect(masked).toContain('# Author: ••• ••••••••');
    expect(masked.split('\n')[5]).toBe('ada = 1  # not the header');
    expect(count).toBeGreaterThanOrEqual(3);
  });

  it('masks an @author tag in a block comment and any e-mail, not words of the code', () => {
    const code = '/**\n * @author Grace Hopper <grace@navy.example>\n */\npublic class Adder {}\n';
    const { code: masked } = redactHeader(code, ['grace@navy.example']);
    expect(masked).not.toMatch(/Grace|Hopper|grace@/);
    expect(masked.endsWith('public class Adder {}\n')).toBe(true);
  });

  it('leaves a file without identities as it was', () => {
    const code = '// Sorting lab\n\nfn main() {}\n';
    expect(redactHeader(code, authors)).toEqual({ code, masked: 0 });
  });

  it('takes words of three letters or more from e-mail names', () => {
    expect(nameWords(['ada.lovelace@x.edu', 'j.o.smith_99@y.edu'])).toEqual(['ada', 'lovelace', 'smith']);
  });
});
