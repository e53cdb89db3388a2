import { and, count, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox, type Executor } from '@marginalia/db';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const waiting = sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`;
const due = sql`${waiting} and ${mailOutbox.nextAttemptAt} <= now() and (${mailOutbox.lockedUntil} is null or ${mailOutbox.lockedUntil} < now())`;

/**
 * Takes up to `limit` due mails for this sender, in one statement, oldest first. `for update skip locked` lets
 * several senders (processes, or loops in one) share the outbox without two of them taking the same row;
 * `locked_until` keeps the row away from the others while it is being delivered, and frees it if this sender
 * dies. The attempt is counted here, before delivery, so a mail that crashes its sender still runs out of tries.
 */
export async function claimDueMail(db: Executor, limit: number, lockSeconds: number): Promise<OutboxRow[]> {
  const ids = sql`(select ${mailOutbox.id} from ${mailOutbox} where ${due} order by ${mailOutbox.id} limit ${limit} for update skip locked)`;
  const rows = await db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${lockSeconds})`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(and(sql`${mailOutbox.id} in ${ids}`, waiting))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed try: again after `retryInSeconds`, or never (failed_at) when null. */
export async function markAttemptFailed(db: Executor, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { failedAt: sql`now()`, lockedUntil: null, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`, lockedUntil: null, lastError: error },
    )
    .where(eq(mailOutbox.id, id));
}

/** One page of the outbox, newest first, and the size of the whole outbox. */
export async function listOutbox(db: Executor, range: { limit: number; offset: number }): Promise<{ count: number; rows: OutboxRow[] }> {
  const [total] = await db.select({ n: count() }).from(mailOutbox);
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(range.limit).offset(range.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findOutboxMail(db: Executor, id: number): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}
