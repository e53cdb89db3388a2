import { comments, peerReviewComments, peerReviews, peerReviewStages, type Database } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { createAssignment, createFile, createSubmission } from '../testing/submission-factories';
import { STAFF, type MatrixSuite } from './matrix-route';
import { createMatrixWorld, type MatrixWorld, type Persona } from './matrix-world';

// One review after its stage closed (docs/PEER-REVIEW.md, "Receiving" and "Approval and hiding"): `otherStudent`
// reviewed `student`'s submission and wrote a comment. Staff read, approve and moderate reviews; only the authors
// rate them; everyone else in the course gets 404 (a review says nothing to who may not read it). Approving and
// hiding record an event only when they change something, so each call gets a fresh review or comment.

export interface PeerReviewWorld extends MatrixWorld {
  assignmentId: number;
  reviewId: number;
  fileId: number;
}

const NOT_FOR_STUDENTS: Partial<Record<Persona, number>> = { student: 404, otherStudent: 404 };
const NOT_FOR_STAFF: Partial<Record<Persona, number>> = { admin: 404, grader: 404, otherSectionGrader: 404, superGrader: 404, otherStudent: 404 };

let sequence = 0;

async function submittedReview(db: Database, w: { assignmentId: number; people: MatrixWorld['people'] }, submissionId: number): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(peerReviews)
    .values({ assignmentId: w.assignmentId, reviewerId: w.people.otherStudent.id, submissionId, ordinal: 1, startedAt: now, submittedAt: now })
    .returning();
  return row!.id;
}

async function peerComment(db: Database, reviewId: number, fileId: number, authorId: number): Promise<number> {
  const [comment] = await db.insert(comments).values({ fileId, authorId, text: `Peer ${++sequence}`, startChar: 0, endChar: 1, startLine: 0, endLine: 0 }).returning();
  await db.insert(peerReviewComments).values({ commentId: comment!.id, peerReviewId: reviewId });
  return comment!.id;
}

async function createPeerReviewWorld(ctx: AppContext): Promise<PeerReviewWorld> {
  const world = await createMatrixWorld(ctx);
  const { db } = ctx;
  const assignment = await createAssignment(db, world.course.id, { isVisible: true, name: 'Matrix peer review' });
  const now = new Date();
  await db.insert(peerReviewStages).values({ assignmentId: assignment.id, enabled: true, reviewsPerStudent: 1, openedAt: now, closedAt: now });
  const submission = await createSubmission(db, assignment.id, { students: [world.people.student] });
  await createSubmission(db, assignment.id, { students: [world.people.otherStudent] });
  const file = await createFile(db, submission.id);
  const reviewId = await submittedReview(db, { assignmentId: assignment.id, people: world.people }, submission.id);
  await peerComment(db, reviewId, file.id, world.people.otherStudent.id);
  return { ...world, assignmentId: assignment.id, reviewId, fileId: file.id };
}

export const PEER_REVIEW_MATRIX: MatrixSuite<PeerReviewWorld> = {
  name: 'peer review',
  setup: createPeerReviewWorld,
  routes: [
    { method: 'GET', route: '/peerReviews/:id/', path: (w) => `/peerReviews/${w.reviewId}/`, allow: STAFF, deny: NOT_FOR_STUDENTS },
    {
      method: 'POST',
      route: '/peerReviews/:id/approve/',
      path: async (w, ctx) => {
        const submission = await createSubmission(ctx.db, w.assignmentId, { students: [] });
        return `/peerReviews/${await submittedReview(ctx.db, w, submission.id)}/approve/`;
      },
      allow: STAFF,
      deny: NOT_FOR_STUDENTS,
    },
    {
      method: 'PATCH',
      route: '/peerReviews/:id/comments/:commentId/',
      path: async (w, ctx) => `/peerReviews/${w.reviewId}/comments/${await peerComment(ctx.db, w.reviewId, w.fileId, w.people.otherStudent.id)}/`,
      body: () => ({ hidden: true, reason: 'Matrix' }),
      allow: STAFF,
      deny: NOT_FOR_STUDENTS,
    },
    // Only the authors of the reviewed submission rate it; the reviewer's name never reaches them.
    {
      method: 'PUT',
      route: '/peerReviews/:id/rating/',
      path: (w) => `/peerReviews/${w.reviewId}/rating/`,
      body: () => ({ helpfulness: 4 }),
      allow: ['student'],
      deny: NOT_FOR_STAFF,
      secrets: (w) => [w.people.otherStudent.email],
    },
  ],
};
