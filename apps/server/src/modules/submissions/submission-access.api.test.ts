import { eq } from 'drizzle-orm';
import { assignments, courses } from '@marginalia/db';
import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { enrollStudents } from '../../testing/section-factories';
import { createAssignment, createFile, createReleasedSubmission, createSubmission, storedSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /submissions/:id/', () => {
  it('shows every submission of the course to its admins and graders, with its files oldest first; 404 to outsiders, platform admins included', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student], grader: people.superGrader });
    const later = await createFile(db, submission.id, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const earlier = await createFile(db, submission.id, { createdAt: new Date('2026-01-01T00:00:00Z') });
    for (const auth of [tokens.admin, tokens.grader, tokens.superGrader]) {
      const res = await t.api.get(`/submissions/${submission.id}/`, { auth });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: submission.id, students: [people.student.email], grader: people.superGrader.email, files: [earlier.id, later.id] });
    }
    for (const auth of [tokens.otherAdmin, tokens.platformAdmin]) {
      const res = await t.api.get(`/submissions/${submission.id}/`, { auth });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });

  it('shows a student their own submission only once it is finalized and the assignment published and visible', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const { assignment, submission } = await createReleasedSubmission(db, course.id, people.student, people.grader);
    const own = await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.student });
    expect(own.status).toBe(200);
    // Graders stay hidden from students by default.
    expect(own.body).toMatchObject({ id: submission.id, grader: null, hasGrader: true });
    for (const auth of [tokens.otherStudent, tokens.otherCourseStudent, tokens.otherAdmin]) {
      expect((await t.api.get(`/submissions/${submission.id}/`, { auth })).status).toBe(404);
    }
    const states: Partial<typeof assignments.$inferInsert>[] = [{ isReleased: false }, { isVisible: false }];
    for (const state of states) {
      await db.update(assignments).set({ isReleased: true, isVisible: true, ...state }).where(eq(assignments.id, assignment.id));
      expect((await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.student })).status).toBe(404);
    }
    await db.update(assignments).set({ isReleased: true, isVisible: true, hideGradersFromStudents: false, hideGrades: true }).where(eq(assignments.id, assignment.id));
    const shown = await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.student });
    expect(shown.body).toMatchObject({ grader: people.grader.email, grade: null });
    const unfinished = await createSubmission(db, assignment.id, { students: [people.otherStudent], grader: people.grader });
    expect((await t.api.get(`/submissions/${unfinished.id}/`, { auth: tokens.otherStudent })).status).toBe(404);
  });

  it('answers 404 for ids that name nothing', async () => {
    const { tokens } = await createCourseWorld(t.server.ctx);
    for (const id of ['999999', '0', 'abc', '99999999999']) {
      expect((await t.api.get(`/submissions/${id}/`, { auth: tokens.admin })).status).toBe(404);
    }
  });
});

describe('PATCH /submissions/:id/', () => {
  it('lets admins claim, finalize, unfinalize and unclaim with ""; read-only fields are ignored', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student] });
    const path = `/submissions/${submission.id}/`;
    const claimed = await t.api.patch(path, { auth: tokens.admin, body: { grader: people.grader.email.toUpperCase(), grade: 3, students: [people.student.email], files: [1], hasGrader: false } });
    expect(claimed.status).toBe(200);
    expect(claimed.body).toMatchObject({ grader: people.grader.email, hasGrader: true, grade: null, students: [people.student.email] });
    expect((await t.api.patch(path, { auth: tokens.admin, body: { isFinalized: true } })).body.isFinalized).toBe(true);
    expect((await t.api.patch(path, { auth: tokens.admin, body: { isFinalized: false } })).body.isFinalized).toBe(false);
    const unclaimed = await t.api.patch(path, { auth: tokens.admin, body: { grader: '' } });
    expect(unclaimed.body).toMatchObject({ grader: null, hasGrader: false });
    const other = await t.api.patch(path, { auth: tokens.admin, body: { queueOrderKey: 7, lateDayCreditsUsed: 2, questionIsOpen: true, dateUploaded: '2026-03-01T12:00:00+02:00' } });
    expect(other.body).toMatchObject({ queueOrderKey: 7, lateDayCreditsUsed: 2, questionIsOpen: true, dateUploaded: '2026-03-01T10:00:00.000Z' });
    expect((await t.api.patch(path, { auth: tokens.admin, body: {} })).status).toBe(200);
  });

  it('keeps the grader of a finalized submission, and finalizes only with a grader', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const open = await createSubmission(db, assignment.id, { students: [people.student] });
    const lonely = await t.api.patch(`/submissions/${open.id}/`, { auth: tokens.admin, body: { isFinalized: true } });
    expect(lonely.status).toBe(400);
    expect(lonely.body).toEqual({ isFinalized: ['A submission needs a grader before it can be finalized.'] });
    const done = await createSubmission(db, assignment.id, { students: [people.otherStudent], grader: people.grader, isFinalized: true });
    for (const grader of ['', people.superGrader.email]) {
      const res = await t.api.patch(`/submissions/${done.id}/`, { auth: tokens.admin, body: { grader } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ grader: ['A finalized submission must be unfinalized before its grader can change.'] });
    }
    // Sending the same grader back (clients send whole objects) is no change.
    expect((await t.api.patch(`/submissions/${done.id}/`, { auth: tokens.admin, body: { grader: people.grader.email, isFinalized: true } })).status).toBe(200);
    const stranger = await t.api.patch(`/submissions/${open.id}/`, { auth: tokens.admin, body: { grader: people.student.email } });
    expect(stranger.body).toEqual({ grader: [`${people.student.email} is not a grader in this course.`] });
    expect((await storedSubmission(db, done.id))!.graderId).toBe(people.grader.id);
  });

  it('leaves other fields to admins: graders 403, the student 404 until released then 403, outsiders 404; archived 400', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student], grader: people.grader, isFinalized: true });
    const path = `/submissions/${submission.id}/`;
    expect((await t.api.patch(path, { auth: tokens.grader, body: { queueOrderKey: 4 } })).status).toBe(403);
    expect((await t.api.delete(path, { auth: tokens.grader })).status).toBe(403);
    expect((await t.api.patch(path, { auth: tokens.student, body: {} })).status).toBe(404);
    expect((await t.api.patch(path, { auth: tokens.otherAdmin, body: {} })).status).toBe(404);
    await db.update(assignments).set({ isReleased: true }).where(eq(assignments.id, assignment.id));
    expect((await t.api.patch(path, { auth: tokens.student, body: {} })).status).toBe(403);
    expect((await t.api.delete(path, { auth: tokens.student })).status).toBe(403);
    await db.update(courses).set({ archived: true }).where(eq(courses.id, course.id));
    expect((await t.api.patch(path, { auth: tokens.admin, body: {} })).status).toBe(400);
    expect((await t.api.delete(path, { auth: tokens.admin })).status).toBe(400);
  });
});

