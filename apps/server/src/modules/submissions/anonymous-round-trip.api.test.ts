import { describe, expect, it } from 'vitest';
import { createCourseWorld } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

// Scripts read a submission and send the whole object back with one field changed (docs/API.md). Under
// anonymous grading the object a grader reads carries pseudonyms, and sending it back must work.
describe('sending back a submission read under anonymous grading', () => {
  it('lets a grader send back the whole object, pseudonyms included', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id, { anonymousGrading: true });
    const submission = await createSubmission(t.server.ctx.db, assignment.id, { students: [w.people.student], grader: w.people.grader });
    const read = await t.api.get(`/submissions/${submission.id}/`, { auth: w.tokens.grader });
    expect(read.body.students[0]).toMatch(/^Student \d+$/);

    const sentBack = await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.grader, body: { ...read.body, isFinalized: true } });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body).toMatchObject({ isFinalized: true, students: read.body.students });
    // The student behind the pseudonym is unchanged.
    await t.api.put(`/assignments/${assignment.id}/anonymity/`, { auth: w.tokens.admin });
    const asAdmin = await t.api.get(`/submissions/${submission.id}/`, { auth: w.tokens.admin });
    expect(asAdmin.body.students).toEqual([w.people.student.email]);
  });

  it('lets an admin who has not revealed names send back the whole object, pseudonyms included', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id, { anonymousGrading: true });
    const submission = await createSubmission(t.server.ctx.db, assignment.id, { students: [w.people.student], grader: w.people.grader });
    const read = await t.api.get(`/submissions/${submission.id}/`, { auth: w.tokens.admin });
    expect(read.body.students[0]).toMatch(/^Student \d+$/);
    const sentBack = await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.admin, body: { ...read.body, isFinalized: true } });
    expect(sentBack.status).toBe(200);
    expect(sentBack.body).toMatchObject({ isFinalized: true, students: read.body.students });
  });

  it('answers an admin who names someone who is not a student of the course with a 400 naming them', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const assignment = await createAssignment(t.server.ctx.db, w.course.id);
    const submission = await createSubmission(t.server.ctx.db, assignment.id, { students: [w.people.student] });
    const res = await t.api.patch(`/submissions/${submission.id}/`, { auth: w.tokens.admin, body: { students: ['Not An Email'] } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body.students)).toContain('not an email');
    const after = await t.api.get(`/submissions/${submission.id}/`, { auth: w.tokens.admin });
    expect(after.body.students).toEqual([w.people.student.email]);
  });
});
