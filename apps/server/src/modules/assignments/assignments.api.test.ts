import { eq } from 'drizzle-orm';
import { API_ERRORS, ASSIGNMENT_MESSAGES } from '@marginalia/contracts';
import { assignments, courses, fileTemplates, rubricCategories, submissions } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function insertAssignment(courseId: number, values: Partial<typeof assignments.$inferInsert> = {}) {
  const [row] = await t.server.ctx.db.insert(assignments).values({ courseId, name: `A${Math.random()}`.slice(0, 12), ...values }).returning();
  return row!;
}

describe('POST /assignments/', () => {
  it('creates an assignment with the defaults and read-only fields of the contract (student uploads and regrades on)', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const res = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: '  Homework 1 ', course: course.id, points: 10 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Homework 1',
      course: course.id,
      points: 10,
      isReleased: false,
      isVisible: true,
      sortKey: 0,
      mean: null,
      median: null,
      rubricCategories: [],
      testCategories: [],
      fileTemplates: [],
      environment: null,
      allowStudentUpload: true,
      uploadDueDate: null,
      allowLateUploads: false,
      liveFeedbackMode: false,
      anonymousGrading: false,
      additiveGrading: false,
      forcedRubricMode: false,
      collaborativeRubricMode: false,
      showFrequentlyUsedRubricComments: false,
      templateMode: false,
      allowRegradeRequests: true,
      regradeDeadline: null,
      hideGrades: false,
      hideGradersFromStudents: true,
      commentFeedback: true,
      gradeFrozen: false,
    });
    const courseRes = await t.api.get(`/courses/${course.id}/`, { auth: tokens.admin });
    expect(courseRes.body.assignments).toEqual([res.body.id]);
  });

  it('takes anonymousGrading from the course unless given, and stores datetimes with their offset', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    await t.server.ctx.db.update(courses).set({ anonymousGradingDefault: true }).where(eq(courses.id, course.id));
    const inherited = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'A', course: course.id } });
    expect(inherited.body.anonymousGrading).toBe(true);
    const given = await t.api.post('/assignments/', {
      auth: tokens.admin,
      body: { name: 'B', course: course.id, anonymousGrading: false, uploadDueDate: '2026-12-01T23:59:00-05:00' },
    });
    expect(given.body.anonymousGrading).toBe(false);
    expect(given.body.uploadDueDate).toBe('2026-12-02T04:59:00.000Z');
  });

  it('refuses a duplicate name in the course but not in another course', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    await insertAssignment(course.id, { name: 'HW' });
    await insertAssignment(otherCourse.id, { name: 'Other' });
    const clash = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'HW ', course: course.id } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ name: [ASSIGNMENT_MESSAGES.duplicateName] });
    expect((await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'Other', course: course.id } })).status).toBe(201);
  });

  it('answers one 201 and one 400 when the same name is created twice at once', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const body = { name: 'Race', course: course.id };
    const results = await Promise.all([t.api.post('/assignments/', { auth: tokens.admin, body }), t.api.post('/assignments/', { auth: tokens.admin, body })]);
    expect(results.map((res) => res.status).sort()).toEqual([201, 400]);
  });

  it('checks the fields: name length, negative points, bad datetimes', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const long = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'x'.repeat(33), course: course.id } });
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 32 characters.'] });
    const negative = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'N', course: course.id, points: -1 } });
    expect(negative.status).toBe(400);
    expect(Object.keys(negative.body)).toEqual(['points']);
    const date = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'D', course: course.id, regradeDeadline: '2026-13-45T99:99:99Z' } });
    expect(date.status).toBe(400);
    expect(Object.keys(date.body)).toEqual(['regradeDeadline']);
    expect((await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'x'.repeat(32), course: course.id } })).status).toBe(201);
  });

  it('lets only admins of the course create, and names an invisible course as a bad field, to platform admins too', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    for (const caller of [tokens.grader, tokens.superGrader, tokens.student]) {
      const res = await t.api.post('/assignments/', { auth: caller, body: { name: 'X', course: course.id } });
      expect(res.status).toBe(403);
    }
    for (const caller of [tokens.otherAdmin, tokens.platformAdmin]) {
      const outside = await t.api.post('/assignments/', { auth: caller, body: { name: 'X', course: course.id } });
      expect(outside.status).toBe(400);
      expect(outside.body).toEqual({ course: [`Invalid pk "${course.id}" - object does not exist.`] });
    }
    const missing = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'X', course: 2_000_000_000 } });
    expect(missing.body).toEqual({ course: ['Invalid pk "2000000000" - object does not exist.'] });
    expect(await t.server.ctx.db.select().from(assignments).where(eq(assignments.courseId, course.id))).toEqual([]);
  });

  it('refuses to add an assignment to an archived course', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const res = await t.api.post('/assignments/', { auth: tokens.admin, body: { name: 'X', course: course.id } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [API_ERRORS.courseArchived] });
  });
});

