import { eq, sql } from 'drizzle-orm';
import { ROSTER_MESSAGES } from '@marginalia/contracts';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection, findUserByEmail, storedRoster, storedSections } from '../../testing/roster-factories';

const t = useTestServer();

type World = Awaited<ReturnType<typeof createCourseWorld>>;

async function world(): Promise<World> {
  return createCourseWorld(t.server.ctx);
}

function rosterUrl(w: World, path = 'roster') {
  return `/courses/${w.course.id}/${path}/`;
}

async function archive(w: World) {
  await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
}

describe('GET /courses/{id}/roster/', () => {
  it('lists each role sorted by e-mail, the inactive lists and people who never activated, with the course it belongs to', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    const gone = await createUser(db, { email: 'aaa-gone@example.edu', organizationId: w.organization.id });
    await enroll(db, w.course.id, gone.id, ['student', 'grader', 'courseAdmin'], false);
    const pending = await createUser(db, { email: 'zzz-pending@example.edu', isActivated: false, passwordHash: null });
    await enroll(db, w.course.id, pending.id, ['student', 'grader']);
    const { people: p } = w;

    const res = await t.api.get(rosterUrl(w), { auth: w.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: w.course.id,
      name: w.course.name,
      period: w.course.period,
      organization: w.organization.id,
      students: [p.student.email, p.otherStudent.email, pending.email].sort(),
      graders: [p.admin.email, p.grader.email, p.superGrader.email, pending.email].sort(),
      superGraders: [p.superGrader.email],
      courseAdmins: [p.admin.email],
      inactive_students: [gone.email],
      inactive_graders: [gone.email],
      inactive_courseAdmins: [gone.email],
      not_activated: [pending.email],
    });
    expect(res.body.students).toEqual([...res.body.students].sort());
  });

  it('is for admins: 403 for other members, 404 outside the course, platform admins included', async () => {
    const w = await world();
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      const res = await t.api.get(rosterUrl(w), { auth: w.tokens[role] });
      expect(res.status, role).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.get(rosterUrl(w), { auth: w.tokens[role] });
      expect(res.status, role).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get(`/courses/999999999/roster/`, { auth: w.tokens.admin })).status).toBe(404);
  });
});

