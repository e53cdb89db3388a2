import { describe, expect, it } from 'vitest';
import { mailOutbox } from '@marginalia/db';
import { useTestServer } from '../../testing/use-test-server';
import { queueMail } from './queue';
import { deliverDueMail } from './sender';
import { recipientsOf, useSmtpListener } from './testing/smtp-listener';

// Several worker processes share one outbox. Here several senders run at once on one database:
// on PGlite they take turns; under `npm test` they also run on PostgreSQL, where the claims really do overlap.

const t = useTestServer();
const relay = useSmtpListener();

describe('senders running at the same time', () => {
  it('deliver every mail exactly once', async () => {
    const total = 67;
    const addresses = Array.from({ length: total }, (_, i) => `concurrent-${i}@example.edu`);
    for (const to of addresses) {
      await queueMail(t.server.ctx.db, { to, template: 'activation', data: { link: `http://localhost:8000/activate/${to}/x` } });
    }
    const ctx = { db: t.server.ctx.db, config: { ...t.server.ctx.config, SMTP_URL: relay.listener.url } };

    async function senderLoop() {
      let sent = 0;
      for (;;) {
        const report = await deliverDueMail(ctx);
        sent += report.sent;
        if (report.claimed === 0) return sent;
      }
    }
    const sentPerSender = await Promise.all(Array.from({ length: 5 }, senderLoop));

    expect(sentPerSender.reduce((a, b) => a + b, 0)).toBe(total);
    const delivered = relay.listener.received.flatMap(recipientsOf).sort();
    expect(delivered).toEqual([...addresses].sort());
    const rows = await t.server.ctx.db.select().from(mailOutbox);
    expect(rows).toHaveLength(total);
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  });
});
