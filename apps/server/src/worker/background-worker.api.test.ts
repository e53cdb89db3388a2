import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs, jobSchedules, mailOutbox } from '@marginalia/db';
import { useTestServer } from '../testing/use-test-server';
import { queueMail } from '../modules/mail/queue';
import { deliverDueMail } from '../modules/mail/sender';
import { recipientsOf, useSmtpListener } from '../modules/mail/testing/smtp-listener';
import { startBackgroundWorker } from './background-worker';
import { SCHEDULES } from './schedules';

// The worker role main.ts runs: mail queued while it runs goes out without anyone calling deliverDueMail, and
// after stop() it sends nothing more; the cron table's nightly sweeps run when due and say what they removed.

const t = useTestServer();
const relay = useSmtpListener();

describe('the background worker', () => {
  it('sends what is queued while it runs, and nothing after it stops', async () => {
    const ctx = { db: t.server.ctx.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } };
    const logged: string[] = [];
    const log = {
      info: () => {},
      error: (_: object, message: string) => logged.push(message),
      warn: (_: object, message: string) => logged.push(message),
    };
    const worker = startBackgroundWorker(ctx, log);
    try {
      await queueMail(ctx.db, { to: 'looped@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
      await vi.waitFor(() => expect(relay.listener.received.flatMap(recipientsOf)).toContain('looped@example.edu'), { timeout: 10_000, interval: 50 });
    } finally {
      await worker.stop();
    }

    await queueMail(ctx.db, { to: 'after-stop@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/2/b' } });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'after-stop@example.edu'));
    expect(row).toMatchObject({ attempts: 0, sentAt: null });
    const [job] = await ctx.db.select().from(jobs).where(eq(jobs.payload, { outboxId: row!.id }));
    expect(job).toMatchObject({ kind: 'mail.send', state: 'queued' });
    expect((await deliverDueMail(ctx)).sent).toBe(1);
    expect(logged).toEqual([]);
  });
});

describe('the nightly retention sweeps', () => {
  it('are enqueued by the worker when due, run once, and log and record what they removed', { timeout: 30_000 }, async () => {
    const db = t.server.ctx.db;
    const [oldJob] = await db
      .insert(jobs)
      .values({ kind: 'mail.send', state: 'succeeded', finishedAt: sql`now() - interval '400 days'` })
      .returning({ id: jobs.id });
    const [oldMail] = await db
      .insert(mailOutbox)
      .values({ toAddress: 'long-ago@example.edu', template: 'activation', data: {}, sentAt: sql`now() - interval '400 days'` })
      .returning({ id: mailOutbox.id });
    // Each sweep's last run was long ago, so this night's is due.
    await db.delete(jobSchedules);
    await db.insert(jobSchedules).values(SCHEDULES.map((schedule) => ({ name: schedule.name, lastOccurrence: new Date('2020-01-01T00:00:00Z') })));
    const infos: { details: object; message: string }[] = [];
    const log = { info: (details: object, message: string) => infos.push({ details, message }), error: () => {}, warn: () => {} };
    const worker = startBackgroundWorker(t.server.ctx, log);
    // The retention sweeps among the schedules (the daily LMS roster sync has its own test, modules/lti/sync.api.test.ts).
    const kinds = SCHEDULES.map((schedule) => schedule.job.kind).filter((kind) => kind.startsWith('retention.'));
    try {
      await vi.waitFor(
        async () => {
          const sweeps = await db.select().from(jobs).where(inArray(jobs.kind, kinds));
          expect(sweeps.map((sweep) => sweep.state)).toEqual(['succeeded', 'succeeded', 'succeeded']);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await worker.stop();
    }
    expect(await db.select().from(jobs).where(eq(jobs.id, oldJob!.id))).toEqual([]);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.id, oldMail!.id))).toEqual([]);
    const [jobsSweep] = await db.select().from(jobs).where(eq(jobs.kind, 'retention.jobs'));
    expect(jobsSweep!.result).toMatchObject({ olderThanDays: 30, batches: 1 });
    expect((jobsSweep!.result as { deleted: number }).deleted).toBeGreaterThanOrEqual(1);
    expect(infos.filter((info) => info.message === 'Retention sweep done').map((info) => (info.details as { kind: string }).kind).sort()).toEqual(
      ['retention.blobs', 'retention.jobs', 'retention.outbox'],
    );
  });
});
