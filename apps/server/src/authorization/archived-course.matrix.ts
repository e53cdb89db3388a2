import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { createFile } from '../testing/submission-factories';
import { createSubmissionTest, createTestCase, createTestCategory } from '../testing/test-case-factories';
import { createGradingWorld, freshAssignment, freshComment, freshFileTemplate, freshRubricCategory, freshRubricComment, freshSubmission, type GradingWorld } from './grading-world';
import { ADMINS, ITS_GRADERS, STAFF, type MatrixRoute, type MatrixSuite } from './matrix-route';
import type { Persona } from './matrix-world';
import { uploadOneFile } from './multipart-upload';

// The grading world once its course is archived: it is read-only. Whoever could write gets 400 "The Course is
// archived and cannot be edited."; everyone else gets what they got before (403, 404, 401). Reads still work.

async function createArchivedWorld(ctx: AppContext): Promise<GradingWorld> {
  const world = await createGradingWorld(ctx);
  await ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, world.course.id));
  return world;
}

/** A write route as the archived course answers it: its writers get 400 instead of a 2xx. */
function refused(route: Omit<MatrixRoute<GradingWorld>, 'allow'> & { writers: Persona[] }): MatrixRoute<GradingWorld> {
  const { writers, ...rest } = route;
  return { ...rest, allow: [], deny: { ...rest.deny, ...Object.fromEntries(writers.map((p) => [p, 400])) } };
}

const range = { startChar: 0, endChar: 1, startLine: 0, endLine: 0 };
let sequence = 0;

