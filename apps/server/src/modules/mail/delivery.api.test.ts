import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '@marginalia/db';
import type { Config } from '../../core/config';
import { useTestServer } from '../../testing/use-test-server';
import { queueMail } from './queue';
import { retryJob } from '@marginalia/jobs';
import { deliverDueMail, MAX_ATTEMPTS, type DeliveryFailure } from './sender';
import { recipientsOf, startSmtpListener, useSmtpListener } from './testing/smtp-listener';

/** The mail.send job of the mail queued to `to` (the jobs system decides when a mail is tried). */
async function jobOfMailTo(to: string) {
  const [row] = await t.server.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return sql`${jobs.kind} = 'mail.send' and ${jobs.payload}->>'outboxId' = ${String(row!.id)}`;
}

// The sender against a real SMTP server on the loopback, and in embedded mode against the outbox directory.
// Each test delivers every due mail in the database, so it queues its own and leaves none due behind.

const t = useTestServer();
let sequence = 0;

function address(label: string): string {
  sequence += 1;
  return `${label}-${sequence}-${Date.now()}@example.edu`;
}

function mailContext(overrides: Partial<Config>) {
  return { db: t.server.ctx.db, config: { ...t.server.ctx.config, ...overrides } };
}

async function outboxRow(to: string) {
  const [row] = await t.server.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
  return row!;
}

/** Seconds from now (the database's clock) to the mail's next try. */
async function secondsToNextAttempt(to: string): Promise<number> {
  const [row] = await t.server.ctx.db
    .select({ seconds: sql<number>`extract(epoch from (${mailOutbox.nextAttemptAt} - now()))::float8` })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to));
  return Number(row!.seconds);
}

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('delivery over SMTP', () => {
  const relay = useSmtpListener();

  it('sends a queued mail with its subject, recipient, sender and link, and marks it sent once', async () => {
    const to = address('Activate');
    const link = 'http://localhost:8000/activate/7/abcdef';
    await queueMail(t.server.ctx.db, { to, template: 'activation', data: { link } });

    const report = await deliverDueMail(mailContext({ SMTP_URL: relay.listener.url, MAIL_FROM: 'Marginalia <no-reply@school.edu>' }));

    expect(report).toEqual({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    const mail = relay.listener.received.find((received) => recipientsOf(received).includes(to.toLowerCase()))!;
    expect(mail.subject).toBe('Activate your Marginalia account');
    expect(mail.from?.value).toEqual([{ name: 'Marginalia', address: 'no-reply@school.edu' }]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`<a href="${link}">`);
    const row = await outboxRow(to.toLowerCase());
    expect(row.sentAt).not.toBeNull();
    expect(row).toMatchObject({ attempts: 1, failedAt: null, lastError: null });

    const again = await deliverDueMail(mailContext({ SMTP_URL: relay.listener.url }));
    expect(again.claimed).toBe(0);
    expect(relay.listener.received.filter((received) => recipientsOf(received).includes(to.toLowerCase()))).toHaveLength(1);
  });

  it('sends due mail oldest first and leaves mail not yet due for later', async () => {
    const first = address('first');
    const second = address('second');
    const later = address('later');
    await queueMail(t.server.ctx.db, { to: first, template: 'regradeAnswered', data: { assignmentName: 'Lab 1', link: 'http://localhost:8000/code/1' } });
    await queueMail(t.server.ctx.db, { to: second, template: 'passwordReset', data: { link: 'http://localhost:8000/password-reset/1/x' } });
    await queueMail(t.server.ctx.db, { to: later, template: 'passwordReset', data: { link: 'http://localhost:8000/password-reset/2/y' } });
    await t.server.ctx.db
      .update(jobs)
      .set({ runAfter: sql`now() + interval '1 hour'` })
      .where(await jobOfMailTo(later));
    const before = relay.listener.received.length;

    const report = await deliverDueMail(mailContext({ SMTP_URL: relay.listener.url }));

    expect(report.sent).toBe(2);
    expect(relay.listener.received.slice(before).map((mail) => mail.subject)).toEqual([
      'Your regrade request for Lab 1 was answered',
      'Reset your Marginalia password',
    ]);
    expect((await outboxRow(later)).sentAt).toBeNull();
    await t.server.ctx.db.delete(jobs).where(await jobOfMailTo(later));
    await t.server.ctx.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, later));
  });
});

