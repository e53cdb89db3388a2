import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { jobs, mailOutbox } from '@marginalia/db';
import { useTestServer } from '../testing/use-test-server';
import { queueMail } from '../modules/mail/queue';
import { deliverDueMail } from '../modules/mail/sender';
import { recipientsOf, useSmtpListener } from '../modules/mail/testing/smtp-listener';
import { startBackgroundWorker } from './background-worker';

// The worker role main.ts runs: mail queued while it runs goes out without anyone calling deliverDueMail, and
// after stop() it sends nothing more.

const t = useTestServer();
const relay = useSmtpListener();

describe('the background worker', () => {
  it('sends what is queued while it runs, and nothing after it stops', async () => {
    const ctx = { db: t.server.ctx.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } };
    const logged: string[] = [];
    const log = { error: (_: object, message: string) => logged.push(message), warn: (_: object, message: string) => logged.push(message) };
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
