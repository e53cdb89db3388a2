import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createCourse, createCourseWorld, enroll } from '../../testing/factories';

const t = useTestServer();

describe('GET /courses/mine/', () => {
  it('lists the caller’s active courses per role with name, period and archived', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const archived = await createCourse(t.server.ctx.db, world.organization.id, { name: 'Old', period: 'Spring 2020', archived: true });
    await enroll(t.server.ctx.db, archived.id, world.people.superGrader.id, ['student']);
    const dropped = await createCourse(t.server.ctx.db, world.organization.id);
    await enroll(t.server.ctx.db, dropped.id, world.people.superGrader.id, ['grader'], false);

    const res = await t.api.get('/courses/mine/', { auth: world.tokens.superGrader });
    expect(res.status).toBe(200);
    const summary = { id: world.course.id, name: world.course.name, period: world.course.period, archived: false };
    expect(res.body).toEqual({
      studentCourses: [{ id: archived.id, name: 'Old', period: 'Spring 2020', archived: true }],
      graderCourses: [summary],
      superGraderCourses: [summary],
      courseadminCourses: [],
    });
    const admin = await t.api.get('/courses/mine/', { auth: world.tokens.admin });
    expect(admin.body.courseadminCourses).toEqual([summary]);
    expect(admin.body.graderCourses).toEqual([summary]);
  });

  it('needs a login', async () => {
    expect((await t.api.get('/courses/mine/')).status).toBe(401);
  });
});

describe('POST /courses/{id}/regenerateInviteCode/', () => {
  it('gives the course a new invite code and retires the old one', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post(`/courses/${world.course.id}/regenerateInviteCode/`, { auth: world.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    expect(res.body.inviteCode).not.toBe(world.course.inviteCode);
    const read = await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(read.body.inviteCode).toBe(res.body.inviteCode);
  });

  it('is for admins only and refused on an archived course', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const url = `/courses/${world.course.id}/regenerateInviteCode/`;
    expect((await t.api.post(url, { auth: world.tokens.grader })).status).toBe(403);
    expect((await t.api.post(url, { auth: world.tokens.otherAdmin })).status).toBe(404);
    await t.api.patch(`/courses/${world.course.id}/`, { auth: world.tokens.admin, body: { archived: true } });
    const refused = await t.api.post(url, { auth: world.tokens.admin });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    const read = await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(read.body.inviteCode).toBe(world.course.inviteCode);
  });
});

describe('invite code settings', () => {
  it('enables and disables the invite code and keeps the e-mail whitelist', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const url = `/courses/${world.course.id}/`;
    const on = await t.api.patch(url, { auth: world.tokens.admin, body: { inviteCodeEnabled: true, emailWhitelist: 'demo.edu\nexample.edu' } });
    expect(on.body).toMatchObject({ inviteCodeEnabled: true, emailWhitelist: 'demo.edu\nexample.edu' });
    const off = await t.api.patch(url, { auth: world.tokens.admin, body: { inviteCodeEnabled: false } });
    expect(off.body).toMatchObject({ inviteCodeEnabled: false, emailWhitelist: 'demo.edu\nexample.edu' });
  });
});

describe('/courses/{id}/courseSettings/', () => {
  it('reads the settings without the lists; members do not see invite settings', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const url = `/courses/${world.course.id}/courseSettings/`;
    const admin = await t.api.get(url, { auth: world.tokens.admin });
    expect(admin.status).toBe(200);
    expect(admin.body).toMatchObject({ id: world.course.id, timezone: 'US/Eastern', inviteCode: world.course.inviteCode });
    expect(admin.body.assignments).toBeUndefined();
    expect(admin.body.webhooks).toBeUndefined();
    const student = await t.api.get(url, { auth: world.tokens.student });
    expect(student.status).toBe(200);
    expect(student.body.inviteCode).toBeUndefined();
    expect(student.body.emailWhitelist).toBeUndefined();
    expect((await t.api.get(url, { auth: world.tokens.otherCourseStudent })).status).toBe(404);
  });

  it('lets admins update settings with the rules of the course, and validates the timezone', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const url = `/courses/${world.course.id}/courseSettings/`;
    const res = await t.api.patch(url, { auth: world.tokens.admin, body: { timezone: 'Asia/Tokyo', noUnfinalize: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timezone: 'Asia/Tokyo', noUnfinalize: true });
    const bad = await t.api.patch(url, { auth: world.tokens.admin, body: { timezone: 'Mars/Olympus' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ timezone: ['Unknown time zone.'] });
    expect((await t.api.patch(url, { auth: world.tokens.grader, body: { noUnfinalize: false } })).status).toBe(403);
    const after = await t.api.get(url, { auth: world.tokens.admin });
    expect(after.body).toMatchObject({ timezone: 'Asia/Tokyo', noUnfinalize: true });
  });
});
