import { count, desc, eq, sql } from 'drizzle-orm';
import { mailOutbox, type Executor } from '@marginalia/db';

export type OutboxRow = typeof mailOutbox.$inferSelect;

export async function markSent(db: Executor, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, failedAt: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed try: again after `retryInSeconds`, or never (failed_at) when null. */
export async function markAttemptFailed(db: Executor, id: number, error: string, retryInSeconds: number | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { failedAt: sql`now()`, lastError: error }
        : { nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`, failedAt: null, lastError: error },
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
