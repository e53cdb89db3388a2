import type { ResultVisibility } from '@marginalia/contracts';
import type { StoredRunResult } from '@marginalia/db';
import { studentSeesVisibility } from '../../test-visibility/visibility';
import type { ResultFilter } from './present';

// What a student may see of a run (docs/AUTOGRADER.md, "What students see"). A result with a visibility
// (Gradescope's) shows when test-visibility/visibility.ts says so: `hidden` never, even after the feedback is
// out. The product's own results (no visibility): exposed tests as soon as they arrive, every result once the
// feedback is out (assignment published and visible, submission finalized); with nudge mode, at most
// `nudgeLimit` failed exposed results per category before then, in test order. The run's own score and output
// follow its top-level visibility, its stdout `stdout_visibility` (hidden unless it says otherwise), and its
// extra data is for staff only. Staff see everything.

export interface StudentView {
  /** The feedback is out: hidden tests are shown too. */
  released: boolean;
  /** The student's deadline (due date plus late days) has passed. */
  dueDatePassed: boolean;
  /** The assignment hides grades from students: results come without points. */
  hideGrades: boolean;
  nudgeLimit: number | null;
  /** Test case id → whether it is exposed. */
  exposed: ReadonlyMap<number, { exposed: boolean }>;
}

/** The run-level visibilities a run stores (null: nothing run-level to show). */
export interface RunVisibility {
  visibility: ResultVisibility | null;
  stdoutVisibility: ResultVisibility | null;
}

const NOTHING_RUN_LEVEL: RunVisibility = { visibility: null, stdoutVisibility: null };

export function staffFilter(results: StoredRunResult[]): ResultFilter {
  return { results, hidden: 0, staff: true, showPoints: true, runShown: true, stdoutShown: true };
}

export function studentFilter(results: StoredRunResult[], view: StudentView, run: RunVisibility = NOTHING_RUN_LEVEL): ResultFilter {
  const sees = (visibility: ResultVisibility | null) => visibility !== null && studentSeesVisibility(visibility, view);
  const shown: StoredRunResult[] = [];
  const failedShown = new Map<number, number>();
  for (const result of results) {
    if (result.visibility) {
      if (sees(result.visibility)) shown.push(result);
      continue;
    }
    if (view.released) {
      shown.push(result);
      continue;
    }
    if (view.exposed.get(result.testCase)?.exposed !== true) continue;
    if (!result.passed && view.nudgeLimit !== null) {
      const already = failedShown.get(result.testCategory) ?? 0;
      if (already >= view.nudgeLimit) continue;
      failedShown.set(result.testCategory, already + 1);
    }
    shown.push(result);
  }
  return {
    results: shown,
    hidden: results.length - shown.length,
    staff: false,
    showPoints: !view.hideGrades,
    runShown: sees(run.visibility),
    stdoutShown: sees(run.stdoutVisibility),
  };
}