describe('PATCH /courses/{id}/roster/', () => {
  it('makes each given list the full list: missing people go inactive and leave their section, unknown e-mails become users', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    await createSection(db, w.course.id, 'A1', { students: [w.people.student.id, w.people.otherStudent.id] });

    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: { students: [w.people.otherStudent.email, '  New.Person@Example.EDU '] },
    });
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual(['new.person@example.edu', w.people.otherStudent.email].sort());
    expect(res.body.inactive_students).toEqual([w.people.student.email]);
    expect(res.body.not_activated).toEqual(['new.person@example.edu']);
    // Lists not given are left alone.
    expect(res.body.graders).toHaveLength(3);

    const created = await findUserByEmail(db, 'new.person@example.edu');
    expect(created).toMatchObject({ organizationId: w.organization.id, isActivated: false, passwordHash: null, canCreateCourses: false });
    expect(await storedSections(db, w.course.id)).toEqual({ A1: { students: [w.people.otherStudent.email], leaders: [] } });
    expect((await storedRoster(db, w.course.id)).inactive).toEqual([`${w.people.student.email} student`]);
  });

  it('reactivates an inactive row instead of adding another', async () => {
    const w = await world();
    await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { students: [w.people.otherStudent.email] } });
    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: { students: [w.people.student.email, w.people.otherStudent.email] },
    });
    expect(res.body.inactive_students).toEqual([]);
    const stored = await storedRoster(t.server.ctx.db, w.course.id);
    expect(stored.active.filter((row) => row.endsWith(' student'))).toHaveLength(2);
    expect(stored.inactive).toEqual([]);
  });

  it('takes a removed grader’s super grader role and leaderships, and their access at once', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    await createSection(db, w.course.id, 'L1', { leaders: [w.people.superGrader.id, w.people.grader.id] });
    expect((await t.api.get(`/courses/${w.course.id}/`, { auth: w.tokens.superGrader })).status).toBe(200);

    const res = await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { graders: [w.people.admin.email, w.people.grader.email] } });
    expect(res.status).toBe(200);
    expect(res.body.superGraders).toEqual([]);
    expect(res.body.inactive_graders).toEqual([w.people.superGrader.email]);
    expect(await storedSections(db, w.course.id)).toEqual({ L1: { students: [], leaders: [w.people.grader.email] } });
    expect((await storedRoster(db, w.course.id)).inactive).toEqual(
      [`${w.people.superGrader.email} grader`, `${w.people.superGrader.email} superGrader`].sort(),
    );
    const after = await t.api.get(`/courses/${w.course.id}/`, { auth: w.tokens.superGrader });
    expect(after.status).toBe(404);
  });

  it('refuses super graders who will not be graders, changing nothing', async () => {
    const w = await world();
    const before = await storedRoster(t.server.ctx.db, w.course.id);
    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: {
        students: [],
        graders: [w.people.admin.email, w.people.grader.email],
        superGraders: [w.people.superGrader.email, w.people.student.email, 'nobody@example.edu'],
      },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      superGraders: [w.people.superGrader.email, w.people.student.email, 'nobody@example.edu'].map(ROSTER_MESSAGES.superGraderNotGrader),
    });
    expect(await storedRoster(t.server.ctx.db, w.course.id)).toEqual(before);
    expect(await findUserByEmail(t.server.ctx.db, 'nobody@example.edu')).toBeNull();
  });

  it('accepts super graders who are graders already or in the same PATCH', async () => {
    const w = await world();
    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: { graders: [w.people.admin.email, w.people.grader.email, w.people.superGrader.email], superGraders: [w.people.grader.email] },
    });
    expect(res.status).toBe(200);
    expect(res.body.superGraders).toEqual([w.people.grader.email]);
  });

  it('does not let an admin remove themself, changing nothing', async () => {
    const w = await world();
    const before = await storedRoster(t.server.ctx.db, w.course.id);
    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: { students: [], courseAdmins: [w.people.grader.email] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ courseAdmins: [ROSTER_MESSAGES.cannotRemoveSelf] });
    expect(await storedRoster(t.server.ctx.db, w.course.id)).toEqual(before);
  });

  it('always keeps an admin', async () => {
    const w = await world();
    const before = await storedRoster(t.server.ctx.db, w.course.id);
    const res = await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { courseAdmins: [] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ courseAdmins: [ROSTER_MESSAGES.cannotRemoveSelf, ROSTER_MESSAGES.courseNeedsAdmin] });
    expect(await storedRoster(t.server.ctx.db, w.course.id)).toEqual(before);
    expect((await t.api.get(rosterUrl(w), { auth: w.tokens.admin })).body.courseAdmins).toEqual([w.people.admin.email]);
  });

  it('answers a platform admin outside the course 404, as any outsider, changing nothing', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    const before = await storedRoster(db, w.course.id);
    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.platformAdmin,
      body: { courseAdmins: [w.people.grader.email, 'fresh.admin@example.edu'] },
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
    expect(await storedRoster(db, w.course.id)).toEqual(before);
    expect(await findUserByEmail(db, 'fresh.admin@example.edu')).toBeNull();
  });

  it('lets another course admin replace the admins, and gives new admins course-creation and roster rights', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    const second = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, w.course.id, second.id, ['courseAdmin', 'grader']);
    const res = await t.api.patch(rosterUrl(w), {
      auth: await tokenFor(t.server.ctx, second),
      body: { courseAdmins: [second.email, w.people.grader.email, 'fresh.admin@example.edu'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.courseAdmins).toEqual([second.email, w.people.grader.email, 'fresh.admin@example.edu'].sort());
    expect(res.body.inactive_courseAdmins).toEqual([w.people.admin.email]);
    for (const email of [w.people.grader.email, 'fresh.admin@example.edu']) {
      expect(await findUserByEmail(db, email), email).toMatchObject({ canCreateCourses: true, canModifyRosters: true });
    }
    // The removed admin loses admin access on their next request.
    expect((await t.api.get(rosterUrl(w), { auth: w.tokens.admin })).status).toBe(403);
    expect((await t.api.get(rosterUrl(w), { auth: w.tokens.grader })).status).toBe(200);
  });

  it('applies the roster map first and collapses duplicates', async () => {
    const w = await world();
    const map = await t.api.patch(rosterUrl(w, 'rosterMap'), {
      auth: w.tokens.admin,
      body: { 'Registrar.ID@Uni.edu': w.people.student.email },
    });
    expect(map.status).toBe(200);
    const res = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: { students: ['registrar.id@uni.edu', 'REGISTRAR.ID@uni.edu', w.people.student.email] },
    });
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual([w.people.student.email]);
    expect(await findUserByEmail(t.server.ctx.db, 'registrar.id@uni.edu')).toBeNull();
  });

  it('accepts {} and a whole roster sent back, ignoring read-only fields', async () => {
    const w = await world();
    const before = await t.api.get(rosterUrl(w), { auth: w.tokens.admin });
    const empty = await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(before.body);
    const whole = await t.api.patch(rosterUrl(w), {
      auth: w.tokens.admin,
      body: { ...before.body, id: 1, name: 'Renamed', period: 'Never', organization: 999, inactive_students: ['x@example.edu'], not_activated: ['y@example.edu'], extra: true },
    });
    expect(whole.status).toBe(200);
    expect(whole.body).toEqual(before.body);
  });

  it('names the list holding an invalid e-mail', async () => {
    const w = await world();
    const res = await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { students: ['not-an-email'], graders: 'x' } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['graders', 'students']);
    expect(res.body.students).toEqual(['Enter a valid email address.']);
  });

  it('is for admins only', async () => {
    const w = await world();
    const body = { students: [] };
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      expect((await t.api.patch(rosterUrl(w), { auth: w.tokens[role], body })).status, role).toBe(403);
    }
    for (const role of ['otherAdmin', 'otherCourseStudent'] as const) {
      expect((await t.api.patch(rosterUrl(w), { auth: w.tokens[role], body })).status, role).toBe(404);
    }
    expect((await t.api.get(rosterUrl(w), { auth: w.tokens.admin })).body.students).toHaveLength(2);
  });

  it('replaces a roster of 2,000 students in one request', async () => {
    const w = await world();
    const emails = Array.from({ length: 2000 }, (_, i) => `bulk-${w.course.id}-${String(i).padStart(4, '0')}@example.edu`);
    const res = await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { students: emails } });
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual(emails);
    expect(res.body.inactive_students).toHaveLength(2);
    expect(res.body.not_activated).toHaveLength(2000);
    // Half leave, the other half stay: one more bulk change.
    const second = await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { students: emails.slice(1000) } });
    expect(second.body.students).toHaveLength(1000);
    expect(second.body.inactive_students).toHaveLength(1002);
  });
});

