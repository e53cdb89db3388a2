import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '@marginalia/db';
import { useTestServer } from '../../testing/use-test-server';
import { queueMail } from './queue';
import { deliverDueMail, startMailSender } from './sender';
import { recipientsOf, useSmtpListener } from './testing/smtp-listener';

// The loop main.ts runs: mail queued while it runs goes out without anyone calling deliverDueMail, and after
// stop() it sends nothing more.

const t = useTestServer();
const relay = useSmtpListener();

describe('startMailSender', () => {
  it('sends what is queued while it runs, and nothing after it stops', async () => {
    const ctx = { db: t.server.ctx.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } };
    const errors: unknown[] = [];
    const sender = startMailSender(ctx, { intervalMs: 50, onError: (error) => errors.push(error) });
    try {
      await queueMail(ctx.db, { to: 'looped@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
      await vi.waitFor(() => expect(relay.listener.received.flatMap(recipientsOf)).toContain('looped@example.edu'), { timeout: 10_000, interval: 50 });
    } finally {
      await sender.stop();
    }

    await queueMail(ctx.db, { to: 'after-stop@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/2/b' } });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'after-stop@example.edu'));
    expect(row).toMatchObject({ attempts: 0, sentAt: null });
    expect((await deliverDueMail(ctx)).sent).toBe(1);
    expect(errors).toEqual([]);
  });
});
