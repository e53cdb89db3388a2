import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { submissions, type Executor } from '@marginalia/db';

// The queue is not a table of its own: it is an assignment's submissions that have no grader and are not
// finalized, in queueOrderKey then id order (the submissions_assignment_queue_idx index).

const waiting = (assignmentId: number) =>
  and(eq(submissions.assignmentId, assignmentId), isNull(submissions.graderId), eq(submissions.isFinalized, false));

/**
 * Gives the next waiting submission to the grader, in one statement, and returns its id (null when the queue
 * is empty). `for update skip locked` makes concurrent claimers pass over a row another claim is taking
 * instead of waiting for it and then taking it too; the outer `grader_id is null` re-check guards against a
 * row that a PATCH gave a grader between the subquery's snapshot and the lock.
 */
export async function claimNextSubmissionId(db: Executor, assignmentId: number, graderId: number): Promise<number | null> {
  const next = sql`(select ${submissions.id} from ${submissions}
    where ${waiting(assignmentId)}
    order by ${submissions.queueOrderKey}, ${submissions.id}
    limit 1 for update skip locked)`;
  const rows = await db
    .update(submissions)
    .set({ graderId, dateEdited: new Date() })
    .where(and(eq(submissions.id, next), isNull(submissions.graderId), eq(submissions.isFinalized, false)))
    .returning({ id: submissions.id });
  return rows[0]?.id ?? null;
}

/**
 * The submission the next claim would take now, read without locking or changing it (null when none waits).
 * Only a hint: another grader's claim may take it first, and the claim then hands out the next one.
 */
export async function peekNextSubmissionId(db: Executor, assignmentId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .where(waiting(assignmentId))
    .orderBy(submissions.queueOrderKey, submissions.id)
    .limit(1);
  return row?.id ?? null;
}

export async function countWaitingSubmissions(db: Executor, assignmentId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(submissions).where(waiting(assignmentId));
  return row?.n ?? 0;
}
