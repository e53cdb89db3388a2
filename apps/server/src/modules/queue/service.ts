import type { QueueLength, QueueNext, Submission } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { recordEvent } from '../audit/record';
import { anonymityScope, presentToStaff } from '../submissions/service';
import { loadQueueForClaim, loadQueueForStaff } from './policy';
import { claimNextSubmissionId, countWaitingSubmissions, peekNextSubmissionId } from './queries';

/**
 * The submission the caller now grades, as GET /submissions/{id}/ shows it to them (pseudonyms under anonymous
 * grading); null when none is left. Only a claim that took a submission is recorded: an empty queue changes nothing.
 */
export async function claimNextSubmission(db: Database, assignmentId: number, user: AuthUser): Promise<Submission | null> {
  const { assignment, course } = await loadQueueForClaim(db, assignmentId, user);
  const submissionId = await db.transaction(async (tx) => {
    const claimed = await claimNextSubmissionId(tx, assignmentId, user.id);
    if (claimed === null) return null;
    const object = { type: 'submission', id: claimed } as const;
    await recordEvent(tx, user, { type: 'submission.claimed', courseId: assignment.courseId, object, data: { assignment: assignmentId } });
    return claimed;
  });
  if (submissionId === null) return null;
  return presentToStaff(db, submissionId, anonymityScope({ ...assignment, assignmentId }), { access: course, userId: user.id });
}

/**
 * Which submission a claim would hand the caller now, for whoever may claim (the same answers as the claim: 404,
 * 403, 400 when the queue is off or the course archived), so that the web app can read it ahead of "Done & next".
 * Reads only: nothing is claimed or recorded.
 */
export async function getQueueNext(db: Executor, assignmentId: number, user: AuthUser): Promise<QueueNext> {
  await loadQueueForClaim(db, assignmentId, user);
  return { submission: await peekNextSubmissionId(db, assignmentId) };
}

export async function getQueueLength(db: Executor, assignmentId: number, user: AuthUser): Promise<QueueLength> {
  await loadQueueForStaff(db, assignmentId, user);
  return { queueLength: await countWaitingSubmissions(db, assignmentId) };
}
