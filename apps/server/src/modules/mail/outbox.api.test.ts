import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_TEXTS } from '@marginalia/contracts';
import { auditEvents } from '@marginalia/db';
import { createCourseWorld } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { useTestServer } from '../../testing/use-test-server';
import { queueMail } from './queue';
import { deliverDueMail } from './sender';

// Platform admins read the outbox in the app: in embedded mode it is the only place mail can be read. What they
// read never opens an account (secret links read "link hidden"), grade mail's body is read only through login-as
// as its recipient, and every read is on the record (docs/AUDIT.md).

const t = useTestServer({ MAIL_FROM: 'Marginalia <no-reply@school.edu>' });

const outboxReads = (actorId: number) =>
  t.server.ctx.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, 'mail_outbox.read'), eq(auditEvents.actorId, actorId)))
    .orderBy(desc(auditEvents.id));

/** The outbox id of the newest mail to an address. */
async function mailIdTo(token: string, to: string): Promise<number> {
  const listed = await t.api.get('/mail/outbox/?page_size=100', { auth: token });
  return listed.body.results.find((mail: { to: string }) => mail.to === to).id;
}
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'marginalia-outbox-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET /mail/outbox/', () => {
  it('lists the outbox to platform admins, newest first, paged, with each mail’s state', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    await queueMail(db, { to: 'First@Example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
    await deliverDueMail({ db, config: { ...t.server.ctx.config, DATA_DIR: dataDir } });
    await queueMail(db, { to: 'second@example.edu', template: 'regradeAnswered', data: { assignmentName: 'Lab <2>', link: 'http://localhost:8000/code/2' } });
    await queueMail(db, { to: 'third@example.edu', template: 'courseInvitation', data: { courseName: 'CS 101' } });

    const res = await t.api.get('/mail/outbox/?page=1&page_size=2', { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body.count).toBe(3);
    expect(res.body.next).toContain('page=2');
    expect(res.body.results).toEqual([
      expect.objectContaining({ to: 'third@example.edu', template: 'courseInvitation', subject: null, status: 'queued', attempts: 0, sentAt: null }),
      expect.objectContaining({
        to: 'second@example.edu',
        template: 'regradeAnswered',
        subject: 'Your regrade request for Lab <2> was answered',
        status: 'queued',
        attempts: 0,
        sentAt: null,
        failedAt: null,
        lastError: null,
      }),
    ]);
    const last = await t.api.get('/mail/outbox/?page=2&page_size=2', { auth: world.tokens.platformAdmin });
    expect(last.body.results).toEqual([
      expect.objectContaining({ to: 'first@example.edu', subject: 'Activate your Marginalia account', status: 'sent', attempts: 1, nextAttemptAt: null }),
    ]);
    expect(new Date(last.body.results[0].sentAt).toISOString()).toBe(last.body.results[0].sentAt);
  });

  it('is hidden from everyone else', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (const token of [world.tokens.admin, world.tokens.student, world.tokens.grader]) {
      const res = await t.api.get('/mail/outbox/', { auth: token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/mail/outbox/')).status).toBe(401);
  });
});

describe('GET /mail/outbox/{id}/', () => {
  it('shows a mail as it was sent: sender, subject, text and HTML, and its outbox file', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    await queueMail(db, { to: 'reader@example.edu', template: 'courseJoined', data: { courseName: 'CS 101', period: 'Fall', link: 'http://localhost:8000/login' } });
    await deliverDueMail({ db, config: { ...t.server.ctx.config, DATA_DIR: dataDir } });
    const id = await mailIdTo(world.tokens.platformAdmin, 'reader@example.edu');

    const res = await t.api.get(`/mail/outbox/${id}/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      to: 'reader@example.edu',
      from: 'Marginalia <no-reply@school.edu>',
      subject: 'You joined CS 101 (Fall) on Marginalia',
      status: 'sent',
      bodyNote: null,
      file: `${id}-courseJoined.eml`,
    });
    expect(res.body.text).toContain('http://localhost:8000/login');
    expect(res.body.html).toContain('<a href="http://localhost:8000/login">');
  });

  it('hides every link that works as a credential: activation, reset, upgrade and invitation links read "link hidden"', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const secret = 'Zm9yZ2VkLXRva2VuLXRoYXQtbXVzdC1uZXZlci1zaG93';
    const mails = [
      { to: 'activate@example.edu', template: 'activation', data: { link: `http://localhost:8000/activate/MQ/${secret}` } },
      { to: 'reset@example.edu', template: 'passwordReset', data: { link: `http://localhost:8000/password-reset/Mg/${secret}` } },
      { to: 'upgrade@example.edu', template: 'accountUpgrade', data: { link: `http://localhost:8000/upgrade/Mw/${secret}` } },
      { to: 'invited@example.edu', template: 'courseInvitation', data: { courseName: 'CS 101', period: 'Fall', link: `http://localhost:8000/activate/NA/${secret}` } },
      // A secret link queued under a template that does not say it has one is caught by its page.
      { to: 'joined@example.edu', template: 'courseJoined', data: { courseName: 'CS 101', period: 'Fall', link: `http://localhost:8000/invite/NQ/${secret}` } },
    ] as const;
    for (const mail of mails) await queueMail(db, { ...mail, data: { ...mail.data } });
    await deliverDueMail({ db, config: { ...t.server.ctx.config, DATA_DIR: dataDir } });

    for (const mail of mails) {
      const res = await t.api.get(`/mail/outbox/${await mailIdTo(world.tokens.platformAdmin, mail.to)}/`, { auth: world.tokens.platformAdmin });
      expect(res.status, mail.template).toBe(200);
      expect(res.text, mail.template).not.toContain(secret);
      expect(res.body.text, mail.template).toContain(': link hidden');
      expect(res.body.html, mail.template).toContain('link hidden');
      expect(res.body.html, mail.template).not.toContain('href=');
    }
    // The mail sent keeps its link: only the outbox's copy hides it.
    const [stored] = await queuedMails(db, 'reset@example.edu');
    expect(stored!.data.link).toContain(secret);
  });

  it('shows a grade mail’s body only through login-as as its recipient; a platform admin reads its metadata and a note', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const student = world.people.student;
    await queueMail(t.server.ctx.db, {
      to: student.email,
      template: 'gradeChanged',
      data: { assignmentName: 'Lab 1', courseName: 'CS 101', oldGrade: '9', newGrade: '7.5', link: 'http://localhost:8000/code/1' },
    });
    const id = await mailIdTo(world.tokens.platformAdmin, student.email);

    const asAdmin = await t.api.get(`/mail/outbox/${id}/`, { auth: world.tokens.platformAdmin });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toMatchObject({ to: student.email, template: 'gradeChanged', subject: 'Your grade on Lab 1 changed', status: 'queued', attempts: 0 });
    expect(asAdmin.body).toMatchObject({ text: null, html: null, bodyNote: OUTBOX_TEXTS.bodyOnlyThroughLoginAs });
    // The answer's timestamps carry milliseconds ("…:47.557Z"), which may hold the grade's digits by chance.
    expect(asAdmin.text.replace(/"\d{4}-\d\d-\d\dT[\d:.]+Z"/g, '"time"')).not.toContain('7.5');

    const actingAsStudent = (await t.api.get(`/users/${student.email}/`, { auth: world.tokens.platformAdmin })).body.token;
    const asRecipient = await t.api.get(`/mail/outbox/${id}/`, { auth: actingAsStudent });
    expect(asRecipient.status).toBe(200);
    expect(asRecipient.body.bodyNote).toBeNull();
    expect(asRecipient.body.text).toContain('changed from 9 to 7.5');
    // Acting as someone else opens nothing, and a login-as session never lists the outbox.
    const actingAsGrader = (await t.api.get(`/users/${world.people.grader.email}/`, { auth: world.tokens.platformAdmin })).body.token;
    expect((await t.api.get(`/mail/outbox/${id}/`, { auth: actingAsGrader })).status).toBe(404);
    expect((await t.api.get('/mail/outbox/', { auth: actingAsStudent })).status).toBe(404);

    // On the record: the admin's read, and the read as the student with the admin behind it.
    const [recipientRead] = await outboxReads(student.id);
    expect(recipientRead).toMatchObject({ impersonatorId: world.people.platformAdmin.id, objectType: 'mail', objectId: id, data: { template: 'gradeChanged', body: true } });
    const adminReads = await outboxReads(world.people.platformAdmin.id);
    expect(adminReads.find((event) => event.objectId === id)).toMatchObject({ impersonatorId: null, objectType: 'mail', data: { to: student.email, body: false } });
  });

  it('records every read, listing and detail, as the reader’s', async () => {
    const world = await createCourseWorld(t.server.ctx);
    await queueMail(t.server.ctx.db, { to: 'recorded@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/1/a' } });
    const admin = world.people.platformAdmin;

    const listed = await t.api.get('/mail/outbox/?page=1&page_size=5', { auth: world.tokens.platformAdmin });
    const [listing] = await outboxReads(admin.id);
    expect(listing).toMatchObject({ type: 'mail_outbox.read', objectType: null, data: { offset: 0, limit: 5, mailIds: listed.body.results.map((mail: { id: number }) => mail.id) } });

    const id = await mailIdTo(world.tokens.platformAdmin, 'recorded@example.edu');
    await t.api.get(`/mail/outbox/${id}/`, { auth: world.tokens.platformAdmin });
    const [detail] = await outboxReads(admin.id);
    expect(detail).toMatchObject({ objectType: 'mail', objectId: id, data: { to: 'recorded@example.edu', template: 'activation', body: true } });
    // A refused read leaves nothing.
    const before = (await outboxReads(world.people.admin.id)).length;
    expect((await t.api.get(`/mail/outbox/${id}/`, { auth: world.tokens.admin })).status).toBe(404);
    expect((await t.api.get('/mail/outbox/', { auth: world.tokens.admin })).status).toBe(404);
    expect(await outboxReads(world.people.admin.id)).toHaveLength(before);
  });

  it('answers 404 for an unknown mail, and to anyone but a platform admin', async () => {
    const world = await createCourseWorld(t.server.ctx);
    await queueMail(t.server.ctx.db, { to: 'private@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/4/c' } });
    const id = await mailIdTo(world.tokens.platformAdmin, 'private@example.edu');

    expect((await t.api.get('/mail/outbox/999999/', { auth: world.tokens.platformAdmin })).status).toBe(404);
    for (const token of [world.tokens.admin, world.tokens.grader, world.tokens.student]) {
      const refused = await t.api.get(`/mail/outbox/${id}/`, { auth: token });
      expect(refused.status).toBe(404);
      expect(refused.text).not.toContain('activate');
    }
  });
});
