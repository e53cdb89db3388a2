import {
  COURSE_DEFAULTS,
  type Course,
  parseRosterRole,
  ROSTER_MESSAGES,
  ROSTER_ROLES,
  type Roster,
  type RosterChange,
  type RosterImportRequest,
  type RosterImportResult,
  type RosterRole,
  type Section,
} from '@marginalia/contracts';

// An in-memory stand-in for the roster endpoints, for the Roster panel's component tests. It keeps the
// rules the panel relies on (an admin cannot remove themself, removed people become inactive, an import
// with errors changes nothing) and records every request.

type Answer = [status: number, body: unknown];

const INACTIVE: Record<RosterRole, keyof Roster | null> = {
  students: 'inactive_students',
  graders: 'inactive_graders',
  superGraders: null,
  courseAdmins: 'inactive_courseAdmins',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emptyRoster(courseId: number, changes: Partial<Roster> = {}): Roster {
  return {
    id: courseId,
    students: [],
    graders: [],
    superGraders: [],
    courseAdmins: [],
    inactive_students: [],
    inactive_graders: [],
    inactive_courseAdmins: [],
    not_activated: [],
    ...changes,
  };
}

export function fakeRosterServer(options: { roster: Roster; sections?: Section[]; callerEmail: string }) {
  const roster = structuredClone(options.roster);
  const sections = structuredClone(options.sections ?? []);
  const requests: { method: string; path: string; body: unknown }[] = [];
  const scripted = new Map<string, Answer[]>();
  const base = `/courses/${roster.id}`;

  const list = (key: keyof Roster) => roster[key] as string[];
  const set = (key: keyof Roster, emails: Iterable<string>) => ((roster[key] as string[]) = [...new Set(emails)].sort());
  const known = (email: string) => ROSTER_ROLES.some((role) => list(role).includes(email)) || list('inactive_students').includes(email);

  function activate(role: RosterRole, email: string) {
    if (!known(email)) set('not_activated', [...roster.not_activated, email]);
    set(role, [...list(role), email]);
    const inactive = INACTIVE[role];
    if (inactive) set(inactive, list(inactive).filter((other) => other !== email));
    if (role === 'superGraders') activate('graders', email);
  }

  function deactivate(role: RosterRole, email: string) {
    if (!list(role).includes(email)) return;
    set(role, list(role).filter((other) => other !== email));
    const inactive = INACTIVE[role];
    if (inactive) set(inactive, [...list(inactive), email]);
    if (role === 'graders') deactivate('superGraders', email);
    if (role === 'students') for (const section of sections) section.students = section.students.filter((other) => other !== email);
  }

  function change(body: RosterChange, apply: (role: RosterRole, email: string) => void): Answer {
    if (apply === deactivate && body.courseAdmins?.includes(options.callerEmail)) {
      return [400, { courseAdmins: [ROSTER_MESSAGES.cannotRemoveSelf] }];
    }
    for (const role of ROSTER_ROLES) for (const email of body[role] ?? []) apply(role, email.toLowerCase());
    return [200, roster];
  }

  function importRows(body: RosterImportRequest): Answer {
    const rows: RosterImportResult['rows'] = body.rows.map((row) => {
      const email = row.email.trim().toLowerCase();
      const role = parseRosterRole(row.role);
      const errors: string[] = [];
      if (!EMAIL.test(email)) errors.push('Enter a valid email address.');
      if (!role) errors.push(`Unknown role "${row.role}".`);
      const section = row.section ?? null;
      if (errors.length > 0 || !role) return { email, role, section, outcome: 'error', errors };
      const inactive = INACTIVE[role];
      const outcome = list(role).includes(email) ? 'unchanged' : inactive && list(inactive).includes(email) ? 'reenrolled' : known(email) ? 'added' : 'newUser';
      return { email, role, section, outcome, errors };
    });
    const errorCount = rows.filter((row) => row.errors.length > 0).length;
    if (!body.dryRun && errorCount > 0) {
      return [400, { rows: rows.flatMap((row, index) => row.errors.map((error) => `Row ${index + 1}: ${error}`)) }];
    }
    if (!body.dryRun) for (const row of rows) if (row.role) activate(row.role, row.email);
    const result: RosterImportResult = { rows, fileErrors: [], removals: [], newSections: [], errorCount, applied: !body.dryRun };
    return [200, result];
  }

  function route(method: string, path: string, body: any): Answer {
    if (method === 'POST' && path === '/logs/logError/') return [201, {}];
    if (method === 'GET' && path === `${base}/roster/`) return [200, roster];
    if (method === 'GET' && path === `${base}/sections/`) return [200, { count: sections.length, next: null, previous: null, results: sections }];
    if (method === 'POST' && path === `${base}/addToRoster/`) return change(body, activate);
    if (method === 'POST' && path === `${base}/removeFromRoster/`) return change(body, deactivate);
    if (method === 'POST' && path === `${base}/importRoster/`) return importRows(body);
    return [404, { detail: 'Not found.' }];
  }

  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    requests.push({ method, path: url.pathname, body });
    const [status, answer] = scripted.get(`${method} ${url.pathname}`)?.shift() ?? route(method, url.pathname, body);
    return new Response(JSON.stringify(structuredClone(answer)), { status });
  };

  return {
    roster,
    requests,
    fetch,
    answerOnce(method: string, path: string, status: number, answer: unknown) {
      const key = `${method} ${path}`;
      scripted.set(key, [...(scripted.get(key) ?? []), [status, answer]]);
    },
    sent(method: string, path: string): unknown[] {
      return requests.filter((request) => request.method === method && request.path === path).map((request) => request.body);
    },
  };
}

export type FakeRosterServer = ReturnType<typeof fakeRosterServer>;

export function rosterTestCourse(changes: Partial<Course> = {}): Course {
  return {
    ...COURSE_DEFAULTS,
    id: 5,
    name: 'Intro to Programming',
    period: 'Fall 2026',
    organization: 1,
    assignments: [],
    sections: [],
    inviteCode: 'JOINME42',
    webhooks: [],
    ...changes,
  };
}
