import { eq } from 'drizzle-orm';
import { SECTION_MESSAGES } from '@marginalia/contracts';
import { courseMemberships, courses, sections } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection, storedSection, studentSections } from '../../testing/section-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const sorted = (emails: string[]) => [...emails].sort();

describe('POST /sections/', () => {
  it('creates a section with its leaders and students, stored as answered', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/sections/', {
      auth: tokens.admin,
      body: {
        name: '  Lab A  ',
        course: course.id,
        leaders: [people.superGrader.email, people.grader.email.toUpperCase()],
        students: [people.student.email, people.otherStudent.email, people.student.email],
      },
    });
    expect(res.status).toBe(201);
    const leaders = sorted([people.grader.email, people.superGrader.email]);
    const students = sorted([people.student.email, people.otherStudent.email]);
    expect(res.body).toEqual({ id: expect.any(Number), name: 'Lab A', course: course.id, leaders, students });
    expect(await storedSection(t.server.ctx.db, res.body.id)).toEqual({
      name: 'Lab A',
      courseId: course.id,
      leaders,
      students,
      studentCourseIds: [course.id],
    });
  });

  it('creates an empty section, and admins who are graders may lead one', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const empty = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'Empty', course: course.id } });
    expect(empty.status).toBe(201);
    expect(empty.body).toMatchObject({ leaders: [], students: [] });
    const led = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'Led', course: course.id, leaders: [people.admin.email] } });
    expect(led.status).toBe(201);
    expect(led.body.leaders).toEqual([people.admin.email]);
  });

  it('limits the name to 16 characters and refuses a blank one', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const long = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'x'.repeat(17), course: course.id } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 16 characters.'] });
    const blank = await t.api.post('/sections/', { auth: tokens.admin, body: { name: '   ', course: course.id } });
    expect(blank.status).toBe(400);
    expect(Object.keys(blank.body)).toEqual(['name']);
    const exact = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'x'.repeat(16), course: course.id } });
    expect(exact.status).toBe(201);
    expect(await t.server.ctx.db.select().from(sections).where(eq(sections.courseId, course.id))).toHaveLength(1);
  });

  it('refuses a name already used in the course, but not one used in another course', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    await createSection(t.server.ctx.db, course.id, 'Lab A');
    await createSection(t.server.ctx.db, otherCourse.id, 'Lab B');
    const clash = await t.api.post('/sections/', { auth: tokens.admin, body: { name: ' Lab A', course: course.id } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ name: [SECTION_MESSAGES.duplicateName] });
    const elsewhere = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'Lab B', course: course.id } });
    expect(elsewhere.status).toBe(201);
  });

  it('answers one 201 and one 400 when two admins create the same name at once', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const secondAdmin = await createUser(t.server.ctx.db);
    await enroll(t.server.ctx.db, course.id, secondAdmin.id, ['courseAdmin']);
    const secondToken = await tokenFor(t.server.ctx, secondAdmin);
    const body = { name: 'Race', course: course.id, students: [people.student.email] };
    const results = await Promise.all([
      t.api.post('/sections/', { auth: tokens.admin, body }),
      t.api.post('/sections/', { auth: secondToken, body }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)!.body).toEqual({ name: [SECTION_MESSAGES.duplicateName] });
    const stored = await t.server.ctx.db.select().from(sections).where(eq(sections.courseId, course.id));
    expect(stored.map((s) => s.name)).toEqual(['Race']);
  });

  it('takes only active graders as leaders, naming each one refused, and stores nothing', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const former = await createUser(t.server.ctx.db);
    await enroll(t.server.ctx.db, course.id, former.id, ['grader'], false);
    const refused = [people.student.email, 'nobody@example.edu', former.email, people.otherAdmin.email];
    const res = await t.api.post('/sections/', {
      auth: tokens.admin,
      body: { name: 'Lab', course: course.id, leaders: [people.grader.email, ...refused] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ leaders: refused.map(SECTION_MESSAGES.notAGrader) });
    expect(await t.server.ctx.db.select().from(sections).where(eq(sections.courseId, course.id))).toEqual([]);
  });

  it('takes only active students of the course as students', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const dropped = await createUser(t.server.ctx.db);
    await enroll(t.server.ctx.db, course.id, dropped.id, ['student'], false);
    const refused = [people.grader.email, dropped.email, people.otherCourseStudent.email];
    const res = await t.api.post('/sections/', {
      auth: tokens.admin,
      body: { name: 'Lab', course: course.id, students: [people.student.email, ...refused] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ students: refused.map(SECTION_MESSAGES.notAStudent) });
    expect(await studentSections(t.server.ctx.db, course.id)).toEqual(new Map());
  });

  it('names every field at fault in one answer', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    await createSection(t.server.ctx.db, course.id, 'Taken');
    const res = await t.api.post('/sections/', {
      auth: tokens.admin,
      body: { name: 'Taken', course: course.id, leaders: [people.student.email], students: [people.grader.email] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      name: [SECTION_MESSAGES.duplicateName],
      leaders: [SECTION_MESSAGES.notAGrader(people.student.email)],
      students: [SECTION_MESSAGES.notAStudent(people.grader.email)],
    });
  });

  it('moves a student out of the section they were in', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const old = await createSection(t.server.ctx.db, course.id, 'Old', { students: [people.student, people.otherStudent] });
    const res = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'New', course: course.id, students: [people.student.email] } });
    expect(res.status).toBe(201);
    const places = await studentSections(t.server.ctx.db, course.id);
    expect(places.get(people.student.id)).toBe(res.body.id);
    expect(places.get(people.otherStudent.id)).toBe(old.id);
    expect((await storedSection(t.server.ctx.db, old.id))!.students).toEqual([people.otherStudent.email]);
  });

  it('answers 400 on the course field for a course the caller cannot see', async () => {
    const { otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    for (const id of [otherCourse.id, 2_000_000_000]) {
      const res = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'Lab', course: id } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ course: [`Invalid pk "${id}" - object does not exist.`] });
    }
    const student = await t.api.post('/sections/', { auth: tokens.otherCourseStudent, body: { name: 'Lab', course: otherCourse.id } });
    expect(student.status).toBe(403);
  });

  it('refuses members who do not administer the course with 403, and a platform admin outside it as any outsider', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      const res = await t.api.post('/sections/', { auth: tokens[role], body: { name: role, course: course.id } });
      expect(res.status, role).toBe(403);
      expect(res.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const role of ['otherAdmin', 'platformAdmin'] as const) {
      const res = await t.api.post('/sections/', { auth: tokens[role], body: { name: 'Ops', course: course.id } });
      expect(res.status, role).toBe(400);
      expect(res.body, role).toEqual({ course: [`Invalid pk "${course.id}" - object does not exist.`] });
    }
    expect(await t.server.ctx.db.select().from(sections).where(eq(sections.courseId, course.id))).toEqual([]);
  });

  it('refuses an archived course and creates nothing', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const res = await t.api.post('/sections/', { auth: tokens.admin, body: { name: 'Lab', course: course.id, students: [people.student.email] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    expect(await t.server.ctx.db.select().from(sections).where(eq(sections.courseId, course.id))).toEqual([]);
  });
});

