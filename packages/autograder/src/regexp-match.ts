// An instructor's pattern runs against up to a megabyte of a student's output. A pattern with nested quantifiers
// can backtrack for hours on the right input, so the match runs in a separate V8 context with a time limit.
import { runInNewContext } from 'node:vm';

export const REGEXP_TIME_LIMIT_MS = 1_000;

export type RegexpOutcome = { kind: 'matched' } | { kind: 'no_match' } | { kind: 'invalid'; message: string } | { kind: 'too_slow' };

/** Whether `pattern` (JavaScript syntax) matches the whole of `text`. */
export function matchesWhole(pattern: string, text: string, timeoutMs = REGEXP_TIME_LIMIT_MS): RegexpOutcome {
  let compiled: RegExp;
  try {
    compiled = new RegExp(`^(?:${pattern})$`);
  } catch (error) {
    return { kind: 'invalid', message: (error as Error).message };
  }
  try {
    const matched = runInNewContext('pattern.test(text)', { pattern: compiled, text }, { timeout: timeoutMs }) as boolean;
    return matched ? { kind: 'matched' } : { kind: 'no_match' };
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return { kind: 'too_slow' };
    throw error;
  }
}
