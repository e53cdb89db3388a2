import { sections } from '@marginalia/db';
import type { AppContext } from '../app-context';
import type { MatrixWorld, Persona } from './matrix-world';

/** One route of the matrix: how to call it, and who may. Everyone else gets the status the matrix expects. */
export interface MatrixRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** The route as registered (checked against the route table so that no course route escapes the matrix). */
  route: string;
  path: (world: MatrixWorld, ctx: AppContext) => Promise<string> | string;
  body?: (world: MatrixWorld) => unknown;
  /** Callers who get a 2xx. */
  allow: Persona[];
  /** What outsiders get when the course is named in the body rather than the path (default 404). */
  outsiderStatus?: number;
}

const ADMINS: Persona[] = ['admin', 'platformAdmin'];
const STAFF: Persona[] = ['admin', 'platformAdmin', 'grader', 'otherSectionGrader', 'superGrader'];
const EVERY_MEMBER: Persona[] = [...STAFF, 'student', 'otherStudent'];

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
    body: () => ({ rows: [{ email: 'matrix-import@example.edu', role: 'student' }], dryRun: true }),
    allow: ADMINS,
  },
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