describe('GET /sections/{id}/', () => {
  it('shows the section to the course’s admins, graders and super graders', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { leaders: [people.grader], students: [people.otherStudent, people.student] });
    const expected = {
      id: section.id,
      name: 'Lab',
      course: course.id,
      leaders: [people.grader.email],
      students: sorted([people.student.email, people.otherStudent.email]),
    };
    for (const role of ['admin', 'grader', 'superGrader'] as const) {
      const res = await t.api.get(`/sections/${section.id}/`, { auth: tokens[role] });
      expect(res.status, role).toBe(200);
      expect(res.body, role).toEqual(expected);
    }
  });

  it('refuses students of the course with 403 and everyone outside it, platform admins included, with 404', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { students: [people.student] });
    const student = await t.api.get(`/sections/${section.id}/`, { auth: tokens.student });
    expect(student.status).toBe(403);
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.get(`/sections/${section.id}/`, { auth: tokens[role] });
      expect(res.status, role).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/sections/2000000000/', { auth: tokens.admin })).status).toBe(404);
    expect((await t.api.get('/sections/abc/', { auth: tokens.admin })).status).toBe(404);
  });

  it('shuts out a grader removed from the course at once, even with a live token', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { leaders: [people.grader] });
    expect((await t.api.get(`/sections/${section.id}/`, { auth: tokens.grader })).status).toBe(200);
    await t.server.ctx.db.update(courseMemberships).set({ isActive: false }).where(eq(courseMemberships.userId, people.grader.id));
    expect((await t.api.get(`/sections/${section.id}/`, { auth: tokens.grader })).status).toBe(404);
    expect((await t.api.get(`/courses/${course.id}/sections/`, { auth: tokens.grader })).status).toBe(404);
  });
});
