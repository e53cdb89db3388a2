import type { AppContext } from '../core/app-context';
import { createSubmission } from '../testing/submission-factories';
import { createCompletedCheck } from '../testing/similarity-factories';
import { createGradingWorld, freshAssignment, type GradingWorld } from './grading-world';
import { ADMINS, type MatrixSuite } from './matrix-route';
import type { Persona } from './matrix-world';

// Similarity checks against the grading world: its assignment has a complete check with one pair (the world's
// submission and one of `otherStudent`). Course admins and super graders start, read, update, review and export
// checks; graders and students get 403, outsiders 404. Starting and updating make a fresh assignment (or check)
// for each caller, since an assignment runs one check at a time.

type SimilarityWorld = GradingWorld & { checkId: number; pairId: number };

async function setup(ctx: AppContext): Promise<SimilarityWorld> {
  const world = await createGradingWorld(ctx);
  const other = await createSubmission(ctx.db, world.assignment.id, { students: [world.people.otherStudent], isFinalized: true });
  const { check, pairs } = await createCompletedCheck(ctx.db, world.assignment.id, [world.submission.id, other.id], [{ a: world.submission.id, b: other.id, similarity: 0.9 }]);
  return { ...world, checkId: check.id, pairId: pairs[0]!.id };
}

async function freshCheck(w: SimilarityWorld, ctx: AppContext): Promise<number> {
  const assignment = await freshAssignment(ctx.db, w.course.id);
  return (await createCompletedCheck(ctx.db, assignment.id, [])).check.id;
}

const CHECKERS: Persona[] = [...ADMINS, 'superGrader'];

export const SIMILARITY_MATRIX: MatrixSuite<SimilarityWorld> = {
  name: 'similarity checks',
  setup,
  routes: [
    {
      method: 'POST',
      route: '/assignments/:id/similarityChecks/',
      path: async (w, ctx) => `/assignments/${(await freshAssignment(ctx.db, w.course.id)).id}/similarityChecks/`,
      body: () => ({}),
      allow: CHECKERS,
    },
    { method: 'GET', route: '/assignments/:id/similarityChecks/', path: (w) => `/assignments/${w.assignment.id}/similarityChecks/`, allow: CHECKERS },
    { method: 'GET', route: '/similarityChecks/:id/', path: (w) => `/similarityChecks/${w.checkId}/`, allow: CHECKERS },
    { method: 'POST', route: '/similarityChecks/:id/update/', path: async (w, ctx) => `/similarityChecks/${await freshCheck(w, ctx)}/update/`, allow: CHECKERS },
    { method: 'GET', route: '/similarityChecks/:id/pairs/', path: (w) => `/similarityChecks/${w.checkId}/pairs/`, allow: CHECKERS },
    { method: 'GET', route: '/similarityChecks/:id/groups/', path: (w) => `/similarityChecks/${w.checkId}/groups/?minSimilarity=0.05`, allow: CHECKERS },
    { method: 'GET', route: '/similarityChecks/:id/flagged/', path: (w) => `/similarityChecks/${w.checkId}/flagged/`, allow: CHECKERS },
    { method: 'GET', route: '/similarityPairs/:id/', path: (w) => `/similarityPairs/${w.pairId}/`, allow: CHECKERS },
    { method: 'PATCH', route: '/similarityPairs/:id/', path: (w) => `/similarityPairs/${w.pairId}/`, body: () => ({ status: 'reviewed', note: 'Matrix' }), allow: CHECKERS },
  ],
};
