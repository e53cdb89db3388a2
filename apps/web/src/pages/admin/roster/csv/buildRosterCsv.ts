import { ROSTER_DOWNLOAD_GROUPS, toCsv, type Roster, type RosterDownloadGroup, type RosterRole } from '@marginalia/contracts';
import { ROLE_NOUNS } from '../roleNames';

export const ROSTER_CSV_HEADER = ['email', 'role', 'section', 'status'];

type Status = 'active' | 'inactive' | 'not activated';

/** The role each group's rows carry; not-yet-activated people carry the active roles they hold. */
const GROUP_ROLE: Record<Exclude<RosterDownloadGroup, 'not_activated'>, RosterRole> = {
  students: 'students',
  graders: 'graders',
  superGraders: 'superGraders',
  courseAdmins: 'courseAdmins',
  inactive_students: 'students',
  inactive_graders: 'graders',
  inactive_courseAdmins: 'courseAdmins',
};

const ACTIVE_ROLES: readonly RosterRole[] = ['students', 'graders', 'superGraders', 'courseAdmins'];

interface CsvRow {
  email: string;
  role: RosterRole;
  status: Status;
}

function rowsOfGroup(roster: Roster, group: RosterDownloadGroup, notActivated: ReadonlySet<string>): CsvRow[] {
  if (group === 'not_activated') {
    return roster.not_activated.flatMap((email) => {
      const roles = ACTIVE_ROLES.filter((role) => roster[role].includes(email));
      return roles.map((role) => ({ email, role, status: 'not activated' as const }));
    });
  }
  const inactive = group.startsWith('inactive_');
  return roster[group].map((email) => ({
    email,
    role: GROUP_ROLE[group],
    status: inactive ? 'inactive' : notActivated.has(email) ? 'not activated' : 'active',
  }));
}

/**
 * The chosen groups as CSV (email, role, section, status), in the order of ROSTER_DOWNLOAD_GROUPS, each person
 * and role once. Roles are written as the upload reads them, so a downloaded roster can be edited and uploaded
 * again. Cells are formula-safe (toCsv).
 */
export function buildRosterCsv(
  roster: Roster,
  groups: readonly RosterDownloadGroup[],
  sectionOfStudent: ReadonlyMap<string, string>,
): string {
  const notActivated = new Set(roster.not_activated);
  const seen = new Set<string>();
  const rows: string[][] = [];
  for (const group of ROSTER_DOWNLOAD_GROUPS.filter((candidate) => groups.includes(candidate))) {
    for (const row of rowsOfGroup(roster, group, notActivated)) {
      const key = `${row.email}\n${row.role}\n${row.status}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const section = row.role === 'students' && row.status !== 'inactive' ? (sectionOfStudent.get(row.email) ?? '') : '';
      rows.push([row.email, ROLE_NOUNS[row.role], section, row.status]);
    }
  }
  return toCsv(ROSTER_CSV_HEADER, rows);
}
