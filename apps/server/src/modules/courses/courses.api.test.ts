import { eq } from 'drizzle-orm';
import { assignments, courseMemberships, courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createCourseWorld, createUser, tokenFor } from '../../testing/factories';

const t = useTestServer();

describe('GET /courses/', () => {
  it('lists only the courses the caller administers, as a bare array', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.get('/courses/', { auth: world.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.map((c: { id: number }) => c.id)).toEqual([world.course.id]);
    for (const role of ['grader', 'student', 'superGrader'] as const) {
      const other = await t.api.get('/courses/', { auth: world.tokens[role] });
      expect(other.body, role).toEqual([]);
    }
  });

  it('pages on request with next links', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const created = [];
    for (const period of ['P1', 'P2', 'P3']) {
      const res = await t.api.post('/courses/', { auth: world.tokens.admin, body: { name: 'Paged', period } });
      created.push(res.body.id);
    }
    const first = await t.api.get('/courses/?page_size=2', { auth: world.tokens.admin });
    expect(first.body.count).toBe(4);
    expect(first.body.results).toHaveLength(2);
    expect(first.body.previous).toBeNull();
    const next = new URL(first.body.next);
    const second = await t.api.get(next.pathname + next.search, { auth: world.tokens.admin });
    expect(second.body.results).toHaveLength(2);
    expect(second.body.next).toBeNull();
  });
});

describe('POST /courses/', () => {
  it('creates a course in the caller’s organization and makes them admin and grader', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/courses/', {
      auth: world.tokens.admin,
      body: { name: 'Data Structures', period: 'Spring 2027', timezone: 'Europe/Paris', lateDayCreditsAllowable: 3 },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Data Structures',
      period: 'Spring 2027',
      organization: world.organization.id,
      timezone: 'Europe/Paris',
      lateDayCreditsAllowable: 3,
      activateQueue: true,
      archived: false,
      assignments: [],
      sections: [],
      // A first course works on its defaults: invitations and feedback e-mails on, the invite code offered but off.
      emailNewUsers: true,
      enableStudentFeedbackNotifications: true,
      inviteCodeEnabled: false,
    });
    expect(res.body.inviteCode).toMatch(/^[A-Z0-9]{8}$/);
    const roles = await t.server.ctx.db
      .select({ role: courseMemberships.role, userId: courseMemberships.userId })
      .from(courseMemberships)
      .where(eq(courseMemberships.courseId, res.body.id));
    expect(roles.map((r) => r.role).sort()).toEqual(['courseAdmin', 'grader']);
    expect(new Set(roles.map((r) => r.userId))).toEqual(new Set([world.people.admin.id]));
    const me = await t.api.get('/registration/current_user/', { auth: world.tokens.admin });
    expect(me.body.courseadminCourses).toContain(res.body.id);
    expect(me.body.graderCourses).toContain(res.body.id);
  });

  it('gives rows written without settings the same defaults as the API (the database columns agree)', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const [course] = await t.server.ctx.db
      .insert(courses)
      .values({ organizationId: world.organization.id, name: 'Bare', period: 'Fall 2026', inviteCode: `BARE-${Math.random().toString(36).slice(2, 10)}` })
      .returning();
    expect(course).toMatchObject({ emailNewUsers: true, enableStudentFeedbackNotifications: true, inviteCodeEnabled: false });
    const [assignment] = await t.server.ctx.db.insert(assignments).values({ courseId: course!.id, name: 'Bare' }).returning();
    expect(assignment).toMatchObject({ allowStudentUpload: true, allowRegradeRequests: true });
  });

  it('refuses a duplicate name and period in the organization, and changes nothing', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/courses/', { auth: world.tokens.admin, body: { name: world.course.name, period: world.course.period } });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors[0]).toMatch(/already exists/);
    const list = await t.api.get('/courses/', { auth: world.tokens.admin });
    expect(list.body).toHaveLength(1);
  });

  it('refuses users who cannot create courses with 403', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/courses/', { auth: world.tokens.grader, body: { name: 'X', period: 'Y' } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('enforces the field limits', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/courses/', { auth: world.tokens.admin, body: { name: 'n'.repeat(37), period: 'p'.repeat(33) } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['name', 'period']);
  });
});