describe('POST /courses/{id}/addToRoster/ and /removeFromRoster/', () => {
  it('adds people: a super grader becomes a grader too, inactive rows come back, unknown e-mails become users', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    await t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { students: [w.people.otherStudent.email] } });
    const res = await t.api.post(rosterUrl(w, 'addToRoster'), {
      auth: w.tokens.admin,
      body: { students: [w.people.student.email, 'Added@Example.edu'], superGraders: [w.people.otherStudent.email], courseAdmins: [w.people.grader.email] },
    });
    expect(res.status).toBe(200);
    expect(res.body.students).toEqual(['added@example.edu', w.people.student.email, w.people.otherStudent.email].sort());
    expect(res.body.inactive_students).toEqual([]);
    expect(res.body.graders).toContain(w.people.otherStudent.email);
    expect(res.body.superGraders).toEqual([w.people.otherStudent.email, w.people.superGrader.email].sort());
    expect(res.body.courseAdmins).toEqual([w.people.admin.email, w.people.grader.email].sort());
    expect(await findUserByEmail(db, 'added@example.edu')).toMatchObject({ isActivated: false, organizationId: w.organization.id });
    expect(await findUserByEmail(db, w.people.grader.email)).toMatchObject({ canCreateCourses: true, canModifyRosters: true });
  });

  it('removes people with the same cascades: sections, super grader role, leaderships', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    await createSection(db, w.course.id, 'S', { students: [w.people.student.id], leaders: [w.people.superGrader.id] });
    const res = await t.api.post(rosterUrl(w, 'removeFromRoster'), {
      auth: w.tokens.admin,
      body: { students: [w.people.student.email, 'stranger@example.edu'], graders: [w.people.superGrader.email] },
    });
    expect(res.status).toBe(200);
    expect(res.body.inactive_students).toEqual([w.people.student.email]);
    expect(res.body.superGraders).toEqual([]);
    expect(res.body.inactive_graders).toEqual([w.people.superGrader.email]);
    expect(await storedSections(db, w.course.id)).toEqual({ S: { students: [], leaders: [] } });
    expect(await findUserByEmail(db, 'stranger@example.edu')).toBeNull();
  });

  it('removing only the super grader role keeps the grader', async () => {
    const w = await world();
    const res = await t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.admin, body: { superGraders: [w.people.superGrader.email] } });
    expect(res.body.superGraders).toEqual([]);
    expect(res.body.graders).toContain(w.people.superGrader.email);
  });

  it('keeps the self-removal and last-admin rules', async () => {
    const w = await world();
    const before = await storedRoster(t.server.ctx.db, w.course.id);
    const self = await t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.admin, body: { courseAdmins: [w.people.admin.email] } });
    expect(self.status).toBe(400);
    expect(self.body).toEqual({ courseAdmins: [ROSTER_MESSAGES.cannotRemoveSelf, ROSTER_MESSAGES.courseNeedsAdmin] });
    // Nobody outside the course can remove its last admin either: a platform admin gets 404, as any outsider.
    const outside = await t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.platformAdmin, body: { courseAdmins: [w.people.admin.email] } });
    expect(outside.status).toBe(404);
    expect(outside.body).toEqual({ detail: 'Not found.' });
    expect(await storedRoster(t.server.ctx.db, w.course.id)).toEqual(before);
    // With a second admin, the first may be removed by someone else.
    await t.api.post(rosterUrl(w, 'addToRoster'), { auth: w.tokens.admin, body: { courseAdmins: [w.people.grader.email] } });
    const other = await t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.grader, body: { courseAdmins: [w.people.admin.email] } });
    expect(other.status).toBe(200);
    expect(other.body.courseAdmins).toEqual([w.people.grader.email]);
  });

  it('is for admins only', async () => {
    const w = await world();
    for (const path of ['addToRoster', 'removeFromRoster']) {
      const body = { students: [w.people.student.email] };
      expect((await t.api.post(rosterUrl(w, path), { auth: w.tokens.grader, body })).status).toBe(403);
      for (const auth of [w.tokens.otherAdmin, w.tokens.platformAdmin]) {
        const res = await t.api.post(rosterUrl(w, path), { auth, body });
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ detail: 'Not found.' });
      }
    }
    expect((await storedRoster(t.server.ctx.db, w.course.id)).inactive).toEqual([]);
  });
});

