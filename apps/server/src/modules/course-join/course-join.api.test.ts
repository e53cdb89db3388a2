import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/http-client';
import { createCourse, createOrganization, createUser, enroll, TEST_PASSWORD } from '../../testing/factories';
import { queuedMails } from '../../testing/mail';
import { createSection, findUserByEmail, storedRoster, storedSections } from '../../testing/roster-factories';
import { startTestServer } from '../../testing/test-server';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer({ LOGIN_MAX_ATTEMPTS_PER_IP: 1000 });
const JOIN = '/registration/emailRegistration/';

let sequence = 0;
const freshEmail = (domain = 'example.edu') => `joiner-${Date.now()}-${++sequence}@${domain}`;

async function openCourse(values: Partial<typeof courses.$inferInsert> = {}) {
  const organization = await createOrganization(t.server.ctx.db);
  const course = await createCourse(t.server.ctx.db, organization.id, { inviteCodeEnabled: true, ...values });
  return { organization, course };
}

function join(body: Record<string, unknown>) {
  return t.api.post(JOIN, { body: { username: 'ada', ...body } });
}

describe('POST /registration/emailRegistration/', () => {
  it('creates a not-yet-activated student for a new e-mail and queues the activation mail', async () => {
    const { organization, course } = await openCourse();
    const email = freshEmail();
    const res = await join({ email: email.toUpperCase(), token: course.inviteCode.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, email_valid: true, code_valid: true });

    const user = await findUserByEmail(t.server.ctx.db, email);
    expect(user).toMatchObject({ isActivated: false, passwordHash: null, organizationId: organization.id });
    expect((await storedRoster(t.server.ctx.db, course.id)).active).toEqual([`${email} student`]);
    const mails = await queuedMails(t.server.ctx.db, email);
    expect(mails.map((mail) => mail.template)).toEqual(['activation']);
    expect(mails[0]!.data.link).toMatch(/\/activate\/[^/]+\/[^/]+$/);
    // Not activated: the new account cannot log in before it sets a password.
    expect((await t.api.post('/token-auth/', { body: { username: email, password: TEST_PASSWORD } })).status).toBe(400);
  });

  it('enrols an existing account with the same answer and a notice by mail; it sees the course after logging in', async () => {
    const { course } = await openCourse();
    const user = await createUser(t.server.ctx.db);
    const res = await join({ email: user.email, token: course.inviteCode });
    expect(res.status).toBe(200);
    // The same reply as for a new address, so the form cannot tell whether an account exists.
    expect(res.body).toEqual({ success: true, email_valid: true, code_valid: true });
    const mails = await queuedMails(t.server.ctx.db, user.email);
    expect(mails.map((mail) => [mail.template, mail.data])).toEqual([
      ['courseJoined', { courseName: course.name, period: course.period, link: expect.stringMatching(/\/student$/) }],
    ]);
    const login = await t.api.post('/token-auth/', { body: { username: user.email, password: TEST_PASSWORD } });
    expect(login.body.user.studentCourses).toEqual([course.id]);
  });

  it('refuses a wrong code, a disabled code and an archived course with 403 and code_valid false', async () => {
    const disabled = await openCourse({ inviteCodeEnabled: false });
    const archived = await openCourse({ archived: true });
    for (const token of ['NOSUCHCD', disabled.course.inviteCode, archived.course.inviteCode]) {
      const email = freshEmail();
      const res = await join({ email, token });
      expect(res.status, token).toBe(403);
      expect(res.body).toEqual({ success: false, email_valid: true, code_valid: false });
      expect(await findUserByEmail(t.server.ctx.db, email)).toBeNull();
      expect(await queuedMails(t.server.ctx.db, email)).toEqual([]);
    }
    expect((await storedRoster(t.server.ctx.db, disabled.course.id)).active).toEqual([]);
    expect((await storedRoster(t.server.ctx.db, archived.course.id)).active).toEqual([]);
  });

  it('refuses an e-mail outside the whitelist with 403 and email_valid false; a listed domain joins', async () => {
    const { course } = await openCourse({ emailWhitelist: 'school.edu\nta@other.org' });
    const outsider = freshEmail('elsewhere.com');
    const refused = await join({ email: outsider, token: course.inviteCode });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, email_valid: false, code_valid: true });
    expect(await findUserByEmail(t.server.ctx.db, outsider)).toBeNull();

    const insider = freshEmail('cs.school.edu');
    expect((await join({ email: insider, token: course.inviteCode })).status).toBe(200);
    expect((await storedRoster(t.server.ctx.db, course.id)).active).toEqual([`${insider} student`]);
  });

  it('re-activates an inactive student; a student already in a section keeps it', async () => {
    const { organization, course } = await openCourse();
    const { db } = t.server.ctx;
    const former = await createUser(db, { organizationId: organization.id });
    const current = await createUser(db, { organizationId: organization.id });
    await enroll(db, course.id, former.id, ['student'], false);
    await enroll(db, course.id, current.id, ['student']);
    await createSection(db, course.id, 'A1', { students: [current.id] });

    expect((await join({ email: former.email, token: course.inviteCode })).status).toBe(200);
    expect((await join({ email: current.email, token: course.inviteCode })).status).toBe(200);
    const roster = await storedRoster(db, course.id);
    expect(roster.active).toEqual([`${former.email} student`, `${current.email} student`].sort());
    expect(roster.inactive).toEqual([]);
    expect(await storedSections(db, course.id)).toEqual({ A1: { students: [current.email], leaders: [] } });
  });

  it('validates the body field by field', async () => {
    const res = await t.api.post(JOIN, { body: { email: 'not-an-email', token: '' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['email', 'token']);
  });

  it('throttles many attempts from one address with 429 and Retry-After', async () => {
    const short = await startTestServer({ LOGIN_MAX_ATTEMPTS_PER_IP: 2 });
    try {
      const client = apiClient(short.url);
      for (let i = 0; i < 2; i++) {
        expect((await client.post(JOIN, { body: { username: 'x', email: freshEmail(), token: 'WRONG123' } })).status).toBe(403);
      }
      const blocked = await client.post(JOIN, { body: { username: 'x', email: freshEmail(), token: 'WRONG123' } });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      await short.close();
    }
  });
});
