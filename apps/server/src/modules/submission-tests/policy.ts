import { SUBMISSION_TEST_MESSAGES, invalidPkMessage } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, forbidden, notFound } from '../../http/errors';
import { asInvalidPk } from '../../http/invalid-pk';
import { assertCourseWritable } from '../courses/policy';
import { mayGradeSubmission } from '../submissions/grading-writes';
import { loadSubmissionForReader, type SubmissionAccess } from '../submissions/policy';
import { findTestCase } from '../test-cases/queries';
import { findSubmissionTest, type SubmissionTestRow } from './queries';

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

/** The submission and test case a new result names: unseen ones are bad fields; the test case must be of the submission's assignment. */
export async function loadForSubmissionTestCreate(db: Executor, submissionId: number, testCaseId: number, user: AuthUser): Promise<SubmissionAccess> {
  const access = await asInvalidPk('submission', submissionId, () => loadSubmissionForReader(db, submissionId, user));
  await assertMayWrite(db, access, user);
  const testCase = await findTestCase(db, testCaseId);
  // A test case of another course does not exist for the caller: the same answer as an unknown id.
  if (!testCase || testCase.courseId !== access.submission.courseId) throw fieldErrors({ testCase: [invalidPkMessage(testCaseId)] });
  if (testCase.assignmentId !== access.submission.assignmentId) throw fieldErrors({ testCase: [SUBMISSION_TEST_MESSAGES.otherAssignmentTestCase] });
  return access;
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
