import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';
import { queueMail } from './queue';
import { deliverDueMail } from './sender';

// Platform admins read the outbox in the app: in embedded mode it is the only place mail can be read.

const t = useTestServer({ MAIL_FROM: 'Marginalia <no-reply@school.edu>' });
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
    await queueMail(db, { to: 'reader@example.edu', template: 'passwordReset', data: { link: 'http://localhost:8000/password-reset/3/b' } });
    await deliverDueMail({ db, config: { ...t.server.ctx.config, DATA_DIR: dataDir } });
    const listed = await t.api.get('/mail/outbox/', { auth: world.tokens.platformAdmin });
    const { id } = listed.body.results.find((mail: { to: string }) => mail.to === 'reader@example.edu');

    const res = await t.api.get(`/mail/outbox/${id}/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      to: 'reader@example.edu',
      from: 'Marginalia <no-reply@school.edu>',
      subject: 'Reset your Marginalia password',
      status: 'sent',
      file: `${id}-passwordReset.eml`,
    });
    expect(res.body.text).toContain('http://localhost:8000/password-reset/3/b');
    expect(res.body.html).toContain('<a href="http://localhost:8000/password-reset/3/b">');
  });

  it('answers 404 for an unknown mail, and to anyone but a platform admin', async () => {
    const world = await createCourseWorld(t.server.ctx);
    await queueMail(t.server.ctx.db, { to: 'private@example.edu', template: 'activation', data: { link: 'http://localhost:8000/activate/4/c' } });
    const listed = await t.api.get('/mail/outbox/', { auth: world.tokens.platformAdmin });
    const { id } = listed.body.results.find((mail: { to: string }) => mail.to === 'private@example.edu');

    expect((await t.api.get('/mail/outbox/999999/', { auth: world.tokens.platformAdmin })).status).toBe(404);
    const refused = await t.api.get(`/mail/outbox/${id}/`, { auth: world.tokens.admin });
    expect(refused.status).toBe(404);
    expect(refused.text).not.toContain('activate');
  });
});
