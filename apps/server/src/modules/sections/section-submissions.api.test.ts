import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createSection } from '../../testing/section-factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

describe('GET /sections/:id/submissions/', () => {
  it("lists the course's submissions that have a student of the section, to admins, super graders and the section's leaders", async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const otherGrader = await createUser(db, { organizationId: w.organization.id });
    await enroll(db, w.course.id, otherGrader.id, ['grader']);
    const lab = await createSection(db, w.course.id, 'Lab', { leaders: [w.people.grader], students: [w.people.student] });
    await createSection(db, w.course.id, 'Other', { leaders: [otherGrader], students: [w.people.otherStudent] });
    const first = await createAssignment(db, w.course.id);
    const second = await createAssignment(db, w.course.id);
    const own = await createSubmission(db, first.id, { students: [w.people.student], grader: w.people.grader });
    await createSubmission(db, first.id, { students: [w.people.otherStudent] });
    const pair = await createSubmission(db, second.id, { students: [w.people.student, w.people.otherStudent] });
    // The same student's work in another course is not the section's.
    await createSubmission(db, (await createAssignment(db, w.otherCourse.id)).id, { students: [w.people.student] });

    const res = await t.api.get(`/sections/${lab.id}/submissions/`, { auth: w.tokens.grader });
    expect(res.status).toBe(200);
    expect(res.body.map((s: { id: number }) => s.id).sort((a: number, b: number) => a - b)).toEqual([own.id, pair.id]);
    expect(res.body.find((s: { id: number }) => s.id === own.id)).toMatchObject({
      assignment: first.id,
      students: [w.people.student.email],
      grader: w.people.grader.email,
      tests: [],
    });

    const statuses: Record<string, number> = {};
    const tokens = { ...w.tokens, otherGrader: await tokenFor(t.server.ctx, otherGrader) };
    for (const who of ['admin', 'superGrader', 'platformAdmin', 'otherGrader', 'student', 'otherAdmin'] as const) {
      statuses[who] = (await t.api.get(`/sections/${lab.id}/submissions/`, { auth: tokens[who] })).status;
    }
    expect(statuses).toEqual({ admin: 200, superGrader: 200, platformAdmin: 404, otherGrader: 403, student: 403, otherAdmin: 404 });
    expect((await t.api.get('/sections/2147483647/submissions/', { auth: w.tokens.admin })).status).toBe(404);
  });

  it('shows pseudonyms under anonymous grading until names are revealed, and then a leader still sees partners from other sections as pseudonyms', async () => {
    const w = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const lab = await createSection(db, w.course.id, 'Lab', { leaders: [w.people.grader], students: [w.people.student] });
    await createSection(db, w.course.id, 'Other', { students: [w.people.otherStudent] });
    const anonymous = await createAssignment(db, w.course.id, { anonymousGrading: true });
    const named = await createAssignment(db, w.course.id);
    const pair = await createSubmission(db, anonymous.id, { students: [w.people.student, w.people.otherStudent] });
    const pairNamed = await createSubmission(db, named.id, { students: [w.people.student, w.people.otherStudent] });
    const studentsOf = async (token: string) => {
      const res = await t.api.get(`/sections/${lab.id}/submissions/`, { auth: token });
      expect(res.status).toBe(200);
      return Object.fromEntries(res.body.map((s: { id: number; students: string[] }) => [s.id, [...s.students].sort()]));
    };
    const both = [w.people.student.email, w.people.otherStudent.email].sort();
    const reveal = async (auth: string) => expect((await t.api.put(`/assignments/${anonymous.id}/anonymity/`, { auth })).status).toBe(200);

    for (const token of [w.tokens.grader, w.tokens.admin, w.tokens.superGrader]) {
      const hidden = await studentsOf(token);
      expect(hidden[pair.id]).toEqual([expect.stringMatching(/^Student \d+$/), expect.stringMatching(/^Student \d+$/)]);
      expect(hidden[pairNamed.id]).toEqual(both);
    }
    await reveal(w.tokens.grader);
    const asLeader = await studentsOf(w.tokens.grader);
    expect(asLeader[pair.id]).toHaveLength(2);
    expect(asLeader[pair.id]).toContain(w.people.student.email);
    expect(asLeader[pair.id]).not.toContain(w.people.otherStudent.email);
    expect(asLeader[pair.id].find((label: string) => label !== w.people.student.email)).toMatch(/^Student \d+$/);
    expect(asLeader[pairNamed.id]).toEqual(both);
    for (const token of [w.tokens.admin, w.tokens.superGrader]) {
      await reveal(token);
      expect(await studentsOf(token)).toEqual({ [pair.id]: both, [pairNamed.id]: both });
    }
  });
});
