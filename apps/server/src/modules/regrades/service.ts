import { SUBMISSION_ACTION_MESSAGES, type RegradeRequest, type Submission } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { findAssignment } from '../assignments/queries';
import { assertCourseWritable } from '../courses/policy';
import { regradeOpen } from '../review/permissions';
import { loadSubmissionForReader } from '../submissions/policy';
import { present } from '../submissions/service';
import { notifyRegradeOpened, type NotifyContext } from '../notifications/service';
import { openRegradeRequest, withdrawRegradeRequest } from './queries';

// Regrade requests (docs/PRODUCT.md §7): a student of the submission asks, once its feedback is out, while the assignment
// takes requests (allowRegradeRequests, before regradeDeadline); staff answer with PATCH /submissions/{id}/
// (questionResponse, questionIsOpen false). Other students do not see the submission (404); staff may not ask (403).

async function loadForStudent(db: Executor, submissionId: number, user: AuthUser) {
  const access = await loadSubmissionForReader(db, submissionId, user);
  if (!access.asStudent) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

/** Opens the request; when it was not open yet, its grader (or, unclaimed, the course's admins) is e-mailed. */
export async function submitRegrade(db: Database, submissionId: number, user: AuthUser, input: RegradeRequest, notify?: NotifyContext): Promise<Submission> {
  const { submission, stored } = await loadForStudent(db, submissionId, user);
  const assignment = await findAssignment(db, submission.assignmentId);
  if (!assignment) throw notFound();
  const now = new Date();
  if (!regradeOpen(assignment, submission, now)) throw badRequest(SUBMISSION_ACTION_MESSAGES.regradeNotAllowed);
  await db.transaction(async (tx) => {
    await openRegradeRequest(tx, submissionId, input.questionText, now);
    // Rewriting an open request's text is not news to whoever already has the mail.
    if (notify && !stored.questionIsOpen) await notifyRegradeOpened(tx, notify, submissionId);
    // Whether it opened a request or rewrote an open one; never the question's text.
    const data = { rewritten: stored.questionIsOpen };
    await recordEvent(tx, user, { type: 'regrade.requested', courseId: submission.courseId, object: { type: 'submission', id: submissionId }, data });
  });
  return present(db, submissionId, submission);
}

export async function deleteRegrade(db: Database, submissionId: number, user: AuthUser): Promise<Submission> {
  const { submission } = await loadForStudent(db, submissionId, user);
  await db.transaction(async (tx) => {
    if (!(await withdrawRegradeRequest(tx, submissionId))) throw badRequest(SUBMISSION_ACTION_MESSAGES.noOpenRegrade);
    await recordEvent(tx, user, { type: 'regrade.withdrawn', courseId: submission.courseId, object: { type: 'submission', id: submissionId } });
  });
  return present(db, submissionId, submission);
}
