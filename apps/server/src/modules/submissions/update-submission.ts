import { SUBMISSION_MESSAGES, type Submission, type SubmissionUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import { checkNoOtherSubmission, resolveGrader, resolveStudents, type Errors } from './fields';
import { ensureHistoryRows } from './history-queries';
import { loadSubmissionForAdminWrite } from './policy';
import { lockSubmission, replaceSubmissionStudents, updateSubmissionRow, type SubmissionScope } from './queries';
import { present, studentRaceAsFieldError, throwIfAny } from './service';

// PATCH /submissions/{id}/. The grading-queue rules (who may claim, sending released work to the back)
// belong to the claim queue; here are the rules every change must keep.

/**
 * The checks and writes of one PATCH, in its transaction. A finalized submission keeps its grader until it is
 * unfinalized (in an earlier request), and a submission is finalized only while it has a grader. Students
 * given replace the current ones, under the same rules as at creation. The row is locked first so that two
 * changes to it cannot both pass these checks against the same old state.
 */
async function applyUpdate(tx: Executor, submission: SubmissionScope, input: SubmissionUpdate): Promise<void> {
  const row = await lockSubmission(tx, submission.id);
  if (!row) throw notFound();
  const errors: Errors = {};
  let studentIds: number[] | undefined;
  if (input.students !== undefined) {
    studentIds = await resolveStudents(tx, submission.courseId, input.students, errors);
    await checkNoOtherSubmission(tx, submission.assignmentId, studentIds, errors, submission.id);
  }
  const graderId = input.grader === undefined ? row.graderId : await resolveGrader(tx, submission.courseId, input.grader, errors);
  const isFinalized = input.isFinalized ?? row.isFinalized;
  if (!errors.grader && row.isFinalized && graderId !== row.graderId) errors.grader = [SUBMISSION_MESSAGES.unfinalizeFirst];
  else if (!errors.grader && isFinalized && graderId === null) errors.isFinalized = [SUBMISSION_MESSAGES.finalizeNeedsGrader];
  throwIfAny(errors);
  await updateSubmissionRow(tx, submission.id, {
    graderId,
    isFinalized,
    queueOrderKey: input.queueOrderKey,
    dateUploaded: input.dateUploaded === undefined ? undefined : new Date(input.dateUploaded),
    questionIsOpen: input.questionIsOpen,
    questionIsRegrade: input.questionIsRegrade,
    lateDayCreditsUsed: input.lateDayCreditsUsed,
    dateEdited: new Date(),
  });
  if (studentIds !== undefined) {
    await replaceSubmissionStudents(tx, submission.id, submission.assignmentId, studentIds);
    await ensureHistoryRows(tx, submission.id);
  }
}

/** PATCH: the fields given change; read-only and unknown ones are ignored (the contract drops them). */
export async function updateSubmission(db: Database, submissionId: number, user: AuthUser, input: SubmissionUpdate): Promise<Submission> {
  const { submission } = await loadSubmissionForAdminWrite(db, submissionId, user);
  const target = { courseId: submission.courseId, assignmentId: submission.assignmentId, exceptSubmissionId: submissionId };
  await studentRaceAsFieldError(db, target, input.students ?? [], () => db.transaction((tx) => applyUpdate(tx, submission, input)));
  return present(db, submissionId);
}
