import { describe, expect, it } from 'vitest';
import { buildLogExcerpt, CONTEXT_BEFORE, EXCERPT_LINES, firstErrorLine } from './buildLogExcerpt';

// A failed build's log opens at its first error line (what the usual tools print), else at its end.

const noise = (count: number) => Array.from({ length: count }, (_, index) => `Get:${index + 1} http://deb.debian.org/debian bookworm/main amd64 libgpg-error0 1.46-1 [${index} kB]`);

describe("a failed build's log", () => {
  it.each([
    ['pip refusing (PEP 668)', 'error: externally-managed-environment'],
    ['apt', 'E: Unable to locate package python3-nosuch'],
    ['a Python traceback', 'Traceback (most recent call last):'],
    ['bash', './setup.sh: line 4: pip3: command not found'],
    ['gcc', 'main.c:3:5: error: expected ‘;’ before ‘}’ token'],
    ['pip resolving', 'ERROR: Could not find a version that satisfies the requirement nosuch==9.9'],
    ['npm', 'npm ERR! code E404'],
    ['make', 'make: *** [Makefile:3: all] Error 1'],
    ['curl', 'curl: (6) Could not resolve host: example.invalid'],
  ])('finds the first error line of %s', (_tool, line) => {
    expect(firstErrorLine([...noise(5), line, 'after'])).toBe(5);
  });

  it('takes no ordinary line for an error (package names with "error" in them, warnings)', () => {
    expect(firstErrorLine([...noise(3), 'Setting up libgpg-error0:amd64 (1.46-1) ...', 'WARNING: Running pip as the root user', 'Processing triggers for libc-bin'])).toBe(-1);
  });

  it('opens a few lines before the first error, and says where it is in the whole log', () => {
    const log = [...noise(800), 'Collecting numpy', 'error: externally-managed-environment', '', '× This environment is externally managed', ...noise(3)].join('\n') + '\n';
    const excerpt = buildLogExcerpt(log);
    expect(excerpt.errorLine).toEqual({ number: 802, text: 'error: externally-managed-environment' });
    expect(excerpt.firstLine).toBe(802 - CONTEXT_BEFORE);
    expect(excerpt.lastLine).toBe(807);
    expect(excerpt.totalLines).toBe(807);
    expect(excerpt.text.split('\n')[CONTEXT_BEFORE]).toBe('error: externally-managed-environment');
  });

  it('shows the end when no line looks like an error, at most EXCERPT_LINES lines', () => {
    const log = [...noise(500), 'the last line'].join('\n');
    const excerpt = buildLogExcerpt(log);
    expect(excerpt.errorLine).toBeNull();
    expect(excerpt.lastLine).toBe(501);
    expect(excerpt.lastLine - excerpt.firstLine + 1).toBe(EXCERPT_LINES);
    expect(excerpt.text.endsWith('the last line')).toBe(true);
  });
});
