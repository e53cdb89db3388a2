import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '@marginalia/db';
import { useTestServer } from '../../testing/use-test-server';
import { sweepSentMail } from './retention';

// The outbox's nightly sweep: sent mail past its age goes, in batches; unsent mail stays however old.

const t = useTestServer();

async function mail(to: string, values: { sentDaysAgo?: number; createdDaysAgo: number; givenUp?: boolean }): Promise<void> {
  await t.server.ctx.db.insert(mailOutbox).values({
    toAddress: to,
    template: 'activation',
    data: {},
    createdAt: sql`now() - make_interval(days => ${values.createdDaysAgo})`,
    sentAt: values.sentDaysAgo === undefined ? null : sql`now() - make_interval(days => ${values.sentDaysAgo})`,
    failedAt: values.givenUp ? sql`now() - make_interval(days => ${values.createdDaysAgo})` : null,
  });
}

describe('the outbox sweep', () => {
  it('deletes sent mail past the retention age in bounded batches, and never unsent mail', async () => {
    await mail('sent-long-ago-1@example.edu', { createdDaysAgo: 200, sentDaysAgo: 199 });
    await mail('sent-long-ago-2@example.edu', { createdDaysAgo: 120, sentDaysAgo: 100 });
    await mail('sent-long-ago-3@example.edu', { createdDaysAgo: 95, sentDaysAgo: 91 });
    await mail('sent-lately@example.edu', { createdDaysAgo: 10, sentDaysAgo: 10 });
    await mail('never-sent@example.edu', { createdDaysAgo: 300 });
    await mail('given-up@example.edu', { createdDaysAgo: 300, givenUp: true });

    const result = await sweepSentMail(t.server.ctx.db, { olderThanDays: 90, batchSize: 2 });
    expect(result).toEqual({ deleted: 3, batches: 2 });
    const left = await t.server.ctx.db.select({ to: mailOutbox.toAddress }).from(mailOutbox).orderBy(mailOutbox.id);
    expect(left.map((row) => row.to)).toEqual(['sent-lately@example.edu', 'never-sent@example.edu', 'given-up@example.edu']);
    expect(await sweepSentMail(t.server.ctx.db, { olderThanDays: 90, batchSize: 2 })).toEqual({ deleted: 0, batches: 1 });
  });
});
