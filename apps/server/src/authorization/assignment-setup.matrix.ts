import { createTestCase, createTestCategory } from '../testing/test-case-factories';
import { ADMINS, EVERY_MEMBER, STAFF, type MatrixSuite } from './matrix-route';
import { createGradingWorld, freshFileTemplate, type GradingWorld } from './grading-world';

// What an assignment is set up with: file templates (members read them: students start from them) and tests
// (staff read them; admins write both). An assignment or category named in a body that the caller cannot see
// is a bad field (400).

let sequence = 0;

export const ASSIGNMENT_SETUP_MATRIX: MatrixSuite<GradingWorld> = {
  name: 'file templates and tests',
  setup: createGradingWorld,
  routes: [
    {
      method: 'POST',
      route: '/fileTemplates/',
      path: () => '/fileTemplates/',
      body: (w) => ({ assignment: w.assignment.id, name: `matrix${++sequence}.py` }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/fileTemplates/:id/', path: (w) => `/fileTemplates/${w.fileTemplate.id}/`, allow: EVERY_MEMBER },
    { method: 'PATCH', route: '/fileTemplates/:id/', path: (w) => `/fileTemplates/${w.fileTemplate.id}/`, body: () => ({}), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/fileTemplates/:id/',
      path: async (w, ctx) => `/fileTemplates/${(await freshFileTemplate(ctx.db, w.assignment.id)).id}/`,
      allow: ADMINS,
    },
    {
      method: 'POST',
      route: '/testCategories/',
      path: () => '/testCategories/',
      body: (w) => ({ assignment: w.assignment.id, name: `Matrix ${++sequence}` }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/testCategories/:id/', path: (w) => `/testCategories/${w.testCategory.id}/`, allow: STAFF },
    { method: 'PATCH', route: '/testCategories/:id/', path: (w) => `/testCategories/${w.testCategory.id}/`, body: () => ({}), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/testCategories/:id/',
      path: async (w, ctx) => `/testCategories/${(await createTestCategory(ctx.db, w.assignment.id)).id}/`,
      allow: ADMINS,
    },
    {
      method: 'POST',
      route: '/testCases/',
      path: () => '/testCases/',
      body: (w) => ({ testCategory: w.testCategory.id, description: 'matrix' }),
      allow: ADMINS,
      outsiderStatus: 400,
    },
    { method: 'GET', route: '/testCases/:id/', path: (w) => `/testCases/${w.testCase.id}/`, allow: STAFF },
    { method: 'PATCH', route: '/testCases/:id/', path: (w) => `/testCases/${w.testCase.id}/`, body: () => ({}), allow: ADMINS },
    {
      method: 'DELETE',
      route: '/testCases/:id/',
      path: async (w, ctx) => `/testCases/${(await createTestCase(ctx.db, w.testCategory.id)).id}/`,
      allow: ADMINS,
    },
  ],
};