describe('concurrent roster writes', () => {
  it('never leave a course without admins when two admins remove each other at once', async () => {
    const w = await world();
    const { db } = t.server.ctx;
    await t.api.post(rosterUrl(w, 'addToRoster'), { auth: w.tokens.admin, body: { courseAdmins: [w.people.grader.email] } });
    // Hold the course row so that both requests are in flight together before either may write; without the
    // service's own lock on that row (on PostgreSQL) each would see two admins and remove the other.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let holding!: Promise<void>;
    await new Promise<void>((locked) => {
      holding = db.transaction(async (tx) => {
        await tx.execute(sql`select id from courses where id = ${w.course.id} for update`);
        locked();
        await held;
      });
    });
    const requests = Promise.all([
      t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.admin, body: { courseAdmins: [w.people.grader.email] } }),
      t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.grader, body: { courseAdmins: [w.people.admin.email] } }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await holding;
    const [first, second] = await requests;
    // Whoever goes second is no longer an admin by then.
    expect([first.status, second.status].sort()).toEqual([200, 403]);
    expect((await storedRoster(db, w.course.id)).active.filter((row) => row.endsWith(' courseAdmin'))).toHaveLength(1);
  });

  it('create one account for an e-mail two courses add at the same time', async () => {
    const w = await world();
    const body = { students: ['Shared.Newcomer@example.edu'] };
    const results = await Promise.all([
      t.api.post(rosterUrl(w, 'addToRoster'), { auth: w.tokens.admin, body }),
      t.api.post(`/courses/${w.otherCourse.id}/addToRoster/`, { auth: w.tokens.otherAdmin, body }),
    ]);
    expect(results.map((res) => res.status)).toEqual([200, 200]);
    for (const res of results) expect(res.body.students).toContain('shared.newcomer@example.edu');
    const account = await findUserByEmail(t.server.ctx.db, 'shared.newcomer@example.edu');
    expect(account).toMatchObject({ organizationId: w.organization.id, isActivated: false });
  });
});

