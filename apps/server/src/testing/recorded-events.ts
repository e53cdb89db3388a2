import { asc, desc, gt } from 'drizzle-orm';
import { auditEvents, type Executor } from '@marginalia/db';

// Reading the audit trail in tests (docs/AUDIT.md): mark where it ends, make a call, read what the call recorded.

export type RecordedEvent = typeof auditEvents.$inferSelect;

/** Where the audit trail ends now: events recorded later have greater ids. */
export async function auditMark(db: Executor): Promise<number> {
  const [row] = await db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
  return row?.id ?? 0;
}

/** The events recorded after `mark`, oldest first. */
export function eventsSince(db: Executor, mark: number): Promise<RecordedEvent[]> {
  return db.select().from(auditEvents).where(gt(auditEvents.id, mark)).orderBy(asc(auditEvents.id));
}

/** Makes a call and answers it with the events recorded meanwhile (the tests of a file run one at a time). */
export async function recording<T>(db: Executor, call: () => Promise<T>): Promise<{ result: T; events: RecordedEvent[] }> {
  const mark = await auditMark(db);
  const result = await call();
  return { result, events: await eventsSince(db, mark) };
}