export const ARCHIVED_COURSE_MATRIX: MatrixSuite<GradingWorld> = {
  name: 'an archived course',
  setup: createArchivedWorld,
  routes: [
    { method: 'GET', route: '/assignments/:id/', path: (w) => `/assignments/${w.assignment.id}/`, allow: [...STAFF, 'student', 'otherStudent'] },
    { method: 'GET', route: '/submissions/:id/', path: (w) => `/submissions/${w.submission.id}/`, allow: [...STAFF, 'student'], deny: { otherStudent: 404 } },
    refused({ method: 'POST', route: '/assignments/', path: () => '/assignments/', body: (w) => ({ course: w.course.id, name: `Archived ${++sequence}` }), writers: ADMINS, outsiderStatus: 400 }),
    refused({ method: 'PATCH', route: '/assignments/:id/', path: (w) => `/assignments/${w.assignment.id}/`, body: () => ({}), writers: ADMINS }),
    refused({ method: 'DELETE', route: '/assignments/:id/', path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/`, writers: ADMINS }),
    refused({
      method: 'POST',
      route: '/assignments/:id/upload/',
      path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/upload/`,
      raw: (w) => uploadOneFile(w.people.student.email),
      writers: [...ADMINS, 'student', 'otherStudent'],
    }),
    refused({ method: 'POST', route: '/assignments/:id/claim/', path: (w) => `/assignments/${w.assignment.id}/claim/`, writers: ['admin', 'grader', 'otherSectionGrader', 'superGrader'] }),
    refused({
      method: 'POST',
      route: '/assignments/:id/rubric/import/',
      path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/rubric/import/`,
      body: () => ({ rubricCategories: [{ name: 'Imported' }] }),
      writers: ADMINS,
    }),
    refused({ method: 'POST', route: '/rubricCategories/', path: () => '/rubricCategories/', body: (w) => ({ assignment: w.assignment.id, name: `Archived ${++sequence}` }), writers: ADMINS, outsiderStatus: 400 }),
    refused({ method: 'PATCH', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.rubricCategory.id}/`, body: () => ({}), writers: ADMINS }),
    refused({ method: 'DELETE', route: '/rubricCategories/:id/', path: async (w, ctx) => `/rubricCategories/${(await freshRubricCategory(ctx.db, w.assignment.id)).id}/`, writers: ADMINS }),
    refused({ method: 'POST', route: '/rubricComments/', path: () => '/rubricComments/', body: (w) => ({ category: w.rubricCategory.id, pointDelta: 1 }), writers: ADMINS, outsiderStatus: 400 }),
    refused({ method: 'PATCH', route: '/rubricComments/:id/', path: (w) => `/rubricComments/${w.rubricComment.id}/`, body: () => ({}), writers: ADMINS }),
    refused({
      method: 'DELETE',
      route: '/rubricComments/:id/',
      path: async (w, ctx) => `/rubricComments/${(await freshRubricComment(ctx.db, w.assignment.id, w.rubricCategory.id)).id}/`,
      writers: ADMINS,
    }),
    refused({ method: 'POST', route: '/fileTemplates/', path: () => '/fileTemplates/', body: (w) => ({ assignment: w.assignment.id, name: 'a.py' }), writers: ADMINS, outsiderStatus: 400 }),
    refused({ method: 'PATCH', route: '/fileTemplates/:id/', path: (w) => `/fileTemplates/${w.fileTemplate.id}/`, body: () => ({}), writers: ADMINS }),
    refused({ method: 'DELETE', route: '/fileTemplates/:id/', path: async (w, ctx) => `/fileTemplates/${(await freshFileTemplate(ctx.db, w.assignment.id)).id}/`, writers: ADMINS }),
    refused({ method: 'POST', route: '/testCategories/', path: () => '/testCategories/', body: (w) => ({ assignment: w.assignment.id, name: `Archived ${++sequence}` }), writers: ADMINS, outsiderStatus: 400 }),
    refused({ method: 'PATCH', route: '/testCategories/:id/', path: (w) => `/testCategories/${w.testCategory.id}/`, body: () => ({}), writers: ADMINS }),
    refused({ method: 'DELETE', route: '/testCategories/:id/', path: async (w, ctx) => `/testCategories/${(await createTestCategory(ctx.db, w.assignment.id)).id}/`, writers: ADMINS }),
    refused({ method: 'POST', route: '/testCases/', path: () => '/testCases/', body: (w) => ({ testCategory: w.testCategory.id }), writers: ADMINS, outsiderStatus: 400 }),
    refused({ method: 'PATCH', route: '/testCases/:id/', path: (w) => `/testCases/${w.testCase.id}/`, body: () => ({}), writers: ADMINS }),
    refused({ method: 'DELETE', route: '/testCases/:id/', path: async (w, ctx) => `/testCases/${(await createTestCase(ctx.db, w.testCategory.id)).id}/`, writers: ADMINS }),
    refused({
      method: 'POST',
      route: '/submissions/',
      path: () => '/submissions/',
      body: async (w, ctx) => ({ assignment: (await freshAssignment(ctx.db, w.course.id)).id, students: [w.people.student.email] }),
      writers: ['admin', 'superGrader'],
      outsiderStatus: 400,
    }),
    refused({ method: 'PATCH', route: '/submissions/:id/', path: (w) => `/submissions/${w.submission.id}/`, body: () => ({}), writers: STAFF, deny: { otherStudent: 404 } }),
    refused({ method: 'DELETE', route: '/submissions/:id/', path: async (w, ctx) => `/submissions/${(await freshSubmission(w, ctx.db)).id}/`, writers: ADMINS, deny: { otherStudent: 404 } }),
    refused({
      method: 'POST',
      route: '/files/',
      path: () => '/files/',
      body: (w) => ({ submission: w.submission.id, name: 'b.py' }),
      writers: ITS_GRADERS,
      deny: { otherStudent: 400 },
      outsiderStatus: 400,
    }),
    refused({ method: 'PATCH', route: '/files/:id/', path: (w) => `/files/${w.file.id}/`, body: () => ({}), writers: ITS_GRADERS, deny: { otherStudent: 404 } }),
    refused({ method: 'DELETE', route: '/files/:id/', path: async (w, ctx) => `/files/${(await createFile(ctx.db, w.submission.id)).id}/`, writers: ITS_GRADERS, deny: { otherStudent: 404 } }),
    refused({
      method: 'POST',
      route: '/comments/',
      path: () => '/comments/',
      body: (w) => ({ file: w.file.id, text: 'Archived', ...range }),
      writers: ITS_GRADERS,
      deny: { otherStudent: 400 },
      outsiderStatus: 400,
    }),
    refused({ method: 'PATCH', route: '/comments/:id/', path: (w) => `/comments/${w.comment.id}/`, body: () => ({}), writers: ITS_GRADERS, deny: { otherStudent: 404 } }),
    refused({ method: 'DELETE', route: '/comments/:id/', path: async (w, ctx) => `/comments/${(await freshComment(ctx.db, w.file.id)).id}/`, writers: ITS_GRADERS, deny: { otherStudent: 404 } }),
    refused({ method: 'PATCH', route: '/comments/:id/feedback/', path: (w) => `/comments/${w.comment.id}/feedback/`, body: () => ({ feedback: 1 }), writers: ['student'], deny: { otherStudent: 404 } }),
    refused({
      method: 'POST',
      route: '/submissionTests/',
      path: () => '/submissionTests/',
      body: (w) => ({ submission: w.submission.id, testCase: w.testCase.id, logs: '', passed: true }),
      writers: ITS_GRADERS,
      deny: { otherStudent: 400 },
      outsiderStatus: 400,
    }),
    refused({ method: 'PATCH', route: '/submissionTests/:id/', path: (w) => `/submissionTests/${w.submissionTest.id}/`, body: () => ({}), writers: ITS_GRADERS, deny: { otherStudent: 404 } }),
    refused({
      method: 'DELETE',
      route: '/submissionTests/:id/',
      path: async (w, ctx) => `/submissionTests/${(await createSubmissionTest(ctx.db, w.submission.id, w.testCase.id)).id}/`,
      writers: ITS_GRADERS,
      deny: { otherStudent: 404 },
    }),
    refused({
      method: 'POST',
      route: '/submissions/:id/results/',
      path: (w) => `/submissions/${w.submission.id}/results/`,
      body: () => ({ tests: [{ name: 'archived', score: 1, max_score: 1 }] }),
      writers: ITS_GRADERS,
      deny: { otherStudent: 404 },
    }),
    refused({
      method: 'PUT',
      route: '/assignments/:id/leaderboard/name/',
      path: (w) => `/assignments/${w.assignment.id}/leaderboard/name/`,
      body: () => ({ name: `Archived ${++sequence}` }),
      writers: ['student', 'otherStudent'],
    }),
  ],
};