describe('/courses/{id}/rosterMap/', () => {
  it('merges entries with lower-cased e-mails, deletes on an empty value and returns the whole map', async () => {
    const w = await world();
    const url = rosterUrl(w, 'rosterMap');
    expect((await t.api.get(url, { auth: w.tokens.admin })).body).toEqual({});
    const first = await t.api.patch(url, { auth: w.tokens.admin, body: { 'A@Uni.edu': 'Real.A@Example.edu', 'b@uni.edu': 'b@example.edu' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ 'a@uni.edu': 'real.a@example.edu', 'b@uni.edu': 'b@example.edu' });
    const second = await t.api.patch(url, { auth: w.tokens.admin, body: { 'a@uni.edu': '', 'c@uni.edu': 'c@example.edu', 'b@uni.edu': 'b2@example.edu' } });
    expect(second.body).toEqual({ 'b@uni.edu': 'b2@example.edu', 'c@uni.edu': 'c@example.edu' });
    expect((await t.api.get(url, { auth: w.tokens.admin })).body).toEqual(second.body);
  });

  it('refuses keys that are not e-mails and values that are not e-mails, changing nothing', async () => {
    const w = await world();
    const url = rosterUrl(w, 'rosterMap');
    const badKey = await t.api.patch(url, { auth: w.tokens.admin, body: { 'ok@uni.edu': 'ok@example.edu', 'not an email': 'x@example.edu' } });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toEqual({ 'not an email': ['Enter a valid email address.'] });
    const badValue = await t.api.patch(url, { auth: w.tokens.admin, body: { 'ok@uni.edu': 'nope' } });
    expect(badValue.status).toBe(400);
    expect((await t.api.get(url, { auth: w.tokens.admin })).body).toEqual({});
  });

  it('is for admins only', async () => {
    const w = await world();
    const url = rosterUrl(w, 'rosterMap');
    const body = { 'a@uni.edu': 'a@example.edu' };
    expect((await t.api.get(url, { auth: w.tokens.student })).status).toBe(403);
    expect((await t.api.patch(url, { auth: w.tokens.grader, body })).status).toBe(403);
    expect((await t.api.get(url, { auth: w.tokens.otherAdmin })).status).toBe(404);
    expect((await t.api.patch(url, { auth: w.tokens.otherCourseStudent, body })).status).toBe(404);
    for (const res of [await t.api.get(url, { auth: w.tokens.platformAdmin }), await t.api.patch(url, { auth: w.tokens.platformAdmin, body })]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get(url, { auth: w.tokens.admin })).body).toEqual({});
  });
});

describe('an archived course', () => {
  it('shows its roster and map but refuses every roster write', async () => {
    const w = await world();
    await archive(w);
    const archived = { non_field_errors: ['The Course is archived and cannot be edited.'] };
    const writes = [
      t.api.patch(rosterUrl(w), { auth: w.tokens.admin, body: { students: [] } }),
      t.api.post(rosterUrl(w, 'addToRoster'), { auth: w.tokens.admin, body: { students: ['new@example.edu'] } }),
      t.api.post(rosterUrl(w, 'removeFromRoster'), { auth: w.tokens.admin, body: { students: [w.people.student.email] } }),
      t.api.patch(rosterUrl(w, 'rosterMap'), { auth: w.tokens.admin, body: { 'a@uni.edu': 'a@example.edu' } }),
      t.api.post(rosterUrl(w, 'importRoster'), { auth: w.tokens.admin, body: { rows: [{ email: 'new@example.edu', role: 'student' }] } }),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual(archived);
    }
    const roster = await t.api.get(rosterUrl(w), { auth: w.tokens.admin });
    expect(roster.status).toBe(200);
    expect(roster.body.students).toHaveLength(2);
    expect((await t.api.get(rosterUrl(w, 'rosterMap'), { auth: w.tokens.admin })).body).toEqual({});
    expect(await findUserByEmail(t.server.ctx.db, 'new@example.edu')).toBeNull();
  });
});
