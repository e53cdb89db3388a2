import { eq } from 'drizzle-orm';
import { SECTION_MESSAGES } from '@marginalia/contracts';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, type TestUser } from '../../testing/factories';
import { createSection, enrollStudents, placeInSection, studentSections } from '../../testing/section-factories';
import { useTestServer } from '../../testing/use-test-server';

// POST /courses/{id}/distributeStudents/

const t = useTestServer();

/** A course world with `extra` more active students, one dropped student, and sections A, B, C (empty). */
async function worldWithSections(extra: number) {
  const world = await createCourseWorld(t.server.ctx);
  const db = t.server.ctx.db;
  const more = await enrollStudents(db, world.course.id, world.organization.id, extra);
  const dropped = await createUser(db, { organizationId: world.organization.id });
  await enroll(db, world.course.id, dropped.id, ['student'], false);
  const [a, b, c] = [await createSection(db, world.course.id, 'A'), await createSection(db, world.course.id, 'B'), await createSection(db, world.course.id, 'C')];
  const students = [world.people.student, world.people.otherStudent, ...more];
  return { ...world, students, dropped, sections: [a!, b!, c!] };
}

function sizesOf(places: Map<number, number>, sectionIds: number[]): number[] {
  return sectionIds.map((id) => [...places.values()].filter((sectionId) => sectionId === id).length);
}

const byEmail = (students: TestUser[]) => [...students].sort((x, y) => (x.email < y.email ? -1 : 1));

describe('POST /courses/{id}/distributeStudents/', () => {
  it('spreads every unassigned active student over all sections, sizes at most one apart', async () => {
    const { course, students, dropped, sections, tokens } = await worldWithSections(8);
    const res = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { name: string }) => s.name)).toEqual(['A', 'B', 'C']);
    expect(res.body.map((s: { students: string[] }) => s.students.length)).toEqual([4, 3, 3]);
    const places = await studentSections(t.server.ctx.db, course.id);
    expect([...places.keys()].sort()).toEqual(students.map((s) => s.id).sort());
    expect(places.has(dropped.id)).toBe(false);
    // Deterministic: students by e-mail, dealt out in turn over the sections by name.
    const ordered = byEmail(students);
    expect(ordered.map((s) => places.get(s.id))).toEqual(ordered.map((_, i) => sections[i % 3]!.id));
    for (const section of res.body) {
      expect(section.students).toEqual([...section.students].sort());
    }
  });

  it('keeps students where they are by default and fills the smallest sections first', async () => {
    const { course, students, sections, tokens } = await worldWithSections(6);
    const db = t.server.ctx.db;
    const [a, b, c] = sections;
    // A holds three, C one; four are unassigned.
    await placeInSection(db, course.id, a!.id, students.slice(0, 3));
    await placeInSection(db, course.id, c!.id, [students[3]!]);
    const res = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin });
    expect(res.status).toBe(200);
    const places = await studentSections(db, course.id);
    for (const s of students.slice(0, 3)) expect(places.get(s.id)).toBe(a!.id);
    expect(places.get(students[3]!.id)).toBe(c!.id);
    expect(sizesOf(places, [a!.id, b!.id, c!.id])).toEqual([3, 3, 2]);
  });

  it('reassigns everyone evenly with onlyUnassigned false', async () => {
    const { course, students, sections, tokens } = await worldWithSections(5);
    const db = t.server.ctx.db;
    const [a, b, c] = sections;
    await placeInSection(db, course.id, a!.id, students.slice(0, 6));
    const res = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin, body: { onlyUnassigned: false } });
    expect(res.status).toBe(200);
    const places = await studentSections(db, course.id);
    expect(places.size).toBe(7);
    expect(sizesOf(places, [a!.id, b!.id, c!.id])).toEqual([3, 2, 2]);
  });

  it('fills only the sections asked for, and with onlyUnassigned false empties the others into them', async () => {
    const { course, students, sections, tokens } = await worldWithSections(4);
    const db = t.server.ctx.db;
    const [a, b, c] = sections;
    await placeInSection(db, course.id, c!.id, [students[0]!]);
    const some = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin, body: { sections: [b!.id, a!.id] } });
    expect(some.status).toBe(200);
    expect(some.body.map((s: { name: string }) => s.name)).toEqual(['A', 'B', 'C']);
    let places = await studentSections(db, course.id);
    expect(sizesOf(places, [a!.id, b!.id, c!.id])).toEqual([3, 2, 1]);
    const all = await t.api.post(`/courses/${course.id}/distributeStudents/`, {
      auth: tokens.admin,
      body: { sections: [a!.id, b!.id], onlyUnassigned: false },
    });
    expect(all.status).toBe(200);
    places = await studentSections(db, course.id);
    expect(sizesOf(places, [a!.id, b!.id, c!.id])).toEqual([3, 3, 0]);
  });

  it('refuses section ids outside the course and a course without sections, changing nothing', async () => {
    const { course, otherCourse, sections, tokens } = await worldWithSections(2);
    const foreign = await createSection(t.server.ctx.db, otherCourse.id, 'Foreign');
    const res = await t.api.post(`/courses/${course.id}/distributeStudents/`, {
      auth: tokens.admin,
      body: { sections: [sections[0]!.id, foreign.id, 2_000_000_000] },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ sections: [SECTION_MESSAGES.invalidPk(foreign.id), SECTION_MESSAGES.invalidPk(2_000_000_000)] });
    const none = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin, body: { sections: [] } });
    expect(none.status).toBe(400);
    expect(none.body).toEqual({ non_field_errors: [SECTION_MESSAGES.noSections] });
    expect((await studentSections(t.server.ctx.db, course.id)).size).toBe(0);

    const bare = await createCourseWorld(t.server.ctx);
    const empty = await t.api.post(`/courses/${bare.course.id}/distributeStudents/`, { auth: bare.tokens.admin, body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ non_field_errors: [SECTION_MESSAGES.noSections] });
  });

  it('lets only admins distribute: graders and students 403, outsiders (platform admins too) 404', async () => {
    const { course, tokens } = await worldWithSections(1);
    for (const role of ['grader', 'superGrader', 'student'] as const) {
      expect((await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens[role], body: {} })).status, role).toBe(403);
    }
    for (const role of ['otherAdmin', 'otherCourseStudent', 'platformAdmin'] as const) {
      const res = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens[role], body: {} });
      expect(res.status, role).toBe(404);
      expect(res.body, role).toEqual({ detail: 'Not found.' });
    }
    expect((await studentSections(t.server.ctx.db, course.id)).size).toBe(0);
    expect((await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin, body: {} })).status).toBe(200);
    expect((await studentSections(t.server.ctx.db, course.id)).size).toBe(3);
  });

  it('refuses an archived course and places nobody', async () => {
    const { course, tokens } = await worldWithSections(1);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const res = await t.api.post(`/courses/${course.id}/distributeStudents/`, { auth: tokens.admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['The Course is archived and cannot be edited.'] });
    expect((await studentSections(t.server.ctx.db, course.id)).size).toBe(0);
  });
});
