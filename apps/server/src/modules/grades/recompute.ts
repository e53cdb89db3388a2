import { computeGrade } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { gradeInputsBySubmission } from './grade-inputs';
import {
  lockSubmissions,
  selectCurrentComments,
  selectGradeBases,
  selectNewestTestResults,
  selectRubricCategories,
  selectRubricComments,
  storeGrades,
} from './queries';

// The stored grade of a submission is a cache of computeGrade over its current inputs. Every write that
// changes an input (a file, a comment, a rubric item, a test result, the assignment's points) calls this in
// its own transaction, so the grade never disagrees with what a reader sees next to it.

/** Recomputes and stores the grades of these submissions in a fixed number of statements (ids that no longer exist are skipped). */
export async function recomputeGrades(tx: Executor, submissionIds: readonly number[]): Promise<void> {
  const ids = [...new Set(submissionIds)];
  if (ids.length === 0) return;
  await lockSubmissions(tx, ids);
  const bases = await selectGradeBases(tx, ids);
  if (bases.length === 0) return;
  const assignmentIds = [...new Set(bases.map((base) => base.assignmentId))];
  const [comments, categories, rubricComments, tests] = [
    await selectCurrentComments(tx, ids),
    await selectRubricCategories(tx, assignmentIds),
    await selectRubricComments(tx, assignmentIds),
    await selectNewestTestResults(tx, ids),
  ];
  const inputs = gradeInputsBySubmission({ bases, comments, categories, rubricComments, tests });
  const grades = new Map([...inputs].map(([submissionId, input]) => [submissionId, computeGrade(input)]));
  await storeGrades(tx, grades);
}
