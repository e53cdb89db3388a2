import type { Executor } from '@marginalia/db';
import { countRunnableTestCases } from '../../test-cases/queries';
import { findZip } from '../zip/queries';

/**
 * Whether a run of the assignment has anything to run: tests the autograder runs itself, or an autograder zip
 * (whose run_autograder reports its own tests). One rule for uploads, staff re-runs and "Run all".
 */
export async function assignmentHasTests(db: Executor, assignmentId: number): Promise<boolean> {
  if ((await findZip(db, assignmentId)) !== null) return true;
  return (await countRunnableTestCases(db, assignmentId)) > 0;
}
