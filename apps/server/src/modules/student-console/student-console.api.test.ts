import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

async function world() {
  const w = await createCourseWorld(t.server.ctx);
  await t.server.ctx.db
    .update(courses)
    .set({ lateDayCreditsAllowable: 4, timezone: 'Europe/Berlin', showStudentsStatistics: true })
    .where(eq(courses.id, w.course.id));
  return w;
}

describe('GET /courses/{id}/studentAssignments/', () => {
  it("lists the visible assignments in order, each with the caller's own submission state", async () => {
    const { course, people, tokens } = await world();
    const db = t.server.ctx.db;
    const due = new Date('2026-12-01T12:00:00Z');
    const later = await createAssignment(db, course.id, { sortKey: 5, name: 'Later' });
    const notSubmitted = await createAssignment(db, course.id, { sortKey: 1, name: 'First', allowStudentUpload: true, uploadDueDate: due, allowLateUploads: true });
    await createAssignment(db, course.id, { sortKey: 0, name: 'Hidden', isVisible: false });
    const submitted = await createAssignment(db, course.id, { sortKey: 2, name: 'Submitted' });
    const grading = await createAssignment(db, course.id, { sortKey: 3, name: 'Grading' });
    const finalizedUnpublished = await createAssignment(db, course.id, { sortKey: 3, name: 'Finalized' });
    const released = await createAssignment(db, course.id, { sortKey: 4, name: 'Released', isReleased: true, points: 20 });
    const sub = await createSubmission(db, submitted.id, { students: [people.student, people.otherStudent], lateDayCreditsUsed: 1 });
    const v1 = await createFile(db, sub.id, { name: 'A.java', path: 'src', code: 'old', extension: 'java', createdAt: new Date('2026-01-01T00:00:00Z') });
    const v2 = await createFile(db, sub.id, { name: 'A.java', path: 'src', code: 'newer', extension: 'java', createdAt: new Date('2026-01-02T00:00:00Z') });
    const other = await createFile(db, sub.id, { name: 'A.java', path: null, code: 'top', extension: 'java', createdAt: new Date('2026-01-01T00:00:00Z') });
    await createSubmission(db, grading.id, { students: [people.student], grader: people.grader });
    await createSubmission(db, finalizedUnpublished.id, { students: [people.student], grader: people.grader, isFinalized: true });
    await createSubmission(db, released.id, { students: [people.student], grader: people.grader, isFinalized: true, grade: 17.5, lateDayCreditsUsed: 2 });
    // Another student's work never shows.
    await createSubmission(db, notSubmitted.id, { students: [people.otherStudent] });

    const res = await t.api.get(`/courses/${course.id}/studentAssignments/`, { auth: tokens.student });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ course: course.id, timezone: 'Europe/Berlin', lateDayCreditsAllowable: 4, lateDayCreditsUsed: 3 });
    const rows = res.body.assignments as Record<string, unknown>[];
    expect(rows.map((a) => [a.name, a.status])).toEqual([
      ['First', 'notSubmitted'],
      ['Submitted', 'submitted'],
      ['Grading', 'inGrading'],
      ['Finalized', 'inGrading'],
      ['Released', 'feedbackAvailable'],
      ['Later', 'notSubmitted'],
    ]);
    expect(rows[0]).toEqual({
      id: notSubmitted.id,
      name: 'First',
      points: 10,
      sortKey: 1,
      uploadDueDate: due.toISOString(),
      allowStudentUpload: true,
      allowLateUploads: true,
      isReleased: false,
      status: 'notSubmitted',
      submission: null,
      students: [],
      files: [],
      grade: null,
      lateDayCreditsUsed: 0,
      gradeChange: null,
      uploadLocked: false,
      showStatistics: true,
      beingRevised: false,
      canRequestRegrade: false,
      regradeRequested: false,
    });
    expect(rows[1]).toMatchObject({ submission: sub.id, students: [people.student.email, people.otherStudent.email].sort(), grade: null, lateDayCreditsUsed: 1 });
    expect(rows[1]!.files).toEqual([
      { id: v1.id, name: 'A.java', path: 'src', extension: 'java', created: '2026-01-01T00:00:00.000Z', size: 3, isCurrent: false },
      { id: other.id, name: 'A.java', path: null, extension: 'java', created: '2026-01-01T00:00:00.000Z', size: 3, isCurrent: true },
      { id: v2.id, name: 'A.java', path: 'src', extension: 'java', created: '2026-01-02T00:00:00.000Z', size: 5, isCurrent: true },
    ]);
    // Grades only once feedback is out.
    expect(rows.map((a) => a.grade)).toEqual([null, null, null, null, 17.5, null]);
    expect(later.id).toBe(rows[5]!.id);
  });

  it('offers a regrade request by the rule of the submission view: published, finalized, allowed, before the deadline, none open', async () => {
    const { course, people, tokens } = await world();
    const db = t.server.ctx.db;
    const graded = { students: [people.student], grader: people.grader, isFinalized: true, grade: 8 };
    const open = await createAssignment(db, course.id, { sortKey: 1, isReleased: true, allowRegradeRequests: true, regradeDeadline: new Date(Date.now() + 86_400_000) });
    const asked = await createAssignment(db, course.id, { sortKey: 2, isReleased: true, allowRegradeRequests: true });
    const past = await createAssignment(db, course.id, { sortKey: 3, isReleased: true, allowRegradeRequests: true, regradeDeadline: new Date(Date.now() - 86_400_000) });
    const off = await createAssignment(db, course.id, { sortKey: 4, isReleased: true, allowRegradeRequests: false });
    const unpublished = await createAssignment(db, course.id, { sortKey: 5, allowRegradeRequests: true });
    await createSubmission(db, open.id, graded);
    await createSubmission(db, asked.id, { ...graded, questionIsOpen: true, questionIsRegrade: true, questionText: 'Question 2?' });
    await createSubmission(db, past.id, graded);
    await createSubmission(db, off.id, graded);
    await createSubmission(db, unpublished.id, graded);
    const res = await t.api.get(`/courses/${course.id}/studentAssignments/`, { auth: tokens.student });
    const rows = res.body.assignments as { canRequestRegrade: boolean; regradeRequested: boolean }[];
    expect(rows.map((row) => [row.canRequestRegrade, row.regradeRequested])).toEqual([
      [true, false],
      [false, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
    // An archived course takes no requests.
    await db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    const archived = await t.api.get(`/courses/${course.id}/studentAssignments/`, { auth: tokens.student });
    expect((archived.body.assignments as { canRequestRegrade: boolean }[])[0]!.canRequestRegrade).toBe(false);
  });

  it('hides the grade when the assignment hides grades', async () => {
    const { course, people, tokens } = await world();
    const assignment = await createAssignment(t.server.ctx.db, course.id, { isReleased: true, hideGrades: true });
    await createSubmission(t.server.ctx.db, assignment.id, { students: [people.student], grader: people.grader, isFinalized: true, grade: 3 });
    const res = await t.api.get(`/courses/${course.id}/studentAssignments/`, { auth: tokens.student });
    expect(res.body.assignments).toMatchObject([{ status: 'feedbackAvailable', grade: null }]);
  });

  it('is empty for a course without assignments, and counts no late days when the course does not', async () => {
    const { course, otherCourse, tokens } = await createCourseWorld(t.server.ctx);
    const res = await t.api.get(`/courses/${course.id}/studentAssignments/`, { auth: tokens.student });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ course: course.id, timezone: expect.any(String), lateDayCreditsAllowable: null, lateDayCreditsUsed: 0, assignments: [] });
    expect((await t.api.get(`/courses/${otherCourse.id}/studentAssignments/`, { auth: tokens.student })).status).toBe(404);
  });

  it('answers students only: 404 outside the course (platform admins too), 403 to staff, 401 anonymous', async () => {
    const { course, tokens } = await world();
    const path = `/courses/${course.id}/studentAssignments/`;
    for (const token of [tokens.otherCourseStudent, tokens.otherAdmin, tokens.platformAdmin]) {
      const res = await t.api.get(path, { auth: token });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
    for (const token of [tokens.admin, tokens.grader, tokens.superGrader]) {
      expect((await t.api.get(path, { auth: token })).status).toBe(403);
    }
    expect((await t.api.get(path)).status).toBe(401);
    expect((await t.api.get('/courses/999999/studentAssignments/', { auth: tokens.student })).status).toBe(404);
  });
});
