import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createReleasedSubmission, createSubmission, storedHistory } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /submissions/:id/history', () => {
  it('lists a row per student for staff, and records a student\'s first view of released feedback', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const { submission } = await createReleasedSubmission(db, course.id, people.student, people.grader);
    const path = `/submissions/${submission.id}/history`;
    const before = await t.api.get(path, { auth: tokens.grader });
    expect(before.status).toBe(200);
    expect(before.body).toEqual([{ id: expect.any(Number), student: people.student.email, submission: submission.id, hasViewed: false, dateViewed: null }]);

    // Staff reading the submission is not a student's view.
    await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.admin });
    expect((await storedHistory(db, submission.id))[0]!.hasViewed).toBe(false);

    await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.student });
    const first = await t.api.get(path, { auth: tokens.student });
    expect(first.body).toEqual([{ id: before.body[0].id, student: people.student.email, submission: submission.id, hasViewed: true, dateViewed: expect.any(String) }]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.api.get(`/submissions/${submission.id}/`, { auth: tokens.student });
    const second = await t.api.get(path, { auth: tokens.admin });
    expect(second.body[0].dateViewed).toBe(first.body[0].dateViewed);
  });

  it('shows a student only their own row, and nothing before release', async () => {
    const { course, people, tokens } = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const released = await createAssignment(db, course.id, { isReleased: true });
    const pair = await createSubmission(db, released.id, { students: [people.student, people.otherStudent], grader: people.grader, isFinalized: true });
    const staffView = await t.api.get(`/submissions/${pair.id}/history/`, { auth: tokens.admin });
    expect(staffView.body.map((row: { student: string }) => row.student)).toEqual([people.student.email, people.otherStudent.email].sort());
    const own = await t.api.get(`/submissions/${pair.id}/history/`, { auth: tokens.student });
    expect(own.body.map((row: { student: string }) => row.student)).toEqual([people.student.email]);
    const unreleased = await createAssignment(db, course.id);
    const hidden = await createSubmission(db, unreleased.id, { students: [people.student], grader: people.grader, isFinalized: true });
    expect((await t.api.get(`/submissions/${hidden.id}/history/`, { auth: tokens.student })).status).toBe(404);
    expect((await t.api.get(`/submissions/${hidden.id}/history/`, { auth: tokens.otherAdmin })).status).toBe(404);
  });
});
