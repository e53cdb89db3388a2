// The demo accounts the server seeds when SEED_DEMO is on (one course, "Intro to Programming", Fall 2026).

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'marginalia-demo';

export const USERS = {
  /** Course admin and grader of the demo course. */
  admin: 'admin@demo.edu',
  grader1: 'grader1@demo.edu',
  grader2: 'grader2@demo.edu',
  student1: 'student1@demo.edu',
  student2: 'student2@demo.edu',
  student3: 'student3@demo.edu',
  student4: 'student4@demo.edu',
  student5: 'student5@demo.edu',
} as const;

/** The demo server's platform admin (the console at /dashboard); a member of no course. */
export const PLATFORM_ADMIN = 'platform@demo.edu';

export const CONSOLES = {
  student: { label: 'Student Console', path: '/student' },
  grader: { label: 'Grader Console', path: '/grader' },
  admin: { label: 'Admin Console', path: '/admin' },
} as const;

export type ConsoleName = keyof typeof CONSOLES;

/** The key under which the web app keeps the session token in local storage. */
export const TOKEN_STORAGE_KEY = 'token';

export const TEXTS = {
  loginInvalid: 'The email and password you entered are invalid.',
  loginToSeePage: 'Login to see this page',
  selectYourRole: 'Select your Role',
  switchRoles: 'Switch Roles',
  notFound: "Sorry, we couldn't find that page.",
} as const;
