import { randomBytes } from 'node:crypto';
import type { Database } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { hashPartnerToken, PARTNER_LINK_LIFETIME_MS } from '../modules/partners/service';
import { insertPartnerToken } from '../modules/partners/queries';
import { createUser, enroll, type TestUser } from '../testing/factories';
import { createAssignment, createSubmission } from '../testing/submission-factories';
import { createGradingWorld, type GradingWorld } from './grading-world';
import { STAFF, type MatrixSuite } from './matrix-route';

// The submission view's routes (review, test results, the anonymous view) against the grading world's released
// submission of `student`, and the student actions on it: partner links on a submission of an assignment open
// for uploads, regrade requests on one that takes them. Actions that consume their object (joining, removing,
// withdrawing) get a fresh one per caller.

let sequence = 0;

export interface ReviewWorld extends GradingWorld {
  /** A student of the course on no submission of the fixture: `student`'s partner in removals. */
  partner: TestUser;
  openSubmissionId: number;
  /** The last link made (path and body are built in turn for each caller: the path makes it, the body sends it). */
  lastToken: string;
}

async function openAssignment(db: Database, courseId: number, values: Record<string, unknown> = {}) {
  return createAssignment(db, courseId, { name: `Open ${++sequence}`, isReleased: true, isVisible: true, allowStudentUpload: true, ...values });
}

export async function linkFor(db: Database, submissionId: number): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await insertPartnerToken(db, submissionId, hashPartnerToken(token), new Date(Date.now() + PARTNER_LINK_LIFETIME_MS));
  return token;
}

export async function createReviewWorld(ctx: AppContext): Promise<ReviewWorld> {
  const world = await createGradingWorld(ctx);
  const { db } = ctx;
  const partner = await createUser(db, { organizationId: world.organization.id });
  await enroll(db, world.course.id, partner.id, ['student']);
  const open = await openAssignment(db, world.course.id);
  const openSubmission = await createSubmission(db, open.id, { students: [world.people.student] });
  return { ...world, partner, openSubmissionId: openSubmission.id, lastToken: '' };
}

/** A submission of `student` (and others) in a fresh open assignment, released and finalized. */
export async function freshOpenSubmission(w: ReviewWorld, db: Database, students: TestUser[], values: Record<string, unknown> = {}) {
  const assignment = await openAssignment(db, w.course.id, { allowRegradeRequests: true });
  return createSubmission(db, assignment.id, { students, grader: w.people.grader, isFinalized: true, ...values });
}

const FOR_ITS_STUDENT = { allow: ['student' as const], deny: { otherStudent: 404 } };

export const REVIEW_MATRIX: MatrixSuite<ReviewWorld> = {
  name: 'submission view, partner links and regrade requests',
  setup: createReviewWorld,
  routes: [
    { method: 'GET', route: '/submissions/:id/review/', path: (w) => `/submissions/${w.submission.id}/review/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    { method: 'GET', route: '/submissions/:id/testResults/', path: (w) => `/submissions/${w.submission.id}/testResults/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    { method: 'GET', route: '/submissions/:id/anonymous/', path: (w) => `/submissions/${w.submission.id}/anonymous/`, allow: STAFF, deny: { student: 404, otherStudent: 404 } },
    {
      method: 'PATCH',
      route: '/submissions/:id/anonymous/',
      path: (w) => `/submissions/${w.submission.id}/anonymous/`,
      body: () => ({}),
      allow: STAFF,
      deny: { student: 404, otherStudent: 404 },
    },
    { method: 'POST', route: '/submissions/:id/generatePartnerLink/', path: (w) => `/submissions/${w.openSubmissionId}/generatePartnerLink/`, ...FOR_ITS_STUDENT },
    // Anyone logged in with the link sees who is on the submission: the link is the permission.
    {
      method: 'POST',
      route: '/submissions/:id/validatePartnerLinkAndReturn/',
      path: async (w, ctx) => {
        // generatePartnerLink (called above) replaced the link: each caller gets a current one.
        w.lastToken = await linkFor(ctx.db, w.openSubmissionId);
        return `/submissions/${w.openSubmissionId}/validatePartnerLinkAndReturn/`;
      },
      body: (w) => ({ token: w.lastToken }),
      allow: [...STAFF, 'student', 'otherStudent', 'otherCourseStudent', 'otherAdmin', 'platformAdmin'],
    },
    // Joining takes a student of the course who has no submission yet; everyone else with a link gets 403.
    {
      method: 'POST',
      route: '/submissions/:id/validatePartnerLink/',
      path: async (w, ctx) => {
        const fresh = await freshOpenSubmission(w, ctx.db, [w.people.student], { isFinalized: false, graderId: null });
        w.lastToken = await linkFor(ctx.db, fresh.id);
        return `/submissions/${fresh.id}/validatePartnerLink/`;
      },
      body: (w) => ({ token: w.lastToken }),
      allow: ['otherStudent'],
      deny: { student: 400, otherCourseStudent: 403, otherAdmin: 403, platformAdmin: 403 },
    },
    {
      method: 'POST',
      route: '/submissions/:id/removePartner/',
      // Work not yet finalized: partners-on-graded-work.matrix.ts has the finalized case.
      path: async (w, ctx) => `/submissions/${(await freshOpenSubmission(w, ctx.db, [w.people.student, w.partner], { isFinalized: false, graderId: null })).id}/removePartner/`,
      body: (w) => ({ email: w.partner.email }),
      allow: ['student', 'admin'],
      deny: { otherStudent: 404 },
    },
    {
      method: 'POST',
      route: '/submissions/:id/submitRegrade/',
      path: async (w, ctx) => `/submissions/${(await freshOpenSubmission(w, ctx.db, [w.people.student])).id}/submitRegrade/`,
      body: () => ({ questionText: 'Please look again.' }),
      ...FOR_ITS_STUDENT,
    },
    {
      method: 'POST',
      route: '/submissions/:id/deleteRegrade/',
      path: async (w, ctx) =>
        `/submissions/${(await freshOpenSubmission(w, ctx.db, [w.people.student], { questionIsOpen: true, questionIsRegrade: true, questionText: 'Why?' })).id}/deleteRegrade/`,
      ...FOR_ITS_STUDENT,
    },
  ],
};
