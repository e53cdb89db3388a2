import {
  parseRosterRole,
  ROSTER_MESSAGES,
  ROSTER_ROLES,
  type Course,
  type Roster,
  type RosterChange,
  type RosterImportRequest,
  type RosterImportResult,
  type RosterRole,
  type Section,
} from '@marginalia/contracts';
import { fakeAdminServer, makeCourse, makeRoster } from '../../../../test/fakeAdminServer';

// The admin console's fake server plus the roster actions the Roster panel makes (add, remove, import),
// keeping the rules the panel relies on: an admin cannot remove themself, removed people become inactive
// and leave their section, an import with errors changes nothing.

type Answer = [status: number, body: unknown];

const INACTIVE: Record<RosterRole, keyof Roster | null> = {
  students: 'inactive_students',
  graders: 'inactive_graders',
  superGraders: null,
  courseAdmins: 'inactive_courseAdmins',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const emptyRoster = makeRoster;

export function rosterTestCourse(changes: Partial<Course> = {}): Course {
  return makeCourse({ id: 5, name: 'Intro to Programming', period: 'Fall 2026', ...changes });
}

export function fakeRosterServer(options: { roster: Roster; sections?: Section[]; callerEmail: string }) {
  // The admin server answers reads from these very objects, so the changes below show in its answers.
  const roster = structuredClone(options.roster);
  const sections = structuredClone(options.sections ?? []);
  const admin = fakeAdminServer({ courses: [rosterTestCourse({ id: roster.id })], rosters: [roster], sections });
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
    const rows: RosterImportResult['rows'] = (body.rows ?? []).map((row) => {
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

  function rosterAction(path: string, body: any): Answer | null {
    if (path === `${base}/addToRoster/`) return change(body, activate);
    if (path === `${base}/removeFromRoster/`) return change(body, deactivate);
    if (path === `${base}/importRoster/`) return importRows(body);
    return null;
  }

  /** The admin server records the request and answers what it knows (or what was scripted); 404 means "ask us". */
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const answer = await admin.fetch(input, init);
    if (answer.status !== 404 || init?.method !== 'POST') return answer;
    const handled = rosterAction(new URL(String(input), 'http://app.test').pathname, init.body ? JSON.parse(String(init.body)) : undefined);
    return handled ? new Response(JSON.stringify(structuredClone(handled[1])), { status: handled[0] }) : answer;
  };

  return { ...admin, roster, fetch };
}

export type FakeRosterServer = ReturnType<typeof fakeRosterServer>;
