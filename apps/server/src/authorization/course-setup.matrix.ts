import { sections } from '@marginalia/db';
import type { AppContext } from '../core/app-context';
import { ADMINS, EVERY_MEMBER, STAFF, type MatrixRoute, type MatrixSuite } from './matrix-route';
import { createMatrixWorld, type MatrixWorld } from './matrix-world';

// The course and section routes: a course with two sections, `grader` leading the student's.

const course = (w: MatrixWorld) => `/courses/${w.course.id}`;
let uniqueName = 0;
const freshName = () => `M${++uniqueName}`;

/** A section made just for one call (for DELETE, which would otherwise only succeed once). */
async function freshSection(world: MatrixWorld, ctx: AppContext) {
  const [row] = await ctx.db.insert(sections).values({ courseId: world.course.id, name: freshName() }).returning();
  return `/sections/${row!.id}/`;
}

export const COURSE_SETUP_ROUTES: MatrixRoute[] = [
  { method: 'GET', route: '/courses/:id/', path: (w) => `${course(w)}/`, allow: EVERY_MEMBER },
  { method: 'PATCH', route: '/courses/:id/', path: (w) => `${course(w)}/`, body: () => ({}), allow: ADMINS },
  { method: 'DELETE', route: '/courses/:id/', path: (w) => `${course(w)}/`, allow: [] },
  { method: 'GET', route: '/courses/:id/courseSettings/', path: (w) => `${course(w)}/courseSettings/`, allow: EVERY_MEMBER },
  { method: 'PATCH', route: '/courses/:id/courseSettings/', path: (w) => `${course(w)}/courseSettings/`, body: () => ({}), allow: ADMINS },
  { method: 'POST', route: '/courses/:id/regenerateInviteCode/', path: (w) => `${course(w)}/regenerateInviteCode/`, allow: ADMINS },
  { method: 'GET', route: '/courses/:id/roster/', path: (w) => `${course(w)}/roster/`, allow: ADMINS },
  { method: 'PATCH', route: '/courses/:id/roster/', path: (w) => `${course(w)}/roster/`, body: () => ({}), allow: ADMINS },
  {
    method: 'POST',
    route: '/courses/:id/addToRoster/',
    path: (w) => `${course(w)}/addToRoster/`,
    body: () => ({ students: [`matrix-${freshName()}@example.edu`] }),
    allow: ADMINS,
  },
  { method: 'POST', route: '/courses/:id/removeFromRoster/', path: (w) => `${course(w)}/removeFromRoster/`, body: () => ({}), allow: ADMINS },
  { method: 'GET', route: '/courses/:id/rosterMap/', path: (w) => `${course(w)}/rosterMap/`, allow: ADMINS },
  { method: 'PATCH', route: '/courses/:id/rosterMap/', path: (w) => `${course(w)}/rosterMap/`, body: () => ({}), allow: ADMINS },
  {
    method: 'POST',
    route: '/courses/:id/importRoster/',
    path: (w) => `${course(w)}/importRoster/`,
    // Applied rather than previewed: a success must leave its roster.changed event (a preview records none,
    // which roster/audit-events.api.test.ts checks).
    body: () => ({ rows: [{ email: `matrix-import-${freshName()}@example.edu`, role: 'student' }] }),
    allow: ADMINS,
  },
  { method: 'POST', route: '/courses/:id/sendInvitations/', path: (w) => `${course(w)}/sendInvitations/`, body: () => ({ all: true }), allow: ADMINS },
  // LMS roster sync: this course is linked to no LMS course, so its admin's preview and sync are a 400 (the admin's
  // successes, against the LMS simulator, are in modules/lti/sync.api.test.ts).
  { method: 'GET', route: '/courses/:id/lti/sync/', path: (w) => `${course(w)}/lti/sync/`, allow: ADMINS },
  { method: 'GET', route: '/courses/:id/lti/sync/preview/', path: (w) => `${course(w)}/lti/sync/preview/`, allow: [], deny: { admin: 400 } },
  { method: 'POST', route: '/courses/:id/lti/sync/', path: (w) => `${course(w)}/lti/sync/`, allow: [], deny: { admin: 400 } },
  // Its LMS link: shown to admins; moving it to itself or unlinking a course that has none is the admin's 400 (moves
  // and unlinks that work are in modules/lti/course-link.api.test.ts).
  { method: 'GET', route: '/courses/:id/lti/link/', path: (w) => `${course(w)}/lti/link/`, allow: ADMINS },
  { method: 'PUT', route: '/courses/:id/lti/link/', path: (w) => `${course(w)}/lti/link/`, body: (w) => ({ courseId: w.course.id }), allow: [], deny: { admin: 400 } },
  { method: 'DELETE', route: '/courses/:id/lti/link/', path: (w) => `${course(w)}/lti/link/`, allow: [], deny: { admin: 400 } },
  // Its grades in the LMS gradebook: shown to admins (empty, as the course is linked to none; passbacks that work are
  // in modules/lti/passback.api.test.ts).
  { method: 'GET', route: '/courses/:id/lti/grades/', path: (w) => `${course(w)}/lti/grades/`, allow: ADMINS },
  { method: 'GET', route: '/courses/:id/assignments/', path: (w) => `${course(w)}/assignments/`, allow: EVERY_MEMBER },
  // The student console's view of the course: for its students only.
  { method: 'GET', route: '/courses/:id/studentAssignments/', path: (w) => `${course(w)}/studentAssignments/`, allow: ['student', 'otherStudent'] },
  { method: 'GET', route: '/courses/:id/exportGrades/', path: (w) => `${course(w)}/exportGrades/`, allow: ADMINS },
  // The consoles' regrade inbox: what each member of staff finds in it is checked in regrades/regrade-inbox.api.test.ts.
  { method: 'GET', route: '/courses/:id/regradeRequests/', path: (w) => `${course(w)}/regradeRequests/`, allow: STAFF },
  { method: 'GET', route: '/courses/:id/regradeRequestCount/', path: (w) => `${course(w)}/regradeRequestCount/`, allow: STAFF },
  { method: 'GET', route: '/courses/:id/sections/', path: (w) => `${course(w)}/sections/?compact=1`, allow: STAFF },
  { method: 'POST', route: '/courses/:id/distributeStudents/', path: (w) => `${course(w)}/distributeStudents/`, body: () => ({}), allow: ADMINS },
  {
    method: 'POST',
    route: '/sections/',
    path: () => '/sections/',
    body: (w) => ({ name: freshName(), course: w.course.id }),
    allow: ADMINS,
    outsiderStatus: 400,
  },
  { method: 'GET', route: '/sections/:id/', path: (w) => `/sections/${w.section.id}/`, allow: STAFF },
  { method: 'PATCH', route: '/sections/:id/', path: (w) => `/sections/${w.section.id}/`, body: () => ({}), allow: ADMINS },
  { method: 'DELETE', route: '/sections/:id/', path: freshSection, allow: ADMINS },
  // `grader` leads the section; `otherSectionGrader` leads another one.
  { method: 'GET', route: '/sections/:id/submissions/', path: (w) => `/sections/${w.section.id}/submissions/`, allow: [...ADMINS, 'superGrader', 'grader'] },
];

export const COURSE_SETUP_MATRIX: MatrixSuite = { name: 'courses and sections', setup: createMatrixWorld, routes: COURSE_SETUP_ROUTES };
