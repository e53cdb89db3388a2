import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { mailOutbox, type Executor } from '@marginalia/db';
import { DEFAULT_SWEEP_BATCH, defineJob, sweepInBatches, type JobHandler, type SweepResult } from '@marginalia/jobs';
import type { AppContext } from '../../core/app-context';

// The outbox's retention (docs/ARCHITECTURE.md, "Background work"): sent mail leaves the outbox MAIL_RETENTION_DAYS
// after it was sent, a bounded batch per statement. Mail not sent yet, or given up, is never swept: it is what the
// outbox page is for.

export const OUTBOX_SWEEP_JOB_KIND = 'retention.outbox';

export async function sweepSentMail(db: Executor, options: { olderThanDays: number; batchSize?: number; signal?: AbortSignal }): Promise<SweepResult> {
  const batchSize = options.batchSize ?? DEFAULT_SWEEP_BATCH;
  return sweepInBatches(
    async () => {
      const oldest = sql`(
        select ${mailOutbox.id} from ${mailOutbox}
        where ${mailOutbox.sentAt} is not null and ${mailOutbox.sentAt} < now() - make_interval(days => ${options.olderThanDays})
        order by ${mailOutbox.sentAt}
        limit ${batchSize}
        for update skip locked
      )`;
      const rows = await db
        .delete(mailOutbox)
        .where(sql`${mailOutbox.id} in ${oldest} and ${mailOutbox.sentAt} is not null`)
        .returning({ id: mailOutbox.id });
      return rows.length;
    },
    batchSize,
    options.signal,
  );
}

/** The nightly `retention.outbox` job: its result says how much it removed. */
export function createOutboxSweepJob(ctx: Pick<AppContext, 'db' | 'config'>): JobHandler {
  return defineJob({
    kind: OUTBOX_SWEEP_JOB_KIND,
    payload: z.object({}),
    run: async (_, { signal }) => {
      const olderThanDays = ctx.config.MAIL_RETENTION_DAYS;
      return { olderThanDays, ...(await sweepSentMail(ctx.db, { olderThanDays, signal })) };
    },
  });
}
