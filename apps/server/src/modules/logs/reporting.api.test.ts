import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logMessages } from '@marginalia/db';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

// What the web app reports: stored for anyone, signed in or not, and refused whole when too large.

const t = useTestServer();

async function stored(id: number) {
  const [row] = await t.server.ctx.db.select().from(logMessages).where(eq(logMessages.id, id));
  return row;
}

async function storedCount(): Promise<number> {
  return (await t.server.ctx.db.select({ id: logMessages.id }).from(logMessages)).length;
}

describe('POST /logs/logHappiness/', () => {
  it('takes a visitor’s rating without a user, and a signed-in user’s with their id', async () => {
    const world = await createCourseWorld(t.server.ctx);

    const visitor = await t.api.post('/logs/logHappiness/', { body: { message: 'like', url: 'http://localhost/nowhere' } });
    const member = await t.api.post('/logs/logHappiness/', { auth: world.tokens.student, body: { message: 'dislike', url: 'http://localhost/gone' } });

    expect(visitor.status).toBe(201);
    expect(await stored(visitor.body.id)).toMatchObject({ kind: 'happiness', userId: null, message: 'like', url: 'http://localhost/nowhere' });
    expect(member.status).toBe(201);
    expect(await stored(member.body.id)).toMatchObject({ kind: 'happiness', userId: world.people.student.id, message: 'dislike' });
  });
});

describe('POST /logs/logError/ and /logs/log/', () => {
  it('stores an error report with its detail, and a log message with its attachments', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const error = await t.api.post('/logs/logError/', { body: { error: 'TypeError: x is undefined', errorDetail: 'at Panel', url: 'http://localhost/admin' } });
    const log = await t.api.post('/logs/log/', {
      auth: world.tokens.admin,
      body: { attachments: [{ title: 'Export finished', text: '40 rows' }], channel: 'general', courseID: world.course.id },
    });

    expect(error.status).toBe(201);
    expect(await stored(error.body.id)).toMatchObject({ kind: 'error', userId: null, message: 'TypeError: x is undefined', detail: { errorDetail: 'at Panel' }, url: 'http://localhost/admin' });
    expect(log.status).toBe(201);
    expect(await stored(log.body.id)).toMatchObject({
      kind: 'log',
      userId: world.people.admin.id,
      message: 'Export finished',
      detail: { channel: 'general', courseID: world.course.id, attachments: [{ title: 'Export finished', text: '40 rows' }] },
    });
  });
});

describe('POST /logs/logError/ without its text', () => {
  it('answers 400 naming the missing field', async () => {
    const res = await t.api.post('/logs/logError/', { body: { url: '/x' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ['This field is required.'] });
  });
});

describe('size caps', () => {
  it('answers 400 with the field and stores nothing when a text is longer than its limit', async () => {
    const before = await storedCount();
    const longError = await t.api.post('/logs/logError/', { body: { error: 'x'.repeat(20_001) } });
    const longUrl = await t.api.post('/logs/logHappiness/', { body: { message: 'like', url: 'x'.repeat(2049) } });
    const tooMany = await t.api.post('/logs/log/', { body: { attachments: Array.from({ length: 21 }, () => ({ text: 'a' })) } });

    expect(longError.status).toBe(400);
    expect(Object.keys(longError.body)).toEqual(['error']);
    expect(longUrl.status).toBe(400);
    expect(Object.keys(longUrl.body)).toEqual(['url']);
    expect(tooMany.status).toBe(400);
    expect(Object.keys(tooMany.body)).toEqual(['attachments']);
    expect(await storedCount()).toBe(before);
  });

  it('refuses a report whose details add up to more than 16 KB, saying so', async () => {
    const before = await storedCount();
    const bigStack = await t.api.post('/logs/logError/', { body: { error: 'Crash', errorDetail: 'at frame\n'.repeat(1700) } });
    const bigAttachments = await t.api.post('/logs/log/', { body: { attachments: Array.from({ length: 5 }, () => ({ text: 'y'.repeat(4000) })) } });

    expect(bigStack.status).toBe(400);
    expect(bigStack.body).toEqual({ errorDetail: ['Ensure the details of this report are no more than 16 KB.'] });
    expect(bigAttachments.status).toBe(400);
    expect(bigAttachments.body).toEqual({ attachments: ['Ensure the details of this report are no more than 16 KB.'] });
    expect(await storedCount()).toBe(before);
  });
});

describe('help requests (POST /logs/log/ on the help channel)', () => {
  const help = (message: string, page = 'http://localhost/student') => ({
    attachments: [{ title: 'Help request', text: message, footer: page }],
    channel: 'help',
  });

  it('stores kind help with the message, the page, and who sent it as the server knows them', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/logs/log/', {
      auth: world.tokens.admin,
      body: { ...help('How do I reopen a finalized submission?', 'http://localhost/admin/courses'), courseID: world.course.id, email: 'someone@else.edu' },
    });

    expect(res.status).toBe(201);
    const row = await stored(res.body.id);
    expect(row).toMatchObject({ kind: 'help', userId: world.people.admin.id, message: 'How do I reopen a finalized submission?', url: 'http://localhost/admin/courses' });
    expect(row!.detail).toMatchObject({
      courseID: world.course.id,
      user: { email: world.people.admin.email, isPlatformAdmin: false, canCreateCourses: true, isCourseAdmin: true, isGrader: true, isSuperGrader: false, isStudent: false },
    });
  });

  it('gives a student’s role flags, and no user for a visitor', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const student = await t.api.post('/logs/log/', { auth: world.tokens.student, body: help('Where is my grade?') });
    const visitor = await t.api.post('/logs/log/', { body: help('Can I try it?') });

    expect((await stored(student.body.id))!.detail).toMatchObject({
      user: { email: world.people.student.email, isCourseAdmin: false, isGrader: false, isStudent: true },
    });
    expect(await stored(visitor.body.id)).toMatchObject({ kind: 'help', userId: null, detail: expect.objectContaining({ user: null }) });
  });

  it('refuses a blank message and one over 2000 characters, storing nothing', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const before = await storedCount();
    const blank = await t.api.post('/logs/log/', { auth: world.tokens.student, body: help('   ') });
    const long = await t.api.post('/logs/log/', { auth: world.tokens.student, body: help('z'.repeat(2001)) });

    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ attachments: ['Write a message before sending.'] });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ attachments: ['Ensure this message has no more than 2000 characters.'] });
    expect(await storedCount()).toBe(before);
  });
});
