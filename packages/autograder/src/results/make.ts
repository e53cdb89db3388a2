// Builds results in the shape the report carries: logs made safe and capped on the way.
import type { PlannedResult, PlannedTest, ResultTarget } from '../types';
import { resultLogs } from '../text';

export interface Verdict {
  passed: boolean;
  logs: string;
  isError?: boolean;
  score?: number | null;
  durationMs?: number | null;
}

export function resultFor(target: ResultTarget, verdict: Verdict): PlannedResult {
  return {
    target,
    passed: verdict.passed,
    score: verdict.score ?? null,
    ...resultLogs(verdict.logs),
    isError: verdict.isError ?? false,
    durationMs: verdict.durationMs === undefined || verdict.durationMs === null ? null : Math.max(0, Math.round(verdict.durationMs)),
  };
}

export function caseResult(test: PlannedTest, verdict: Verdict): PlannedResult {
  return resultFor({ kind: 'case', testCaseId: test.testCase.id }, verdict);
}

/** The lines of a log, skipping empty sections. */
export function joinSections(sections: (string | null | undefined | false)[]): string {
  return sections.filter((section): section is string => typeof section === 'string' && section !== '').join('\n\n');
}
