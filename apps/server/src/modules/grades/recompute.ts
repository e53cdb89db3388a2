import { computeGrade, type GradeChangeCause } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { gradeInputsBySubmission } from './grade-inputs';
import { insertGradeChanges, type GradeChangeRow } from './history-queries';
import {
  lockSubmissions,
  selectCurrentComments,
  selectGradeBases,
  selectNewestTestResults,
  selectRunScoreOverrides,
  selectRubricCategories,
  selectRubricComments,
  storeGrades,
} from './queries';
import { syncShownGrades } from './shown-grades';

// The stored grade of a submission is a cache of computeGrade over its current inputs. Every write that
// changes an input (a file, a comment, a rubric item, a test result, the assignment's points) calls this in
// its own transaction, so the grade never disagrees with what a reader sees next to it. Two exceptions keep
// grades people rely on from moving silently: an assignment whose grades are frozen keeps its stored grades
// (until unfrozen), and once students have been shown a grade, every change of it is kept in the grade
// history with its cause, and its students get a notice when the grade they see changes (shown-grades.ts).

/** What caused a recomputation, for the grade history: the kind of change and the person who made it (null for none). */
export interface GradeCause {
  cause: GradeChangeCause;
  actorId: number | null;
}

/** Recomputes and stores the grades of these submissions in a fixed number of statements (ids that no longer exist are skipped). */
export async function recomputeGrades(tx: Executor, submissionIds: readonly number[], why: GradeCause): Promise<void> {
  const ids = [...new Set(submissionIds)];
  if (ids.length === 0) return;
  await lockSubmissions(tx, ids);
  const bases = (await selectGradeBases(tx, ids)).filter((base) => !base.gradeFrozen);
  if (bases.length === 0) return;
  const liveIds = bases.map((base) => base.submissionId);
  const assignmentIds = [...new Set(bases.map((base) => base.assignmentId))];
  const [comments, categories, rubricComments, tests, testScores] = [
    await selectCurrentComments(tx, liveIds),
    await selectRubricCategories(tx, assignmentIds),
    await selectRubricComments(tx, assignmentIds),
    await selectNewestTestResults(tx, liveIds),
    await selectRunScoreOverrides(tx, liveIds),
  ];
  const inputs = gradeInputsBySubmission({ bases, comments, categories, rubricComments, tests, testScores });
  const grades = new Map([...inputs].map(([submissionId, input]) => [submissionId, computeGrade(input)]));
  const changes: GradeChangeRow[] = bases
    .filter((base) => base.shownGrade !== null && grades.has(base.submissionId) && grades.get(base.submissionId) !== base.grade)
    .map((base) => ({ submissionId: base.submissionId, oldGrade: base.grade, newGrade: grades.get(base.submissionId)! }));
  await storeGrades(tx, grades);
  await insertGradeChanges(tx, changes, why.cause, why.actorId);
  await syncShownGrades(tx, liveIds, { kind: 'recomputed', cause: why.cause });
}
