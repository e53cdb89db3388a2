import { eq } from 'drizzle-orm';
import { SECTION_MESSAGES } from '@marginalia/contracts';
import { courses, sectionLeaders, sectionStudents } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createSection, enrollStudents, storedSection, studentSections } from '../../testing/section-factories';
import { useTestServer } from '../../testing/use-test-server';

// PATCH and DELETE of /sections/{id}/.

const t = useTestServer();
const sorted = (emails: string[]) => [...emails].sort();

async function archive(courseId: number) {
  await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, courseId));
}

describe('PATCH /sections/{id}/', () => {
  it('renames and replaces the leaders and students lists', async () => {
    const { course, organization, people, tokens } = await createCourseWorld(t.server.ctx);
    const [third] = await enrollStudents(t.server.ctx.db, course.id, organization.id, 1);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { leaders: [people.grader], students: [people.student, people.otherStudent] });
    const res = await t.api.patch(`/sections/${section.id}/`, {
      auth: tokens.admin,
      body: { name: ' Lab 2 ', leaders: [people.superGrader.email], students: [third!.email, people.student.email] },
    });
    expect(res.status).toBe(200);
    const students = sorted([third!.email, people.student.email]);
    expect(res.body).toEqual({ id: section.id, name: 'Lab 2', course: course.id, leaders: [people.superGrader.email], students });
    expect(await storedSection(t.server.ctx.db, section.id)).toMatchObject({ name: 'Lab 2', leaders: [people.superGrader.email], students });
    // The student who left the list has no section now.
    expect((await studentSections(t.server.ctx.db, course.id)).has(people.otherStudent.id)).toBe(false);
  });

  it('empties the lists when given empty lists', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { leaders: [people.grader], students: [people.student] });
    const res = await t.api.patch(`/sections/${section.id}/`, { auth: tokens.admin, body: { leaders: [], students: [] } });
    expect(res.status).toBe(200);
    expect(await storedSection(t.server.ctx.db, section.id)).toMatchObject({ name: 'Lab', leaders: [], students: [] });
  });

  it('accepts {} and ignores course and unknown fields, as clients send back whole objects', async () => {
    const { course, otherCourse, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { leaders: [people.grader], students: [people.student] });
    const before = (await t.api.get(`/sections/${section.id}/`, { auth: tokens.admin })).body;
    const empty = await t.api.patch(`/sections/${section.id}/`, { auth: tokens.admin, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(before);
    const whole = await t.api.patch(`/sections/${section.id}/`, {
      auth: tokens.admin,
      body: { ...before, id: 999, course: otherCourse.id, studentCount: 7, color: 'red' },
    });
    expect(whole.status).toBe(200);
    expect(whole.body).toEqual(before);
    expect((await storedSection(t.server.ctx.db, section.id))!.courseId).toBe(course.id);
  });

  it('moves a student from another section of the course', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const from = await createSection(t.server.ctx.db, course.id, 'From', { students: [people.student] });
    const to = await createSection(t.server.ctx.db, course.id, 'To');
    const res = await t.api.patch(`/sections/${to.id}/`, { auth: tokens.admin, body: { students: [people.student.email] } });
    expect(res.status).toBe(200);
    expect((await storedSection(t.server.ctx.db, from.id))!.students).toEqual([]);
    expect((await storedSection(t.server.ctx.db, to.id))!.students).toEqual([people.student.email]);
    const rows = await t.server.ctx.db.select().from(sectionStudents).where(eq(sectionStudents.userId, people.student.id));
    expect(rows).toHaveLength(1);
  });

  it('keeps its own name, refuses another section’s, and changes nothing on a refusal', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { students: [people.student] });
    await createSection(t.server.ctx.db, course.id, 'Taken');
    expect((await t.api.patch(`/sections/${section.id}/`, { auth: tokens.admin, body: { name: 'Lab' } })).status).toBe(200);
    const clash = await t.api.patch(`/sections/${section.id}/`, {
      auth: tokens.admin,
      body: { name: 'Taken', students: [people.otherStudent.email] },
    });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ name: [SECTION_MESSAGES.duplicateName] });
    const tooLong = await t.api.patch(`/sections/${section.id}/`, { auth: tokens.admin, body: { name: 'y'.repeat(17) } });
    expect(tooLong.status).toBe(400);
    expect(await storedSection(t.server.ctx.db, section.id)).toMatchObject({ name: 'Lab', students: [people.student.email] });
  });

  it('refuses leaders who are not graders and students who are not students, changing nothing', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { leaders: [people.grader], students: [people.student] });
    const res = await t.api.patch(`/sections/${section.id}/`, {
      auth: tokens.admin,
      body: { name: 'Renamed', leaders: [people.otherStudent.email], students: [people.otherAdmin.email] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      leaders: [SECTION_MESSAGES.notAGrader(people.otherStudent.email)],
      students: [SECTION_MESSAGES.notAStudent(people.otherAdmin.email)],
    });
    expect(await storedSection(t.server.ctx.db, section.id)).toMatchObject({
      name: 'Lab',
      leaders: [people.grader.email],
      students: [people.student.email],
    });
  });

  it('lets only admins change a section: graders and students 403, outsiders (platform admins too) 404', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab');
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      const res = await t.api.patch(`/sections/${section.id}/`, { auth: tokens[role], body: { name: 'Hijacked' } });
      expect(res.status, role).toBe(403);
    }
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.patch(`/sections/${section.id}/`, { auth: tokens[role], body: { name: 'Hijacked' } });
      expect(res.status, role).toBe(404);
      expect(res.body, role).toEqual({ detail: 'Not found.' });
    }
    expect((await storedSection(t.server.ctx.db, section.id))!.name).toBe('Lab');
    expect((await t.api.patch(`/sections/${section.id}/`, { auth: tokens.admin, body: { name: 'Ops' } })).status).toBe(200);
    expect((await t.api.patch('/sections/2000000000/', { auth: tokens.admin, body: {} })).status).toBe(404);
  });

  it('refuses any change in an archived course', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { students: [people.student] });
    await archive(course.id);
    const res = await t.api.patch(`/sections/${section.id}/`, { auth: tokens.admin, body: { name: 'New', students: [] } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    expect(await storedSection(t.server.ctx.db, section.id)).toMatchObject({ name: 'Lab', students: [people.student.email] });
  });
});

