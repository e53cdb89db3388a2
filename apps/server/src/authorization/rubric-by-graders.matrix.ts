import { eq } from 'drizzle-orm';
import { courses } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, freshAssignment, freshRubricCategory, freshRubricComment, type GradingWorld } from './grading-world';

// The rubric writes in a course that lets its graders edit the rubric: every grader of the course may then
// write it (not only those of the student's section); students still get 403 and outsiders 404 (400 when the
// rubric object is named in a body).

async function createOpenRubricWorld(ctx: AppContext): Promise<GradingWorld> {
  const world = await createGradingWorld(ctx);
  await ctx.db.update(courses).set({ allowGradersToEditRubric: true }).where(eq(courses.id, world.course.id));
  return world;
}

let sequence = 0;

export const RUBRIC_BY_GRADERS_MATRIX: MatrixSuite<GradingWorld> = {
  name: 'rubrics graders may edit',
  setup: createOpenRubricWorld,
  routes: [
    {
      method: 'POST',
      route: '/rubricCategories/',
      path: () => '/rubricCategories/',
      body: (w) => ({ assignment: w.assignment.id, name: `Graders ${++sequence}` }),
      allow: STAFF,
      outsiderStatus: 400,
    },
    { method: 'PATCH', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.rubricCategory.id}/`, body: () => ({}), allow: STAFF },
    {
      method: 'DELETE',
      route: '/rubricCategories/:id/',
      path: async (w, ctx) => `/rubricCategories/${(await freshRubricCategory(ctx.db, w.assignment.id)).id}/`,
      allow: STAFF,
    },
    {
      method: 'POST',
      route: '/rubricComments/',
      path: () => '/rubricComments/',
      body: (w) => ({ category: w.rubricCategory.id, pointDelta: 1, text: `Graders ${++sequence}` }),
      allow: STAFF,
      outsiderStatus: 400,
    },
    { method: 'PATCH', route: '/rubricComments/:id/', path: (w) => `/rubricComments/${w.rubricComment.id}/`, body: () => ({}), allow: STAFF },
    {
      method: 'DELETE',
      route: '/rubricComments/:id/',
      path: async (w, ctx) => `/rubricComments/${(await freshRubricComment(ctx.db, w.assignment.id, w.rubricCategory.id)).id}/`,
      allow: STAFF,
    },
    {
      method: 'POST',
      route: '/rubricComments/:id/gradeImpact/',
      path: (w) => `/rubricComments/${w.rubricComment.id}/gradeImpact/`,
      body: () => ({ change: { pointDelta: 2 } }),
      allow: STAFF,
    },
    {
      method: 'POST',
      route: '/assignments/:id/rubric/import/',
      path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/rubric/import/`,
      body: () => ({ rubricCategories: [{ name: 'Imported', rubricComments: [{ text: 'Imported', pointDelta: 1 }] }] }),
      allow: STAFF,
    },
  ],
};
