import { SUBMISSION_MESSAGES, type Submission, type SubmissionUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { checkNoOtherSubmission, resolveGrader, resolveStudents, type Errors } from './fields';
import { countCommentsOnCurrentFiles } from './grading-queries';
import { assertMayChangeGrading, assertOnlyGradingFieldsChange, mayAnswerRegrade, sameStudentsAsRead } from './grading-rights';
import { ensureHistoryRows } from './history-queries';
import { feedbackIsOut, loadSubmissionForStaffWrite, type SubmissionAccess } from './policy';
import { queueKeyOnRelease } from './release';
import { lockSubmission, replaceSubmissionStudents, selectStudentIdsOf, updateSubmissionRow, type SubmissionRow, type SubmissionScope } from './queries';
import { anonymityScope, presentToStaff, studentRaceAsFieldError, throwIfAny } from './service';
import { notifyFeedbackOnFinalize, notifyRegradeAnswered, type NotifyContext } from '../notifications/service';
import { syncShownGrades } from '../grades/shown-grades';
import { insertPartnerChange } from '../grades/history-queries';

// PATCH /submissions/{id}/: course staff, each within their rights (grading-rights.ts). Claiming from the queue
// is POST /assignments/{id}/claim/ (modules/queue); a PATCH may also take, release, reassign and finalize.

/**
 * Keeps the feedback students read of a submission before published work is reopened (the review module builds
 * that read; app.ts wires it here, since the review module itself reads submissions).
 */
export type KeepPublishedFeedback = (tx: Executor, submission: SubmissionScope) => Promise<void>;

/** What a PATCH sets off beyond its own row: mails, and the feedback kept for students when published work reopens. */
export interface UpdateEffects extends NotifyContext {
  keepPublishedFeedback: KeepPublishedFeedback;
}

/**
 * Finalizing needs the course's minimum of comments; a submission a grader releases goes to the back of the
 * queue when the course says so (unless the same request moves it elsewhere itself).
 */
async function gradingEffects(tx: Executor, row: SubmissionRow, next: { graderId: number | null; isFinalized: boolean }, access: SubmissionAccess, input: SubmissionUpdate, errors: Errors) {
  const { minComments } = access.course.course;
  if (next.isFinalized && !row.isFinalized && minComments > 0 && !errors.isFinalized) {
    if ((await countCommentsOnCurrentFiles(tx, row.id)) < minComments) errors.isFinalized = [SUBMISSION_MESSAGES.tooFewComments(minComments)];
  }
  const movedByRequest = input.queueOrderKey !== undefined && input.queueOrderKey !== row.queueOrderKey;
  if (row.graderId !== null && next.graderId === null && !movedByRequest) {
    return (await queueKeyOnRelease(tx, access.course.course, row.assignmentId)) ?? input.queueOrderKey;
  }
  return input.queueOrderKey;
}

/** An admin sets the students: each one added or removed is a partner change, kept in the grade history. */
async function replaceStudents(tx: Executor, submission: { id: number; assignmentId: number }, studentIds: number[], actorId: number): Promise<void> {
  const before = await selectStudentIdsOf(tx, submission.id);
  await replaceSubmissionStudents(tx, submission.id, submission.assignmentId, studentIds);
  await ensureHistoryRows(tx, submission.id);
  for (const studentId of before.filter((id) => !studentIds.includes(id))) {
    await insertPartnerChange(tx, { submissionId: submission.id, cause: 'partner_removed', actorId, studentId });
  }
  for (const studentId of studentIds.filter((id) => !before.includes(id))) {
    await insertPartnerChange(tx, { submissionId: submission.id, cause: 'partner_added', actorId, studentId });
  }
}

/**
 * The checks and writes of one PATCH, in its transaction. A finalized submission keeps its grader until it is
 * unfinalized (in an earlier request), and a submission is finalized only while it has a grader. Students
 * given replace the current ones, under the same rules as at creation. The row is locked first so that two
 * changes to it (or a change and a claim from the queue) cannot both pass these checks against the same old state.
 */
async function applyUpdate(tx: Executor, access: SubmissionAccess, user: AuthUser, input: SubmissionUpdate, notify?: UpdateEffects): Promise<void> {
  const { submission } = access;
  const row = await lockSubmission(tx, submission.id);
  if (!row) throw notFound();
  const scope = anonymityScope(submission);
  const reader = { access: access.course, userId: user.id };
  await assertOnlyGradingFieldsChange(tx, row, input, scope, reader);
  const errors: Errors = {};
  let studentIds: number[] | undefined;
  // Only admins change students; anyone else got this far sending them back unchanged (as they read them). An
  // admin who sends back the pseudonyms they read changes nothing either.
  if (input.students !== undefined && access.course.isAdmin && !(await sameStudentsAsRead(tx, row.id, input.students, scope, reader))) {
    studentIds = await resolveStudents(tx, submission.courseId, input.students, errors);
    await checkNoOtherSubmission(tx, submission.assignmentId, studentIds, errors, submission.id);
  }
  const graderId = input.grader === undefined ? row.graderId : await resolveGrader(tx, submission.courseId, input.grader, errors);
  const isFinalized = input.isFinalized ?? row.isFinalized;
  if (!errors.grader) assertMayChangeGrading(row, { graderId, isFinalized }, user, access.course);
  if (!errors.grader && row.isFinalized && graderId !== row.graderId) errors.grader = [SUBMISSION_MESSAGES.unfinalizeFirst];
  else if (!errors.grader && isFinalized && graderId === null) errors.isFinalized = [SUBMISSION_MESSAGES.finalizeNeedsGrader];
  const queueOrderKey = await gradingEffects(tx, row, { graderId, isFinalized }, access, input, errors);
  // An answer to a regrade request records who answered and when.
  const answers = input.questionResponse !== undefined && input.questionResponse !== row.questionResponse;
  if (answers && !mayAnswerRegrade(row, user.id, access.course)) throw forbidden();
  throwIfAny(errors);
  // Reopening published work: its students keep reading the feedback as published (marked as being revised)
  // until it is finalized again, which drops the kept copy. Read before the row changes, as they last saw it.
  const reopensPublished = row.isFinalized && !isFinalized && feedbackIsOut(submission);
  if (reopensPublished && notify) await notify.keepPublishedFeedback(tx, submission);
  await updateSubmissionRow(tx, submission.id, {
    ...(isFinalized && !row.isFinalized ? { publishedFeedback: null } : {}),
    graderId,
    isFinalized,
    queueOrderKey,
    dateUploaded: input.dateUploaded === undefined ? undefined : new Date(input.dateUploaded),
    questionIsOpen: input.questionIsOpen,
    questionIsRegrade: input.questionIsRegrade,
    lateDayCreditsUsed: input.lateDayCreditsUsed,
    ...(answers ? { questionResponse: input.questionResponse, questionResponderId: user.id, responseDate: new Date() } : {}),
    dateEdited: new Date(),
  });
  if (studentIds !== undefined) await replaceStudents(tx, submission, studentIds, user.id);
  // Finalizing shows the grade to students again (when the feedback is out): they hear if it changed.
  // A regrade: finished again while a regrade request was open, or answered in this very change.
  if (isFinalized !== row.isFinalized) await syncShownGrades(tx, [submission.id], { kind: 'finalizedAgain', regrade: row.questionIsRegrade && (row.questionIsOpen || answers) });
  if (answers && notify) await notifyRegradeAnswered(tx, notify, submission.id);
  // Work finished after publication is feedback its students have not heard of yet.
  if (isFinalized && !row.isFinalized && notify) await notifyFeedbackOnFinalize(tx, notify, submission.id);
  // The fields given, and whether this call finalized or unfinalized it (a reader's first question).
  const finalizing = isFinalized !== row.isFinalized ? { isFinalized } : {};
  await recordEvent(tx, user, {
    type: 'submission.updated',
    courseId: submission.courseId,
    object: { type: 'submission', id: submission.id },
    data: { fields: Object.keys(input), ...finalizing },
  });
}

/** PATCH: the fields given change; read-only and unknown ones are ignored (the contract drops them). */
export async function updateSubmission(db: Database, submissionId: number, user: AuthUser, input: SubmissionUpdate, notify?: UpdateEffects): Promise<Submission> {
  const access = await loadSubmissionForStaffWrite(db, submissionId, user);
  const target = { courseId: access.submission.courseId, assignmentId: access.submission.assignmentId, exceptSubmissionId: submissionId };
  await studentRaceAsFieldError(db, target, input.students ?? [], () => db.transaction((tx) => applyUpdate(tx, access, user, input, notify)));
  return presentToStaff(db, submissionId, anonymityScope(access.submission), { access: access.course, userId: user.id });
}
