import { ADMINS, STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, freshAssignment, freshRubricCategory, freshRubricComment, type GradingWorld } from './grading-world';

// Rubrics: the course staff read them, admins write them (the course does not let graders edit its rubric).
// A category or assignment named in a body that the caller cannot see is a bad field (400).

let sequence = 0;

const IMPORTED = {
  rubricCategories: [{ name: 'Imported', rubricComments: [{ text: 'Imported comment', pointDelta: 1 }] }],
};

export const RUBRIC_MATRIX: MatrixSuite<GradingWorld> = {
  name: 'rubrics',
  setup: createGradingWorld,
  routes: [
    {
      method: 'POST',
      route: '/rubricCategories/',
      path: () => '/rubricCategories/',
      body: (w) => ({ assignment: w.assignment.id, name: `Matrix ${++sequence}` }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.rubricCategory.id}/`, allow: STAFF },
    { method: 'PATCH', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.rubricCategory.id}/`, body: () => ({}), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/rubricCategories/:id/',
      path: async (w, ctx) => `/rubricCategories/${(await freshRubricCategory(ctx.db, w.assignment.id)).id}/`,
      allow: ADMINS,
    },
    {
      method: 'POST',
      route: '/rubricComments/',
      path: () => '/rubricComments/',
      body: (w) => ({ category: w.rubricCategory.id, pointDelta: 1, text: 'Matrix' }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/rubricComments/:id/', path: (w) => `/rubricComments/${w.rubricComment.id}/`, allow: STAFF },
    { method: 'PATCH', route: '/rubricComments/:id/', path: (w) => `/rubricComments/${w.rubricComment.id}/`, body: () => ({}), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/rubricComments/:id/',
      path: async (w, ctx) => `/rubricComments/${(await freshRubricComment(ctx.db, w.assignment.id, w.rubricCategory.id)).id}/`,
      allow: ADMINS,
    },
    {
      method: 'POST',
      route: '/rubricComments/:id/gradeImpact/',
      path: (w) => `/rubricComments/${w.rubricComment.id}/gradeImpact/`,
      body: () => ({ change: { pointDelta: 2 } }),
      allow: ADMINS,
    },
    { method: 'GET', route: '/rubricComments/:id/comments/', path: (w) => `/rubricComments/${w.rubricComment.id}/comments/`, allow: STAFF },
    { method: 'GET', route: '/rubricComments/:id/feedbackScore/', path: (w) => `/rubricComments/${w.rubricComment.id}/feedbackScore/`, allow: STAFF },
    { method: 'GET', route: '/assignments/:id/rubric/', path: (w) => `/assignments/${w.assignment.id}/rubric/`, allow: STAFF },
    { method: 'GET', route: '/assignments/:id/rubric/export/', path: (w) => `/assignments/${w.assignment.id}/rubric/export/`, allow: STAFF },
    // Into an assignment without a rubric, made for each call.
    {
      method: 'POST',
      route: '/assignments/:id/rubric/import/',
      path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/rubric/import/`,
      body: () => IMPORTED,
      allow: ADMINS,
    },
  ],
};