describe('GET /assignments/:id/', () => {
  it('shows the assignment to every member; students only when it is visible; 404 to outsiders, platform admins included', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const visible = await insertAssignment(course.id);
    const hidden = await insertAssignment(course.id, { isVisible: false });
    for (const caller of [tokens.admin, tokens.grader, tokens.superGrader, tokens.student]) {
      expect((await t.api.get(`/assignments/${visible.id}/`, { auth: caller })).status).toBe(200);
    }
    for (const caller of [tokens.admin, tokens.grader, tokens.superGrader]) {
      expect((await t.api.get(`/assignments/${hidden.id}/`, { auth: caller })).status).toBe(200);
    }
    const student = await t.api.get(`/assignments/${hidden.id}/`, { auth: tokens.student });
    expect(student.status).toBe(404);
    expect(student.body).toEqual({ detail: 'Not found.' });
    for (const caller of [tokens.otherAdmin, tokens.platformAdmin]) {
      const outside = await t.api.get(`/assignments/${visible.id}/`, { auth: caller });
      expect(outside.status).toBe(404);
      expect(outside.body).toEqual({ detail: 'Not found.' });
    }
    expect((await t.api.get('/assignments/999999999/', { auth: tokens.admin })).status).toBe(404);
  });

  it('lists its rubric categories by sortKey then id, and its file templates', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await insertAssignment(course.id);
    const db = t.server.ctx.db;
    const [late, early, tie] = await db
      .insert(rubricCategories)
      .values([
        { assignmentId: assignment.id, name: 'late', sortKey: 5 },
        { assignmentId: assignment.id, name: 'early', sortKey: 1 },
        { assignmentId: assignment.id, name: 'tie', sortKey: 5 },
      ])
      .returning();
    const [template] = await db.insert(fileTemplates).values({ assignmentId: assignment.id, name: 'main.py' }).returning();
    const res = await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin });
    expect(res.body.rubricCategories).toEqual([early!.id, late!.id, tie!.id]);
    expect(res.body.fileTemplates).toEqual([template!.id]);
  });

  it('computes mean and median over finalized graded submissions only', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await insertAssignment(course.id);
    await t.server.ctx.db.insert(submissions).values([
      { assignmentId: assignment.id, isFinalized: true, grade: 4 },
      { assignmentId: assignment.id, isFinalized: true, grade: 10 },
      { assignmentId: assignment.id, isFinalized: true, grade: 7.5 },
      { assignmentId: assignment.id, isFinalized: true, grade: 9 },
      { assignmentId: assignment.id, isFinalized: false, grade: 100 },
      { assignmentId: assignment.id, isFinalized: true, grade: null },
    ]);
    const res = await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin });
    expect(res.body.mean).toBeCloseTo(7.625);
    expect(res.body.median).toBeCloseTo(8.25);
  });
});

describe('PATCH /assignments/:id/', () => {
  it('changes the fields given, ignores read-only and unknown ones, and accepts {}', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await insertAssignment(course.id, { name: 'Before' });
    const before = (await t.api.get(`/assignments/${assignment.id}/`, { auth: tokens.admin })).body;
    const empty = await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: {} });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual(before);
    const res = await t.api.patch(`/assignments/${assignment.id}/`, {
      auth: tokens.admin,
      body: { ...before, name: 'After', points: 12.5, isReleased: true, regradeDeadline: '2027-01-01T00:00:00Z', course: otherCourse.id, mean: 3, surprise: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...before, name: 'After', points: 12.5, isReleased: true, regradeDeadline: '2027-01-01T00:00:00.000Z' });
    const cleared = await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { regradeDeadline: null } });
    expect(cleared.body.regradeDeadline).toBeNull();
  });

  it('keeps names unique in the course, allowing an assignment to keep its own', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    await insertAssignment(course.id, { name: 'Taken' });
    const assignment = await insertAssignment(course.id, { name: 'Mine' });
    const clash = await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { name: 'Taken' } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({ name: [ASSIGNMENT_MESSAGES.duplicateName] });
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { name: 'Mine' } })).status).toBe(200);
  });

  it('lets only admins change it, and not in an archived course', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await insertAssignment(course.id);
    for (const caller of [tokens.grader, tokens.superGrader, tokens.student]) {
      expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: caller, body: { points: 1 } })).status).toBe(403);
    }
    expect((await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.otherAdmin, body: { points: 1 } })).status).toBe(404);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const archived = await t.api.patch(`/assignments/${assignment.id}/`, { auth: tokens.admin, body: { points: 1 } });
    expect(archived.status).toBe(400);
    expect(archived.body).toEqual({ non_field_errors: [API_ERRORS.courseArchived] });
  });
});

describe('DELETE /assignments/:id/', () => {
  it('lets admins delete it (204) and takes it off the course', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await insertAssignment(course.id);
    for (const caller of [tokens.grader, tokens.student]) {
      expect((await t.api.delete(`/assignments/${assignment.id}/`, { auth: caller })).status).toBe(403);
    }
    expect((await t.api.delete(`/assignments/${assignment.id}/`, { auth: tokens.otherAdmin })).status).toBe(404);
    const res = await t.api.delete(`/assignments/${assignment.id}/`, { auth: tokens.admin });
    expect(res.status).toBe(204);
    expect((await t.api.get(`/courses/${course.id}/`, { auth: tokens.admin })).body.assignments).toEqual([]);
    expect((await t.api.delete(`/assignments/${assignment.id}/`, { auth: tokens.admin })).status).toBe(404);
  });

  it('refuses in an archived course', async () => {
    const { course, tokens } = await createCourseWorld(t.server.ctx);
    const assignment = await insertAssignment(course.id);
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    expect((await t.api.delete(`/assignments/${assignment.id}/`, { auth: tokens.admin })).status).toBe(400);
  });
});
