import { SUBMISSION_TEST_MESSAGES, invalidPkMessage } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { isSystemActor, type Actor } from '../../core/actor';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, forbidden, notFound } from '../../http/errors';
import { asInvalidPk } from '../../http/invalid-pk';
import { assertCourseWritable } from '../courses/policy';
import { mayGradeSubmission } from '../submissions/grading-writes';
import { loadSubmissionForReader, type SubmissionAccess } from '../submissions/policy';
import { findTestCase } from '../test-cases/queries';
import { findSubmissionPlace, findSubmissionTest, type SubmissionTestRow } from './queries';

// A test result belongs to a submission: whoever may read the submission reads its results (its students only
// once the feedback is out; everyone else 404). Results are written by the people who may grade it
// (submissions/grading-writes.ts); anyone else gets 403. An archived course takes no writes (400).

export type SubmissionTestAccess = SubmissionAccess & { result: SubmissionTestRow };

// Who may write follows the grading rule of submissions/grading-writes.ts; results are not comments, so whether a
// finished submission still takes them is decided here, not by that module's gate.
async function assertMayWrite(db: Executor, access: SubmissionAccess, user: AuthUser): Promise<void> {
  if (!(await mayGradeSubmission(db, access, user))) throw forbidden();
  assertCourseWritable(access.course.course);
}

/** The submission results are stored for: its course and assignment, once the actor may write them. */
export interface ResultsTarget {
  submissionId: number;
  courseId: number;
  assignmentId: number;
}

/**
 * The submission new results go on, for this actor. A user: one the caller cannot see is a bad `submission`
 * field, and they must grade it (403). The system grades every submission, but an unknown one is 404. An
 * archived course takes no results from anyone (400).
 */
export async function loadForResultsWrite(db: Executor, submissionId: number, actor: Actor): Promise<ResultsTarget> {
  if (isSystemActor(actor)) {
    const place = await findSubmissionPlace(db, submissionId);
    if (!place) throw notFound();
    assertCourseWritable(place);
    return { submissionId, courseId: place.courseId, assignmentId: place.assignmentId };
  }
  const access = await asInvalidPk('submission', submissionId, () => loadSubmissionForReader(db, submissionId, actor));
  await assertMayWrite(db, access, actor);
  return { submissionId, courseId: access.submission.courseId, assignmentId: access.submission.assignmentId };
}

/** Each test case named must be of the submission's assignment; one of another course is as unknown (bad field). */
export async function assertTestCasesOf(db: Executor, target: ResultsTarget, testCaseIds: readonly number[]): Promise<void> {
  for (const testCaseId of new Set(testCaseIds)) {
    const testCase = await findTestCase(db, testCaseId);
    if (!testCase || testCase.courseId !== target.courseId) throw fieldErrors({ testCase: [invalidPkMessage(testCaseId)] });
    if (testCase.assignmentId !== target.assignmentId) throw fieldErrors({ testCase: [SUBMISSION_TEST_MESSAGES.otherAssignmentTestCase] });
  }
}

export async function loadSubmissionTestForReader(db: Executor, submissionTestId: number, user: AuthUser): Promise<SubmissionTestAccess> {
  const result = await findSubmissionTest(db, submissionTestId);
  if (!result) throw notFound();
  return { result, ...(await loadSubmissionForReader(db, result.submissionId, user)) };
}

export async function loadSubmissionTestForWriter(db: Executor, submissionTestId: number, user: AuthUser): Promise<SubmissionTestAccess> {
  const access = await loadSubmissionTestForReader(db, submissionTestId, user);
  await assertMayWrite(db, access, user);
  return access;
}
