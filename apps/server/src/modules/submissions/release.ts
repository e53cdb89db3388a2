import type { Executor } from '@marginalia/db';
import { backOfQueueKey } from './grading-queries';

/**
 * Where a submission waits again once its grader no longer holds it: at the back of the queue when the course
 * sends released submissions there, otherwise where it was (undefined leaves the key as it is).
 */
export async function queueKeyOnRelease(tx: Executor, course: { sendReleasedSubmissionsToBack: boolean }, assignmentId: number): Promise<number | undefined> {
  return course.sendReleasedSubmissionsToBack ? backOfQueueKey(tx, assignmentId) : undefined;
}
