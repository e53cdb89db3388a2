import { describe, expect, it } from 'vitest';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// docs/QUALITY.md: 32 graders claiming at once never hold the same submission. Run on PGlite and, under
// `npm test`, on a real PostgreSQL where the claims really do run in parallel.

const t = useTestServer();

describe('claiming under concurrency', () => {
  it('gives 20 submissions to 20 of 32 graders claiming at once, each to one grader, and 204 to the rest', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const assignment = await createAssignment(db, world.course.id);
    for (let i = 0; i < 20; i += 1) {
      const student = await createUser(db, { organizationId: world.organization.id });
      await enroll(db, world.course.id, student.id, ['student']);
      await createSubmission(db, assignment.id, { students: [student] });
    }
    const graders = [];
    for (let i = 0; i < 32; i += 1) {
      const grader = await createUser(db, { organizationId: world.organization.id });
      await enroll(db, world.course.id, grader.id, ['grader']);
      graders.push({ grader, token: await tokenFor(t.server.ctx, grader) });
    }
    const answers = await Promise.all(graders.map(({ token }) => t.api.post(`/assignments/${assignment.id}/claim/`, { auth: token })));
    const claims = answers.filter((res) => res.status === 200);
    expect(answers.filter((res) => res.status === 204)).toHaveLength(12);
    expect(claims).toHaveLength(20);
    expect(new Set(claims.map((res) => res.body.id)).size).toBe(20);
    expect(new Set(claims.map((res) => res.body.grader)).size).toBe(20);
    const listed = await t.api.get(`/assignments/${assignment.id}/submissions`, { auth: world.tokens.admin });
    const holders = new Map(claims.map((res) => [res.body.id, res.body.grader]));
    for (const submission of listed.body) expect(submission.grader).toBe(holders.get(submission.id));
  });
});
