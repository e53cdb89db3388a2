import { createFile } from '../testing/submission-factories';
import { createSubmissionTest } from '../testing/test-case-factories';
import { ITS_GRADERS, STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, freshAssignment, freshComment, freshSubmission, type GradingWorld } from './grading-world';

// Submissions and what hangs off them (files, comments, test results), against the released, finalized
// submission of `student`. `otherStudent` may not see it: for them it does not exist (404, or 400 when it is
// named in a body). Its student reads it and its parts but changes nothing (403) except feedback on comments.

const BAD_FIELD = { otherStudent: 400 } as const;
const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };

export const SUBMISSIONS_MATRIX: MatrixSuite<GradingWorld> = {
  name: 'submissions, files, comments and test results',
  setup: createGradingWorld,
  routes: [
    {
      method: 'POST',
      route: '/submissions/',
      path: () => '/submissions/',
      body: async (w, ctx) => ({ assignment: (await freshAssignment(ctx.db, w.course.id)).id, students: [w.people.student.email] }),
      allow: ['admin', 'superGrader'],
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/submissions/:id/', path: (w) => `/submissions/${w.submission.id}/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    { method: 'PATCH', route: '/submissions/:id/', path: (w) => `/submissions/${w.submission.id}/`, body: () => ({}), allow: STAFF, deny: { otherStudent: 404 } },
    {
      method: 'DELETE',
      route: '/submissions/:id/',
      path: async (w, ctx) => `/submissions/${(await freshSubmission(w, ctx.db)).id}/`,
      allow: ['admin'],
      deny: { otherStudent: 404 },
    },
    {
      method: 'GET',
      route: '/submissions/:id/history/',
      path: (w) => `/submissions/${w.submission.id}/history/`,
      allow: [...STAFF, 'student'],
      deny: { otherStudent: 404 },
    },
    {
      method: 'GET',
      route: '/submissions/:id/gradeHistory/',
      path: (w) => `/submissions/${w.submission.id}/gradeHistory/`,
      allow: STAFF,
      deny: { otherStudent: 404 },
    },
    // Files are grading work like comments (deleting one deletes its comments): the people who grade the
    // submission, not `otherSectionGrader`, while it is open; its student uploads through the upload route instead.
    {
      method: 'POST',
      route: '/files/',
      path: () => '/files/',
      body: (w) => ({ submission: w.open.submission.id, name: 'matrix.py', code: 'x = 1\n' }),
      allow: ITS_GRADERS,
      deny: { student: 400, otherStudent: 400 },
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/files/:id/', path: (w) => `/files/${w.file.id}/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    // The file's bytes: whoever may read the file, as for its JSON.
    { method: 'GET', route: '/files/:id/download/', path: (w) => `/files/${w.file.id}/download/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    {
      method: 'PATCH',
      route: '/files/:id/',
      path: (w) => `/files/${w.open.file.id}/`,
      body: () => ({}),
      allow: ITS_GRADERS,
      deny: { student: 404, otherStudent: 404 },
    },
    {
      method: 'DELETE',
      route: '/files/:id/',
      path: async (w, ctx) => `/files/${(await createFile(ctx.db, w.open.submission.id, { name: 'extra.py' })).id}/`,
      allow: ITS_GRADERS,
      deny: { student: 404, otherStudent: 404 },
    },
    // Comments are written by the people who grade the submission; `otherSectionGrader` is not one of them. They
    // are written while it is open (finalized-read-only.api.test.ts: a finalized one takes none), before its
    // student can see it.
    {
      method: 'POST',
      route: '/comments/',
      path: () => '/comments/',
      body: (w) => ({ file: w.open.file.id, text: 'Matrix', ...range }),
      allow: ITS_GRADERS,
      deny: { student: 400, otherStudent: 400 },
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/comments/:id/', path: (w) => `/comments/${w.comment.id}/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    {
      method: 'PATCH',
      route: '/comments/:id/',
      path: (w) => `/comments/${w.open.comment.id}/`,
      body: () => ({}),
      allow: ITS_GRADERS,
      deny: { student: 404, otherStudent: 404 },
    },
    {
      method: 'DELETE',
      route: '/comments/:id/',
      path: async (w, ctx) => `/comments/${(await freshComment(ctx.db, w.open.file.id)).id}/`,
      allow: ITS_GRADERS,
      deny: { student: 404, otherStudent: 404 },
    },
    {
      method: 'PATCH',
      route: '/comments/:id/feedback/',
      path: (w) => `/comments/${w.comment.id}/feedback/`,
      body: () => ({ feedback: 1 }),
      allow: ['student'],
      deny: { otherStudent: 404 },
    },
    {
      method: 'POST',
      route: '/submissionTests/',
      path: () => '/submissionTests/',
      body: (w) => ({ submission: w.submission.id, testCase: w.testCase.id, logs: 'matrix', passed: true }),
      allow: ITS_GRADERS,
      deny: BAD_FIELD,
      outsiderStatus: 400,
    },
    {
      method: 'GET',
      route: '/submissionTests/:id/',
      path: (w) => `/submissionTests/${w.submissionTest.id}/`,
      allow: [...STAFF, 'student'],
      deny: { otherStudent: 404 },
    },
    {
      method: 'PATCH',
      route: '/submissionTests/:id/',
      path: (w) => `/submissionTests/${w.submissionTest.id}/`,
      body: () => ({}),
      allow: ITS_GRADERS,
      deny: { otherStudent: 404 },
    },
    {
      method: 'DELETE',
      route: '/submissionTests/:id/',
      path: async (w, ctx) => `/submissionTests/${(await createSubmissionTest(ctx.db, w.submission.id, w.testCase.id)).id}/`,
      allow: ITS_GRADERS,
      deny: { otherStudent: 404 },
    },
  ],
};