describe('delivery failures', () => {
  it('keeps a mail the relay refuses (550) for a later try, with the error, and does not retry it at once', async () => {
    const refusing = await startSmtpListener({ rejectRecipients: true });
    try {
      const to = address('refused');
      await queueMail(t.server.ctx.db, { to, template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });

      const failures: DeliveryFailure[] = [];
      const report = await deliverDueMail(mailContext({ SMTP_URL: refusing.url }), undefined, (failure) => failures.push(failure));

      expect(report).toEqual({ claimed: 1, sent: 0, retrying: 1, failed: 0 });
      expect(failures).toEqual([expect.objectContaining({ to, template: 'activation', attempts: 1, givenUp: false, error: expect.stringMatching(/550/) })]);
      expect(refusing.received).toHaveLength(0);
      const row = await outboxRow(to);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
      expect(row.lastError).toMatch(/550/);
      expect(await secondsToNextAttempt(to)).toBeGreaterThan(20);
      expect((await deliverDueMail(mailContext({ SMTP_URL: refusing.url }))).claimed).toBe(0);
    } finally {
      await refusing.close();
    }
  });

  it('keeps the mail when nothing listens at SMTP_URL, and waits longer after each failure', async () => {
    const url = `smtp://127.0.0.1:${await closedPort()}`;
    const to = address('unreachable');
    await queueMail(t.server.ctx.db, { to, template: 'passwordReset', data: { link: 'http://localhost:8000/password-reset/1/a' } });

    await deliverDueMail(mailContext({ SMTP_URL: url }));
    const firstTry = await outboxRow(to);
    expect(firstTry).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(firstTry.lastError).toMatch(/ECONNREFUSED/);
    const firstWait = await secondsToNextAttempt(to);

    await t.server.ctx.db.update(jobs).set({ runAfter: sql`now()` }).where(await jobOfMailTo(to));
    await deliverDueMail(mailContext({ SMTP_URL: url }));
    const secondTry = await outboxRow(to);
    expect(secondTry).toMatchObject({ attempts: 2, sentAt: null, failedAt: null });
    expect(await secondsToNextAttempt(to)).toBeGreaterThan(firstWait);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    const url = `smtp://127.0.0.1:${await closedPort()}`;
    const to = address('given-up');
    await queueMail(t.server.ctx.db, { to, template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
    await t.server.ctx.db.update(jobs).set({ attempts: MAX_ATTEMPTS - 1 }).where(await jobOfMailTo(to));

    const report = await deliverDueMail(mailContext({ SMTP_URL: url }));

    expect(report).toMatchObject({ claimed: 1, failed: 1, retrying: 0 });
    const row = await outboxRow(to);
    expect(row.attempts).toBe(MAX_ATTEMPTS);
    expect(row.failedAt).not.toBeNull();
    expect(row.sentAt).toBeNull();
  });

  it('gives up at once on a mail its template cannot render, and still sends the others', async () => {
    const smtp = await startSmtpListener();
    try {
      const broken = address('broken');
      const fine = address('fine');
      await queueMail(t.server.ctx.db, { to: broken, template: 'courseInvitation', data: { courseName: 'CS 101' } });
      await queueMail(t.server.ctx.db, { to: fine, template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });

      const report = await deliverDueMail(mailContext({ SMTP_URL: smtp.url }));

      expect(report).toEqual({ claimed: 2, sent: 1, retrying: 0, failed: 1 });
      const row = await outboxRow(broken);
      expect(row.failedAt).not.toBeNull();
      expect(row.lastError).toMatch(/period, link/);
      expect(smtp.received.flatMap(recipientsOf)).toEqual([fine]);
    } finally {
      await smtp.close();
    }
  });

  it('takes back a mail whose sender died holding it, once its lease has run out', async () => {
    const smtp = await startSmtpListener();
    try {
      const to = address('orphaned');
      await queueMail(t.server.ctx.db, { to, template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
      const ofThisMail = await jobOfMailTo(to);
      await t.server.ctx.db
        .update(jobs)
        .set({ state: 'running', attempts: 1, leaseToken: sql`gen_random_uuid()`, leaseExpiresAt: sql`now() + interval '5 minutes'` })
        .where(ofThisMail);
      expect((await deliverDueMail(mailContext({ SMTP_URL: smtp.url }))).claimed).toBe(0);

      await t.server.ctx.db.update(jobs).set({ leaseExpiresAt: sql`now() - interval '1 second'` }).where(ofThisMail);
      expect((await deliverDueMail(mailContext({ SMTP_URL: smtp.url }))).sent).toBe(1);
      expect(await outboxRow(to)).toMatchObject({ attempts: 2 });
      const [job] = await t.server.ctx.db.select().from(jobs).where(ofThisMail);
      expect(job).toMatchObject({ state: 'succeeded', attempts: 2 });
    } finally {
      await smtp.close();
    }
  });
});

describe('delivery without SMTP_URL', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'marginalia-outbox-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file in DATA_DIR/outbox that a mail reader opens', async () => {
    const to = address('embedded');
    const link = 'http://localhost:8000/activate/9/zzz';
    await queueMail(t.server.ctx.db, { to, template: 'courseInvitation', data: { courseName: 'CS <101>', period: 'Fall 2026', link } });
    const { id } = await outboxRow(to);

    const report = await deliverDueMail(mailContext({ SMTP_URL: undefined, DATA_DIR: dataDir }));

    expect(report.sent).toBe(1);
    expect(await readdir(path.join(dataDir, 'outbox'))).toEqual([`${id}-courseInvitation.eml`]);
    const mail = await simpleParser(await readFile(path.join(dataDir, 'outbox', `${id}-courseInvitation.eml`)));
    expect(mail.subject).toBe('You have been added to CS <101> (Fall 2026) on Marginalia');
    expect(recipientsOf(mail)).toEqual([to]);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('CS &lt;101&gt;');
    expect((await outboxRow(to)).sentAt).not.toBeNull();
  });
});

describe('a mail given up on', () => {
  const relay = useSmtpListener();

  it('goes out when staff retry its job, and is then recorded as sent', async () => {
    const to = address('retried-by-staff');
    await queueMail(t.server.ctx.db, { to, template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
    const refused = `smtp://127.0.0.1:${await closedPort()}`;
    await t.server.ctx.db.update(jobs).set({ maxAttempts: 1 }).where(await jobOfMailTo(to));
    expect(await deliverDueMail(mailContext({ SMTP_URL: refused }))).toMatchObject({ failed: 1 });
    expect((await outboxRow(to)).failedAt).not.toBeNull();

    const [job] = await t.server.ctx.db.select().from(jobs).where(await jobOfMailTo(to));
    await retryJob(t.server.ctx.db, job!.id);
    expect(await deliverDueMail(mailContext({ SMTP_URL: relay.listener.url }))).toMatchObject({ sent: 1 });
    expect(await outboxRow(to)).toMatchObject({ failedAt: null, lastError: null, attempts: 1 });
    expect((await outboxRow(to)).sentAt).not.toBeNull();
  });
});
