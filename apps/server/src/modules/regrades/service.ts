import { SUBMISSION_ACTION_MESSAGES, type RegradeRequest, type Submission } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { findAssignment } from '../assignments/queries';
import { assertCourseWritable } from '../courses/policy';
import { regradeOpen } from '../review/permissions';
import { loadSubmissionForReader, type SubmissionAccess } from '../submissions/policy';
import { present } from '../submissions/service';
import { openRegradeRequest, withdrawRegradeRequest } from './queries';

// Regrade requests (spec §7): a student of the submission asks, once its feedback is out, while the assignment
// takes requests (allowRegradeRequests, before regradeDeadline); staff answer with PATCH /submissions/{id}/
// (questionResponse, questionIsOpen false). Other students do not see the submission (404); staff may not ask (403).

async function loadForStudent(db: Executor, submissionId: number, user: AuthUser): Promise<SubmissionAccess> {
  const access = await loadSubmissionForReader(db, submissionId, user);
  if (!access.asStudent) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

export async function submitRegrade(db: Executor, submissionId: number, user: AuthUser, input: RegradeRequest): Promise<Submission> {
  const { submission } = await loadForStudent(db, submissionId, user);
  const assignment = await findAssignment(db, submission.assignmentId);
  if (!assignment) throw notFound();
  const now = new Date();
  if (!regradeOpen(assignment, submission, now)) throw badRequest(SUBMISSION_ACTION_MESSAGES.regradeNotAllowed);
  await openRegradeRequest(db, submissionId, input.questionText, now);
  return present(db, submissionId, submission);
}

export async function deleteRegrade(db: Executor, submissionId: number, user: AuthUser): Promise<Submission> {
  const { submission } = await loadForStudent(db, submissionId, user);
  if (!(await withdrawRegradeRequest(db, submissionId))) throw badRequest(SUBMISSION_ACTION_MESSAGES.noOpenRegrade);
  return present(db, submissionId, submission);
}