describe('GET /courses/{id}/', () => {
  it('shows admins everything and hides the invite code from other members', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const admin = await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(admin.body.inviteCode).toBe(world.course.inviteCode);
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      const res = await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens[role] });
      expect(res.status, role).toBe(200);
      expect(res.body.name).toBe(world.course.name);
      expect(res.body.inviteCode, role).toBeUndefined();
      expect(res.body.emailWhitelist, role).toBeUndefined();
    }
  });

  it('answers 404 to people outside the course, platform admins included', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens[role] });
      expect(res.status, role).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('refuses a member removed from the course at once, even with a live token', async () => {
    const world = await createCourseWorld(t.server.ctx);
    expect((await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.grader })).status).toBe(200);
    await t.server.ctx.db.update(courseMemberships).set({ isActive: false }).where(eq(courseMemberships.userId, world.people.grader.id));
    expect((await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.grader })).status).toBe(404);
  });
});

describe('PATCH /courses/{id}/', () => {
  it('lets admins change settings', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const res = await t.api.patch(`/courses/${world.course.id}/`, {
      auth: world.tokens.admin,
      body: { timezone: 'America/Chicago', showStudentsStatistics: true, minComments: 2, lateDayCreditsAllowable: null },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ timezone: 'America/Chicago', showStudentsStatistics: true, minComments: 2, lateDayCreditsAllowable: null });
  });

  it('refuses graders and students with 403 and outsiders with 404, changing nothing', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      const res = await t.api.patch(`/courses/${world.course.id}/`, { auth: world.tokens[role], body: { name: 'Hijacked' } });
      expect(res.status, role).toBe(403);
    }
    const outsider = await t.api.patch(`/courses/${world.course.id}/`, { auth: world.tokens.otherAdmin, body: { name: 'Hijacked' } });
    expect(outsider.status).toBe(404);
    const after = await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(after.body.name).toBe(world.course.name);
  });

  it('keeps an archived course read-only until it is unarchived', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const url = `/courses/${world.course.id}/`;
    expect((await t.api.patch(url, { auth: world.tokens.admin, body: { archived: true } })).body.archived).toBe(true);
    const refused = await t.api.patch(url, { auth: world.tokens.admin, body: { name: 'Renamed' } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    // Sending back the whole object unchanged is not an edit.
    const whole = await t.api.get(url, { auth: world.tokens.admin });
    expect((await t.api.patch(url, { auth: world.tokens.admin, body: whole.body })).status).toBe(200);
    const unarchived = await t.api.patch(url, { auth: world.tokens.admin, body: { archived: false } });
    expect(unarchived.body.archived).toBe(false);
    expect((await t.api.patch(url, { auth: world.tokens.admin, body: { name: 'Renamed' } })).body.name).toBe('Renamed');
  });

  it('refuses a rename onto another course’s name and period', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const other = await t.api.post('/courses/', { auth: world.tokens.admin, body: { name: 'Taken', period: 'Fall 2026' } });
    expect(other.status).toBe(201);
    const res = await t.api.patch(`/courses/${world.course.id}/`, { auth: world.tokens.admin, body: { name: 'Taken', period: 'Fall 2026' } });
    expect(res.status).toBe(400);
  });
});

describe('DELETE /courses/{id}/', () => {
  it('is refused with 403 for admins and 404 for outsiders', async () => {
    const world = await createCourseWorld(t.server.ctx);
    expect((await t.api.delete(`/courses/${world.course.id}/`, { auth: world.tokens.admin })).status).toBe(403);
    expect((await t.api.delete(`/courses/${world.course.id}/`, { auth: world.tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin })).status).toBe(200);
  });
});

describe('API keys reach the same rules', () => {
  it('lets a script read its course with Token auth', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const { apiKeyFor } = await import('../../testing/factories');
    const key = await apiKeyFor(t.server.ctx.db, world.people.admin);
    const res = await t.api.get(`/courses/${world.course.id}`, { auth: `Token ${key}` });
    expect(res.status).toBe(200);
  });

  it('gives a new user without courses an empty list', async () => {
    const user = await createUser(t.server.ctx.db);
    const res = await t.api.get('/courses/', { auth: await tokenFor(t.server.ctx, user) });
    expect(res.body).toEqual([]);
  });
});
