// How an io_cli or io test's output is compared with what the instructor expects (docs/AUTOGRADER.md, "io_cli").
// The comparison happens outside the sandbox, on the bytes the sandbox captured.
import { matchesWhole } from './regexp-match';

export interface CompareMode {
  isFlexible: boolean;
  outputIsRegexp: boolean;
}

export type Comparison = { kind: 'equal' } | { kind: 'different' } | { kind: 'error'; message: string };

/**
 * Whitespace-flexible form: line endings as LF, runs of spaces and tabs as one space, no trailing whitespace on
 * a line, no trailing blank lines.
 */
export function flexibleForm(text: string): string {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v]+/g, ' ').trimEnd());
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}

/** A final line break, which a pattern need not match. */
function withoutFinalNewline(text: string): string {
  return text.replace(/\r?\n$/, '');
}

export function compareOutput(expected: string, actual: string, mode: CompareMode): Comparison {
  if (mode.outputIsRegexp) {
    const subject = mode.isFlexible ? flexibleForm(actual) : withoutFinalNewline(actual);
    const outcome = matchesWhole(expected, subject);
    if (outcome.kind === 'matched') return { kind: 'equal' };
    if (outcome.kind === 'no_match') return { kind: 'different' };
    if (outcome.kind === 'invalid') return { kind: 'error', message: `The expected-output pattern is not a valid regular expression: ${outcome.message}` };
    return { kind: 'error', message: 'The expected-output pattern took too long to match the output.' };
  }
  if (mode.isFlexible) return flexibleForm(expected) === flexibleForm(actual) ? { kind: 'equal' } : { kind: 'different' };
  return expected === actual ? { kind: 'equal' } : { kind: 'different' };
}

/** JSON deep equality (numbers by value, object keys in any order). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => jsonEqual(item, other[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  return keys.every((key) => Object.prototype.hasOwnProperty.call(right, key) && jsonEqual(left[key], right[key]));
}