describe('DELETE /sections/{id}/', () => {
  it('deletes the section and leaves its students without a section', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const gone = await createSection(t.server.ctx.db, course.id, 'Gone', { leaders: [people.grader], students: [people.student] });
    const kept = await createSection(t.server.ctx.db, course.id, 'Kept', { leaders: [people.grader], students: [people.otherStudent] });
    const res = await t.api.delete(`/sections/${gone.id}/`, { auth: tokens.admin });
    expect(res.status).toBe(204);
    expect(await storedSection(t.server.ctx.db, gone.id)).toBeNull();
    expect(await t.server.ctx.db.select().from(sectionLeaders).where(eq(sectionLeaders.sectionId, gone.id))).toEqual([]);
    expect(await studentSections(t.server.ctx.db, course.id)).toEqual(new Map([[people.otherStudent.id, kept.id]]));
    expect((await t.api.get(`/sections/${gone.id}/`, { auth: tokens.admin })).status).toBe(404);
    expect((await t.api.delete(`/sections/${gone.id}/`, { auth: tokens.admin })).status).toBe(404);
  });

  it('lets only admins delete: graders and students 403, outsiders (platform admins too) 404', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab');
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      expect((await t.api.delete(`/sections/${section.id}/`, { auth: tokens[role] })).status, role).toBe(403);
    }
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.delete(`/sections/${section.id}/`, { auth: tokens[role] });
      expect(res.status, role).toBe(404);
      expect(res.body, role).toEqual({ detail: 'Not found.' });
    }
    expect(await storedSection(t.server.ctx.db, section.id)).not.toBeNull();
    expect((await t.api.delete(`/sections/${section.id}/`, { auth: tokens.admin })).status).toBe(204);
  });

  it('refuses to delete in an archived course', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const section = await createSection(t.server.ctx.db, course.id, 'Lab', { students: [people.student] });
    await archive(course.id);
    const res = await t.api.delete(`/sections/${section.id}/`, { auth: tokens.admin });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    expect(await storedSection(t.server.ctx.db, section.id)).toMatchObject({ students: [people.student.email] });
  });
});
