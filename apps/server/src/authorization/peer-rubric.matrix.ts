import { rubricCategories, rubricComments, type Database } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { ADMINS, STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, type GradingWorld } from './grading-world';

// The peer rubric (docs/PEER-REVIEW.md, "The peer rubric") is read and written exactly like the assignment's: staff
// read it, admins write it (this course does not let graders edit its rubric), students 403, outsiders 404 (400 when
// the rubric object is named in a body). The rows call the rubric routes on peer categories and comments.

let sequence = 0;

async function peerCategory(db: Database, assignmentId: number) {
  const [row] = await db.insert(rubricCategories).values({ assignmentId, name: `Peer ${++sequence}`, peer: true }).returning();
  return row!;
}

async function peerComment(db: Database, assignmentId: number, categoryId: number) {
  const [row] = await db.insert(rubricComments).values({ assignmentId, categoryId, name: `peer ${++sequence}`, pointDelta: 0 }).returning();
  return row!;
}

async function createPeerRubricWorld(ctx: AppContext) {
  const world = await createGradingWorld(ctx);
  const category = await peerCategory(ctx.db, world.assignment.id);
  const comment = await peerComment(ctx.db, world.assignment.id, category.id);
  return { ...world, peerCategory: category, peerComment: comment };
}

type PeerRubricWorld = GradingWorld & { peerCategory: { id: number }; peerComment: { id: number } };

export const PEER_RUBRIC_MATRIX: MatrixSuite<PeerRubricWorld> = {
  name: 'peer rubrics',
  setup: createPeerRubricWorld,
  routes: [
    { method: 'GET', route: '/assignments/:id/peerRubric/', path: (w) => `/assignments/${w.assignment.id}/peerRubric/`, allow: STAFF },
    {
      method: 'POST',
      route: '/rubricCategories/',
      path: () => '/rubricCategories/',
      body: (w) => ({ assignment: w.assignment.id, name: `Peer matrix ${++sequence}`, peer: true }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.peerCategory.id}/`, allow: STAFF },
    { method: 'PATCH', route: '/rubricCategories/:id/', path: (w) => `/rubricCategories/${w.peerCategory.id}/`, body: () => ({ helpText: 'Be kind.' }), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/rubricCategories/:id/',
      path: async (w, ctx) => `/rubricCategories/${(await peerCategory(ctx.db, w.assignment.id)).id}/`,
      allow: ADMINS,
    },
    {
      method: 'POST',
      route: '/rubricComments/',
      path: () => '/rubricComments/',
      body: (w) => ({ category: w.peerCategory.id, pointDelta: 0, text: `Peer matrix ${++sequence}` }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/rubricComments/:id/', path: (w) => `/rubricComments/${w.peerComment.id}/`, allow: STAFF },
    { method: 'PATCH', route: '/rubricComments/:id/', path: (w) => `/rubricComments/${w.peerComment.id}/`, body: () => ({ text: 'Clear names' }), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/rubricComments/:id/',
      path: async (w, ctx) => `/rubricComments/${(await peerComment(ctx.db, w.assignment.id, w.peerCategory.id)).id}/`,
      allow: ADMINS,
    },
  ],
};
