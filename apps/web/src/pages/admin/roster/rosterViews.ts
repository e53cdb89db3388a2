import { ROSTER_ROLE_LABELS, type Roster, type RosterRole, type Section } from '@marginalia/contracts';

// The tables of the Roster panel: one per active role, one for everyone inactive, one for accounts not yet
// activated. Each table lists entries built from the roster lists.

export const ROSTER_VIEWS = ['students', 'graders', 'superGraders', 'courseAdmins', 'inactive', 'not_activated'] as const;
export type RosterView = (typeof ROSTER_VIEWS)[number];

export const ROSTER_VIEW_LABELS: Record<RosterView, string> = {
  ...ROSTER_ROLE_LABELS,
  inactive: 'Inactive',
  not_activated: 'Not activated',
};

const ACTIVE_ROLES: readonly RosterRole[] = ['students', 'graders', 'superGraders', 'courseAdmins'];
const INACTIVE_LISTS = [
  ['inactive_students', 'students'],
  ['inactive_graders', 'graders'],
  ['inactive_courseAdmins', 'courseAdmins'],
] as const satisfies ReadonlyArray<readonly [keyof Roster, RosterRole]>;

export interface RosterEntry {
  /** Unique in its table: inactive people appear once per role they lost. */
  key: string;
  email: string;
  /** The role the table is about; for "Not activated", the first role they hold, if any. */
  role: RosterRole | null;
  /** Other active roles held, shown as tags (a grader who is also an admin). */
  alsoHolds: RosterRole[];
  /** A student's section, or the sections a grader, super grader or admin leads (comma-separated), if any. */
  section: string | null;
  notActivated: boolean;
}

/** Everything the tables read, indexed once per roster answer. */
export interface RosterIndex {
  roster: Roster;
  active: Record<RosterRole, ReadonlySet<string>>;
  notActivated: ReadonlySet<string>;
  sectionOfStudent: ReadonlyMap<string, string>;
  sectionsLedBy: ReadonlyMap<string, string[]>;
}

export function indexRoster(roster: Roster, sections: readonly Section[]): RosterIndex {
  const sectionOfStudent = new Map<string, string>();
  const sectionsLedBy = new Map<string, string[]>();
  for (const section of sections) {
    for (const email of section.students) sectionOfStudent.set(email, section.name);
    for (const email of section.leaders) sectionsLedBy.set(email, [...(sectionsLedBy.get(email) ?? []), section.name]);
  }
  return {
    roster,
    active: {
      students: new Set(roster.students),
      graders: new Set(roster.graders),
      superGraders: new Set(roster.superGraders),
      courseAdmins: new Set(roster.courseAdmins),
    },
    notActivated: new Set(roster.not_activated),
    sectionOfStudent,
    sectionsLedBy,
  };
}

/** Students show their section; staff tables show the sections the person leads. */
function sectionColumn(index: RosterIndex, email: string, role: RosterRole | null, holds: RosterRole[]): string | null {
  if (role === 'students' || (role === null && holds.includes('students'))) return index.sectionOfStudent.get(email) ?? null;
  return index.sectionsLedBy.get(email)?.join(', ') ?? null;
}

function entry(index: RosterIndex, email: string, role: RosterRole | null, keySuffix = ''): RosterEntry {
  const holds = ACTIVE_ROLES.filter((other) => index.active[other].has(email));
  return {
    key: `${email}${keySuffix}`,
    email,
    role,
    // A super grader is always a grader too; saying so on every super grader row would be noise.
    alsoHolds: holds.filter((other) => other !== role && !(role === 'superGraders' && other === 'graders')),
    section: sectionColumn(index, email, role, holds),
    notActivated: index.notActivated.has(email),
  };
}

export function rosterEntries(index: RosterIndex, view: RosterView): RosterEntry[] {
  const { roster } = index;
  if (view === 'inactive') {
    return INACTIVE_LISTS.flatMap(([list, role]) => roster[list].map((email) => ({ ...entry(index, email, role, `|${role}`), section: null })));
  }
  if (view === 'not_activated') {
    return roster.not_activated.map((email) => {
      const held = ACTIVE_ROLES.filter((role) => index.active[role].has(email));
      return entry(index, email, held[0] ?? null);
    });
  }
  return roster[view].map((email) => entry(index, email, view));
}

export function viewCount(roster: Roster, view: RosterView): number {
  if (view === 'inactive') return INACTIVE_LISTS.reduce((sum, [list]) => sum + roster[list].length, 0);
  return roster[view].length;
}

/** Case-insensitive match on e-mail and section, so "lab a" finds everyone in "Lab A". */
export function matchesSearch(item: RosterEntry, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return item.email.toLowerCase().includes(needle) || (item.section?.toLowerCase().includes(needle) ?? false);
}

/** How a table counts its rows ("1 student", "12 super graders") and what its search box is called. */
export const VIEW_NOUNS: Record<RosterView, { one: string; many: string; search: string }> = {
  students: { one: 'student', many: 'students', search: 'Search students' },
  graders: { one: 'grader', many: 'graders', search: 'Search graders' },
  superGraders: { one: 'super grader', many: 'super graders', search: 'Search super graders' },
  courseAdmins: { one: 'admin', many: 'admins', search: 'Search admins' },
  inactive: { one: 'inactive role', many: 'inactive roles', search: 'Search inactive people' },
  not_activated: { one: 'account not activated', many: 'accounts not activated', search: 'Search accounts not activated' },
};

export function countLabel(view: RosterView, shown: number, total: number): string {
  const nouns = VIEW_NOUNS[view];
  const noun = total === 1 ? nouns.one : nouns.many;
  return shown === total ? `${total.toLocaleString('en-US')} ${noun}` : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`;
}
