import type { StoredRunResult } from '@marginalia/db';
import type { ResultFilter } from './present';

// What a student may see of a run (docs/AUTOGRADER.md): the results of exposed tests as soon as they arrive;
// every result once the feedback is out (assignment published and visible, submission finalized). With nudge
// mode, at most `nudgeLimit` failed exposed results per category are shown, in test order. Staff see everything.

export interface StudentView {
  /** The feedback is out: hidden tests are shown too. */
  released: boolean;
  /** The assignment hides grades from students: results come without points. */
  hideGrades: boolean;
  nudgeLimit: number | null;
  /** Test case id → whether it is exposed. */
  exposed: ReadonlyMap<number, { exposed: boolean }>;
}

export function staffFilter(results: StoredRunResult[]): ResultFilter {
  return { results, hidden: 0, staff: true, showPoints: true };
}

export function studentFilter(results: StoredRunResult[], view: StudentView): ResultFilter {
  if (view.released) return { results, hidden: 0, staff: false, showPoints: !view.hideGrades };
  const shown: StoredRunResult[] = [];
  const failedShown = new Map<number, number>();
  for (const result of results) {
    if (view.exposed.get(result.testCase)?.exposed !== true) continue;
    if (!result.passed && view.nudgeLimit !== null) {
      const already = failedShown.get(result.testCategory) ?? 0;
      if (already >= view.nudgeLimit) continue;
      failedShown.set(result.testCategory, already + 1);
    }
    shown.push(result);
  }
  return { results: shown, hidden: results.length - shown.length, staff: false, showPoints: !view.hideGrades };
}
