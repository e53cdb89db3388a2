import type { QueueLength, Submission } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { anonymityScope, presentToStaff } from '../submissions/service';
import { loadQueueForClaim, loadQueueForStaff } from './policy';
import { claimNextSubmissionId, countWaitingSubmissions } from './queries';

/**
 * The submission the caller now grades, as GET /submissions/{id}/ shows it to them (pseudonyms under anonymous
 * grading); null when none is left.
 */
export async function claimNextSubmission(db: Executor, assignmentId: number, user: AuthUser): Promise<Submission | null> {
  const { assignment, course } = await loadQueueForClaim(db, assignmentId, user);
  const submissionId = await claimNextSubmissionId(db, assignmentId, user.id);
  if (submissionId === null) return null;
  return presentToStaff(db, submissionId, anonymityScope({ ...assignment, assignmentId }), { access: course, userId: user.id });
}

export async function getQueueLength(db: Executor, assignmentId: number, user: AuthUser): Promise<QueueLength> {
  await loadQueueForStaff(db, assignmentId, user);
  return { queueLength: await countWaitingSubmissions(db, assignmentId) };
}
