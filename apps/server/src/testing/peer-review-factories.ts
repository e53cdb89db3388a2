import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PeerReviewSettingsUpdate } from '@marginalia/contracts';
import { files, rubricCategories, rubricComments } from '@marginalia/db';
import { createCourseWorld, createUser, enroll, tokenFor } from './factories';
import { createAssignment, createFile, createSubmission } from './submission-factories';
import type { useTestServer } from './use-test-server';

// A class in a peer review (docs/PEER-REVIEW.md) for API tests: a 10-point assignment with a one-item rubric
// ("naming", 3 points), students who each handed in one finalized file, and its stage turned on with `stage` and
// opened, so that every student has reviews to do.

type TestServerHandle = ReturnType<typeof useTestServer>;

export async function openPeerReviewClass(t: TestServerHandle, options: { label: string; students?: number; stage?: PeerReviewSettingsUpdate }) {
  const { db } = t.server.ctx;
  const w = await createCourseWorld(t.server.ctx);
  const assignment = await createAssignment(db, w.course.id, { points: 10, isReleased: true });
  const [category] = await db.insert(rubricCategories).values({ assignmentId: assignment.id, name: 'Style' }).returning();
  const [item] = await db.insert(rubricComments).values({ assignmentId: assignment.id, categoryId: category!.id, name: 'naming', pointDelta: 3 }).returning();
  const students = [];
  for (let i = 0; i < (options.students ?? 3); i += 1) {
    const user = await createUser(db, { email: `${options.label}-${w.course.id}-${i}@example.edu` });
    await enroll(db, w.course.id, user.id, ['student']);
    const submission = await createSubmission(db, assignment.id, { students: [user], grader: w.people.grader, isFinalized: true, grade: 10 });
    await createFile(db, submission.id, { name: 'main.py', code: 'a = 1\nb = 2\n' });
    students.push({ user, submission: submission.id, token: await tokenFor(t.server.ctx, user) });
  }
  const stage = { enabled: true, reviewsPerStudent: 1, minComments: 1, ...options.stage };
  expect((await t.api.patch(`/assignments/${assignment.id}/peerReview/`, { auth: w.tokens.admin, body: stage })).status).toBe(200);
  expect((await t.api.post(`/assignments/${assignment.id}/peerReview/open/`, { auth: w.tokens.admin })).status).toBe(200);
  return { ...w, db, assignment, rubricCategory: category!, rubricItem: item!, students };
}

/** The student's first review to do, with its submission's author and file. */
export async function firstReviewOf<S extends { submission: number; token: string }>(t: TestServerHandle, reviewer: S, classmates: readonly S[]) {
  const review = (await t.api.get('/peerReviews/', { auth: reviewer.token })).body.toDo[0] as { id: number; submission: number; label: string };
  const author = classmates.find((student) => student.submission === review.submission)!;
  const [file] = await t.server.ctx.db.select().from(files).where(eq(files.submissionId, review.submission));
  return { review, author, file: file! };
}
