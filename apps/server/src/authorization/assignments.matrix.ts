import { peerReviews, type Database } from '@marginalia/db';
import { createAssignment } from '../testing/submission-factories';
import { ADMINS, EVERY_MEMBER, STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, freshAssignment, freshQueue, type GradingWorld } from './grading-world';
import { importOneCanvasSubmission, uploadOneFile } from './multipart-upload';

// Assignments, their submission list, the grading queue and the exports, against the grading world.

const assignment = (w: GradingWorld) => `/assignments/${w.assignment.id}`;

/** The id of the world's one peer review (otherStudent reviews the student's submission), made on first use. */
async function matrixPeerReview(w: GradingWorld, db: Database): Promise<number> {
  const [row] = await db
    .insert(peerReviews)
    .values({ assignmentId: w.assignment.id, reviewerId: w.people.otherStudent.id, submissionId: w.submission.id, ordinal: 1 })
    .onConflictDoUpdate({ target: [peerReviews.reviewerId, peerReviews.submissionId], set: { ordinal: 1 } })
    .returning({ id: peerReviews.id });
  return row!.id;
}
let sequence = 0;

export const ASSIGNMENTS_MATRIX: MatrixSuite<GradingWorld> = {
  name: 'assignments',
  setup: createGradingWorld,
  routes: [
    {
      method: 'POST',
      route: '/assignments/',
      path: () => '/assignments/',
      body: (w) => ({ course: w.course.id, name: `Matrix new ${++sequence}` }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/assignments/:id/', path: (w) => `${assignment(w)}/`, allow: EVERY_MEMBER },
    { method: 'PATCH', route: '/assignments/:id/', path: (w) => `${assignment(w)}/`, body: () => ({}), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/assignments/:id/',
      path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/`,
      allow: ADMINS,
    },
    // A student may list only their own submission, by naming themself.
    {
      method: 'GET',
      route: '/assignments/:id/submissions/',
      path: (w) => `${assignment(w)}/submissions/?student=${encodeURIComponent(w.people.student.email)}`,
      allow: [...STAFF, 'student'],
    },
    // Claiming is for the course's graders: a platform admin is not one. Each call finds one submission waiting, so
    // that a success claims it and records the claim (an empty queue answers 204 and records nothing).
    {
      method: 'POST',
      route: '/assignments/:id/claim/',
      path: async (w, ctx) => `/assignments/${(await freshQueue(w, ctx.db)).id}/claim/`,
      allow: ['admin', 'grader', 'otherSectionGrader', 'superGrader'],
    },
    // Reading which submission a claim would take: whoever may claim (it claims nothing).
    {
      method: 'GET',
      route: '/assignments/:id/queueNext/',
      path: async (w, ctx) => `/assignments/${(await freshQueue(w, ctx.db)).id}/queueNext/`,
      allow: ['admin', 'grader', 'otherSectionGrader', 'superGrader'],
    },
    { method: 'GET', route: '/assignments/:id/queueLength/', path: (w) => `${assignment(w)}/queueLength/`, allow: STAFF },
    { method: 'GET', route: '/assignments/:id/statistics/', path: (w) => `${assignment(w)}/statistics/`, allow: STAFF },
    { method: 'GET', route: '/assignments/:id/publication/', path: (w) => `${assignment(w)}/publication/`, allow: ADMINS },
    // Peer review: staff read the stage and the allocation, admins change it; opening a stage that is off and closing
    // one that is not open are the admin's 400 (openings that work are in modules/peer-review/).
    { method: 'GET', route: '/assignments/:id/peerReview/', path: (w) => `${assignment(w)}/peerReview/`, allow: STAFF },
    { method: 'PATCH', route: '/assignments/:id/peerReview/', path: (w) => `${assignment(w)}/peerReview/`, body: () => ({ minComments: 1 }), allow: ADMINS },
    { method: 'POST', route: '/assignments/:id/peerReview/open/', path: (w) => `${assignment(w)}/peerReview/open/`, allow: [], deny: { admin: 400 } },
    { method: 'POST', route: '/assignments/:id/peerReview/close/', path: (w) => `${assignment(w)}/peerReview/close/`, allow: [], deny: { admin: 400 } },
    { method: 'GET', route: '/assignments/:id/peerReviews/', path: (w) => `${assignment(w)}/peerReviews/`, allow: STAFF },
    { method: 'GET', route: '/assignments/:id/peerReviews/grading/', path: (w) => `${assignment(w)}/peerReviews/grading/`, allow: STAFF },
    // A review's grade: course admins only. The world's review (otherStudent reviews the student's submission) is
    // made on first use; grading it again is allowed.
    {
      method: 'PATCH',
      route: '/peerReviews/:id/grade/',
      path: async (w, ctx) => `/peerReviews/${await matrixPeerReview(w, ctx.db)}/grade/`,
      body: () => ({ grade: 50 }),
      allow: ADMINS,
    },
    { method: 'GET', route: '/assignments/:id/peerReviews/csv/', path: (w) => `${assignment(w)}/peerReviews/csv/`, allow: STAFF },
    // Uploading an allocation before the review opens is the admin's 400 (uploads that work: peer-review/import.api.test.ts).
    { method: 'POST', route: '/assignments/:id/peerReviews/import/', path: (w) => `${assignment(w)}/peerReviews/import/`, body: () => ({ rows: [] }), allow: [], deny: { admin: 400 } },
    // Adding a review for someone who is not a student of the course is the admin's 400 (additions that work are in
    // modules/peer-review/edits.api.test.ts).
    {
      method: 'POST',
      route: '/assignments/:id/peerReviews/',
      path: (w) => `${assignment(w)}/peerReviews/`,
      body: () => ({ reviewer: 'not-a-student@example.edu', submission: 1 }),
      allow: [],
      deny: { admin: 400 },
    },
    // "Send grades now": the course is linked to no LMS course, so the admin's call is a 400.
    { method: 'POST', route: '/assignments/:id/lti/grades/', path: (w) => `${assignment(w)}/lti/grades/`, allow: [], deny: { admin: 400 } },
    { method: 'GET', route: '/assignments/:id/submissionOverview/', path: (w) => `${assignment(w)}/submissionOverview/`, allow: STAFF },
    // Revealing names under anonymous grading: the world's graders both lead a section, so every member of staff
    // may; a plain grader's 403 is in anonymity.api.test.ts.
    { method: 'GET', route: '/assignments/:id/anonymity/', path: (w) => `${assignment(w)}/anonymity/`, allow: STAFF },
    { method: 'PUT', route: '/assignments/:id/anonymity/', path: (w) => `${assignment(w)}/anonymity/`, allow: STAFF },
    { method: 'DELETE', route: '/assignments/:id/anonymity/', path: (w) => `${assignment(w)}/anonymity/`, allow: STAFF },
    // Students upload their own work; admins upload for students. Into a fresh open assignment for each call.
    {
      method: 'POST',
      route: '/assignments/:id/upload/',
      path: async (w, ctx) => {
        const open = await createAssignment(ctx.db, w.course.id, { isVisible: true, allowStudentUpload: true, name: `Matrix upload ${++sequence}` });
        return `/assignments/${open.id}/upload/`;
      },
      raw: (w) => uploadOneFile(w.people.student.email),
      allow: [...ADMINS, 'student', 'otherStudent'],
    },
    // An LMS's "download all submissions" zip, imported by admins into a fresh assignment for each call.
    {
      method: 'POST',
      route: '/assignments/:id/importSubmissions/',
      path: async (w, ctx) => `/assignments/${(await createAssignment(ctx.db, w.course.id, { name: `Matrix import ${++sequence}` })).id}/importSubmissions/`,
      raw: (w) => importOneCanvasSubmission(w.people.student.email),
      allow: ADMINS,
    },
    { method: 'GET', route: '/assignments/:id/exportGrades/', path: (w) => `${assignment(w)}/exportGrades/`, allow: ADMINS },
    { method: 'GET', route: '/assignments/:id/downloadSubmissions/', path: (w) => `${assignment(w)}/downloadSubmissions/`, allow: ADMINS },
  ],
};
