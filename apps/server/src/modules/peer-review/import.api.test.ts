import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, peerReviews } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from '../../testing/factories';
import { createAssignment, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';

// Uploading the allocation (docs/PEER-REVIEW.md, "Editing the allocation"): the file is the allocation wanted for
// the reviews not begun; begun ones stay; one bad row refuses the file and changes nothing; a preview writes nothing.

const t = useTestServer();

async function openWorld() {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id);
  const students = [];
  for (let i = 0; i < 4; i += 1) {
    const user = await createUser(db, { email: `upload-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    students.push({ user, submission: (await createSubmission(db, assignment.id, { students: [user] })).id, token: await tokenFor(t.server.ctx, user) });
  }
  await t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body: { enabled: true, reviewsPerStudent: 1 } });
  const path = `/assignments/${assignment.id}/peerReviews/import/`;
  return { ...w, db, assignment, students, path, open: () => t.api.post(`/assignments/${assignment.id}/peerReview/open/`, { auth: w.tokens.admin }) };
}

const pairs = async (w: { db: typeof t.server.ctx.db; assignment: { id: number } }) =>
  (await w.db.select().from(peerReviews).where(eq(peerReviews.assignmentId, w.assignment.id))).map((row) => `${row.reviewerId}:${row.submissionId}`).sort();

describe('uploading the allocation', () => {
  it('replaces the reviews not begun with the file, keeps a begun one, and previews without writing', async () => {
    const w = await openWorld();
    const [a, b, c, d] = w.students;
    const early = await t.api.post(w.path, { auth: w.tokens.admin, body: { rows: [] } });
    expect(early.status).toBe(400);
    expect((await w.open()).status).toBe(200);
    // One review is begun: it stays whatever the file says.
    const [begun] = await w.db.select().from(peerReviews).where(eq(peerReviews.reviewerId, a!.user.id));
    await w.db.update(peerReviews).set({ startedAt: new Date() }).where(eq(peerReviews.id, begun!.id));
    const rows = [
      { reviewer: b!.user.email.toUpperCase(), submission: a!.submission },
      { reviewer: c!.user.email, submission: d!.submission },
      { reviewer: d!.user.email, submission: b!.submission },
    ];
    const before = await pairs(w);
    const preview = await t.api.post(w.path, { auth: w.tokens.admin, body: { rows, preview: true } });
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, kept: 1, errors: [] });
    expect(await pairs(w)).toEqual(before);

    const applied = await t.api.post(w.path, { auth: w.tokens.admin, body: { rows } });
    expect(applied.status).toBe(200);
    expect(applied.body.applied).toBe(true);
    const expected = [`${a!.user.id}:${begun!.submissionId}`, `${b!.user.id}:${a!.submission}`, `${c!.user.id}:${d!.submission}`, `${d!.user.id}:${b!.submission}`];
    expect(await pairs(w)).toEqual([...new Set(expected)].sort());
    const [event] = (await w.db.select().from(auditEvents).where(eq(auditEvents.courseId, w.course.id))).filter((row) => (row.data as { by?: string }).by === 'upload');
    expect(event!.type).toBe('peer_review.allocation_changed');
  });

  it('refuses the whole file for one bad row, listing each, and changes nothing', async () => {
    const w = await openWorld();
    await w.open();
    const [a, b] = w.students;
    const before = await pairs(w);
    const answer = await t.api.post(w.path, {
      auth: w.tokens.admin,
      body: {
        rows: [
          { reviewer: a!.user.email, submission: b!.submission },
          { reviewer: 'nobody@example.edu', submission: b!.submission },
          { reviewer: a!.user.email, submission: a!.submission },
          { reviewer: a!.user.email, submission: 999_999 },
          { reviewer: a!.user.email, submission: b!.submission },
        ],
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { row: 2, field: 'reviewer', message: 'This person is not an active student of the course.' },
      { row: 3, field: 'submission', message: 'A student cannot review a submission they are on.' },
      { row: 4, field: 'submission', message: 'This submission is not one of the assignment’s.' },
      { row: 5, field: 'submission', message: 'The same review is on row 1 already.' },
    ]);
    expect(await pairs(w)).toEqual(before);
    expect((await t.api.post(w.path, { auth: w.tokens.grader, body: { rows: [] } })).status).toBe(403);
    expect((await t.api.post(w.path, { auth: w.tokens.otherAdmin, body: { rows: [] } })).status).toBe(404);
  });
});
