import { PERSONAS, createMatrixWorld, type Persona } from './matrix-world';
import type { MatrixSuite } from './matrix-route';

// Routes about the caller themself (their account, their courses, their organization list): every signed-in
// caller gets an answer about themself, anonymous callers 401. Creating a course needs canCreateCourses,
// which the world's `admin` and `otherAdmin` have.

const SIGNED_IN: Persona[] = PERSONAS.filter((persona) => persona !== 'anonymous');
let sequence = 0;

export const CALLER_MATRIX: MatrixSuite = {
  name: "the caller's own account and courses",
  setup: createMatrixWorld,
  routes: [
    { method: 'GET', route: '/users/me/', path: () => '/users/me/', allow: SIGNED_IN },
    { method: 'PATCH', route: '/users/me/', path: () => '/users/me/', body: () => ({}), allow: SIGNED_IN },
    { method: 'GET', route: '/registration/current_user/', path: () => '/registration/current_user/', allow: SIGNED_IN },
    { method: 'GET', route: '/organizations/', path: () => '/organizations/', allow: SIGNED_IN },
    { method: 'GET', route: '/courses/', path: () => '/courses/', allow: SIGNED_IN },
    { method: 'GET', route: '/courses/mine/', path: () => '/courses/mine/', allow: SIGNED_IN },
    {
      method: 'POST',
      route: '/courses/',
      path: () => '/courses/',
      body: () => ({ name: `Matrix course ${++sequence}`, period: 'Fall 2026' }),
      allow: ['admin', 'otherAdmin'],
      deny: { otherCourseStudent: 403, platformAdmin: 403 },
    },
  ],
};
