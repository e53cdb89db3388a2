import { computeGrade, weightedGrade, type GradeChangeCause } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { gradeInputsBySubmission } from './grade-inputs';
import { insertGradeChanges, type GradeChangeRow } from './history-queries';
import { weightedPeerMedians } from './peer-scores';
import {
  lockSubmissions,
  selectCurrentComments,
  selectGradeBases,
  selectNewestTestResults,
  selectRunScoreOverrides,
  selectRubricCategories,
  selectRubricComments,
  storeGrades,
  type SubmissionGradeBase,
} from './queries';
import { syncShownGrades } from './shown-grades';

// The stored grade of a submission is a cache of computeGrade over its current inputs. Every write that
// changes an input (a file, a comment, a rubric item, a test result, the assignment's points) calls this in
// its own transaction, so the grade never disagrees with what a reader sees next to it. Two exceptions keep
// grades people rely on from moving silently: an assignment whose grades are frozen keeps its stored grades
// (until unfrozen), and once students have been shown a grade, every change of it is kept in the grade
// history with its cause, and its students get a notice when the grade they see changes (shown-grades.ts).
// Once an assignment's peer review has closed with a weight, the stored grade mixes in the submission's peer
// median (peer-scores.ts); the staff grade alone is what staffGrades answers.

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
  const staff = await computeStaffGrades(tx, bases);
  // Only these submissions' reviews: a grader's comment recomputes one grade without reading the whole class's reviews.
  const peers = await weightedPeerMedians(tx, [...new Set(bases.map((base) => base.assignmentId))], liveIds);
  const grades = new Map(
    bases.flatMap((base) => {
      const grade = staff.get(base.submissionId);
      if (grade === undefined) return [];
      const peer = peers.get(base.assignmentId);
      return [[base.submissionId, peer ? weightedGrade(grade, peer.medians.get(base.submissionId) ?? null, peer.weight) : grade] as const];
    }),
  );
  const changes: GradeChangeRow[] = bases
    .filter((base) => base.shownGrade !== null && grades.has(base.submissionId) && grades.get(base.submissionId) !== base.grade)
    .map((base) => ({ submissionId: base.submissionId, oldGrade: base.grade, newGrade: grades.get(base.submissionId)! }));
  await storeGrades(tx, grades);
  await insertGradeChanges(tx, changes, why.cause, why.actorId);
  await syncShownGrades(tx, liveIds, { kind: 'recomputed', cause: why.cause });
}

/** The grade staff grading gives each submission (the grade rule over its comments and tests, peer scores left out). */
async function computeStaffGrades(tx: Executor, bases: readonly Pick<SubmissionGradeBase, 'submissionId' | 'assignmentId' | 'points' | 'additiveGrading'>[]): Promise<Map<number, number>> {
  const ids = bases.map((base) => base.submissionId);
  const assignmentIds = [...new Set(bases.map((base) => base.assignmentId))];
  const [comments, categories, rubricComments, tests, testScores] = [
    await selectCurrentComments(tx, ids),
    await selectRubricCategories(tx, assignmentIds),
    await selectRubricComments(tx, assignmentIds),
    await selectNewestTestResults(tx, ids),
    await selectRunScoreOverrides(tx, ids),
  ];
  const inputs = gradeInputsBySubmission({ bases: [...bases], comments, categories, rubricComments, tests, testScores });
  return new Map([...inputs].map(([submissionId, input]) => [submissionId, computeGrade(input)]));
}

/** The staff grade of these submissions as it stands now, whether or not the assignment's grades are frozen. */
export async function staffGrades(tx: Executor, submissionIds: readonly number[]): Promise<Map<number, number>> {
  if (submissionIds.length === 0) return new Map();
  return computeStaffGrades(tx, await selectGradeBases(tx, submissionIds));
}
