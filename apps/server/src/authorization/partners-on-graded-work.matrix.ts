import type { Persona } from './matrix-world';
import { STAFF, type MatrixSuite } from './matrix-route';
import { createReviewWorld, freshOpenSubmission, linkFor, type ReviewWorld } from './review.matrix';

// Partner changes on finalized work (docs/PRODUCT.md §7): no student makes a link, joins with one made earlier,
// leaves or removes a partner, on an assignment still open for uploads; a course admin still removes a student
// (their change, on the record). Everyone holding a good link to graded work is told why it no longer works (400).

const HOLDERS_OF_A_LINK: Persona[] = [...STAFF, 'student', 'otherStudent', 'otherCourseStudent', 'otherAdmin', 'platformAdmin'];
const TOLD_WHY = Object.fromEntries(HOLDERS_OF_A_LINK.map((persona) => [persona, 400])) as Partial<Record<Persona, number>>;

/** A finalized submission of `student` on a fresh assignment open for uploads, with a link made before it was finalized. */
async function gradedWithLink(w: ReviewWorld, db: Parameters<typeof linkFor>[0]) {
  const graded = await freshOpenSubmission(w, db, [w.people.student]);
  w.lastToken = await linkFor(db, graded.id);
  return graded.id;
}

export const PARTNERS_ON_GRADED_WORK_MATRIX: MatrixSuite<ReviewWorld> = {
  name: 'partner changes on finalized work',
  setup: createReviewWorld,
  routes: [
    {
      method: 'POST',
      route: '/submissions/:id/generatePartnerLink/',
      path: async (w, ctx) => `/submissions/${(await freshOpenSubmission(w, ctx.db, [w.people.student])).id}/generatePartnerLink/`,
      allow: [],
      deny: { student: 400, otherStudent: 404 },
    },
    {
      method: 'POST',
      route: '/submissions/:id/validatePartnerLinkAndReturn/',
      path: async (w, ctx) => `/submissions/${await gradedWithLink(w, ctx.db)}/validatePartnerLinkAndReturn/`,
      body: (w) => ({ token: w.lastToken }),
      allow: [],
      deny: TOLD_WHY,
    },
    {
      method: 'POST',
      route: '/submissions/:id/validatePartnerLink/',
      path: async (w, ctx) => `/submissions/${await gradedWithLink(w, ctx.db)}/validatePartnerLink/`,
      body: (w) => ({ token: w.lastToken }),
      allow: [],
      deny: TOLD_WHY,
    },
    {
      method: 'POST',
      route: '/submissions/:id/removePartner/',
      path: async (w, ctx) => `/submissions/${(await freshOpenSubmission(w, ctx.db, [w.people.student, w.partner])).id}/removePartner/`,
      body: (w) => ({ email: w.partner.email }),
      allow: ['admin'],
      deny: { student: 400, otherStudent: 404 },
    },
  ],
};