describe('PATCH /submissions/:id/ students', () => {
  it('replaces the students under the creation rules, naming each one at fault', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student] });
    const path = `/submissions/${submission.id}/`;
    const pair = await t.api.patch(path, { auth: tokens.admin, body: { students: [people.student.email, people.otherStudent.email] } });
    expect(pair.status).toBe(200);
    expect(pair.body.students).toEqual([people.student.email, people.otherStudent.email].sort());
    const history = await t.api.get(`${path}history`, { auth: tokens.admin });
    expect(history.body).toHaveLength(2);
    const alone = await t.api.patch(path, { auth: tokens.admin, body: { students: [people.otherStudent.email] } });
    expect(alone.body.students).toEqual([people.otherStudent.email]);
    expect((await t.api.get(`${path}history`, { auth: tokens.admin })).body.map((r: { student: string }) => r.student)).toEqual([people.otherStudent.email]);

    const taken = await createSubmission(db, assignment.id, { students: [people.student] });
    const clash = await t.api.patch(`/submissions/${taken.id}/`, { auth: tokens.admin, body: { students: [people.otherStudent.email, people.grader.email] } });
    expect(clash.status).toBe(400);
    expect(clash.body).toEqual({
      students: [`${people.grader.email} is not a student in this course.`, `${people.otherStudent.email} already has a submission for this assignment.`],
    });
    const empty = await t.api.patch(`/submissions/${taken.id}/`, { auth: tokens.admin, body: { students: [] } });
    expect(empty.status).toBe(400);
    expect((await t.api.get(`/submissions/${taken.id}/`, { auth: tokens.admin })).body.students).toEqual([people.student.email]);
  });
});

describe('PATCH /submissions/:id/ students at once', () => {
  it('lets only one of two submissions take the same student', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const first = await createSubmission(db, assignment.id, { students: [people.student] });
    const second = await createSubmission(db, assignment.id, { students: [people.otherStudent] });
    const [third] = await enrollStudents(db, course.id, course.organizationId, 1);
    const results = await Promise.all(
      [
        { id: first.id, own: people.student },
        { id: second.id, own: people.otherStudent },
      ].map((s) => t.api.patch(`/submissions/${s.id}/`, { auth: tokens.admin, body: { students: [s.own.email, third!.email] } })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)!.body).toEqual({ students: [`${third!.email} already has a submission for this assignment.`] });
  });
});

describe('DELETE /submissions/:id/', () => {
  it('deletes for admins (204), then the submission is gone', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, course.id);
    const submission = await createSubmission(db, assignment.id, { students: [people.student] });
    await createFile(db, submission.id);
    expect((await t.api.delete(`/submissions/${submission.id}/`, { auth: tokens.grader })).status).toBe(403);
    const res = await t.api.delete(`/submissions/${submission.id}/`, { auth: tokens.admin });
    expect(res.status).toBe(204);
    expect(await storedSubmission(db, submission.id)).toBeNull();
    expect((await t.api.delete(`/submissions/${submission.id}/`, { auth: tokens.admin })).status).toBe(404);
    // The student may submit again.
    const again = await t.api.post('/submissions/', { auth: tokens.admin, body: { assignment: assignment.id, students: [people.student.email] } });
    expect(again.status).toBe(201);
  });
});
