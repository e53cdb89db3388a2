import { emptyRoster, ROSTER_ROLES, type Roster, type RosterRole } from '@marginalia/contracts';
import type { courses, Executor } from '@marginalia/db';
import { emptyRoleSets, COURSE_ROLE, type RoleChange, type RoleSets, type RosterDiff } from './plan';
import {
  activateMemberships,
  createPendingUsers,
  deactivateMemberships,
  findUserIds,
  grantAdminRights,
  listMemberships,
  removeFromSectionsAsLeader,
  removeFromSectionsAsStudent,
  type MembershipRow,
} from './queries';

const ROSTER_ROLE_OF = Object.fromEntries(ROSTER_ROLES.map((role) => [COURSE_ROLE[role], role])) as Record<
  MembershipRow['role'],
  RosterRole
>;

export interface RosterState {
  active: RoleSets;
  inactive: RoleSets;
  /** Ids of everyone with a row in the course, active or not. */
  userIds: Map<string, number>;
}

export function rosterState(rows: readonly MembershipRow[]): RosterState {
  const state: RosterState = { active: emptyRoleSets(), inactive: emptyRoleSets(), userIds: new Map() };
  for (const row of rows) {
    (row.isActive ? state.active : state.inactive)[ROSTER_ROLE_OF[row.role]].add(row.email);
    state.userIds.set(row.email, row.userId);
  }
  return state;
}

/** What a roster says of its course. */
export type RosterCourse = Pick<typeof courses.$inferSelect, 'id' | 'name' | 'period' | 'organizationId'>;

/** The roster as the API shows it; rows arrive sorted by e-mail, so every list comes out sorted. */
export function presentRoster(course: RosterCourse, rows: readonly MembershipRow[]): Roster {
  const roster = emptyRoster({ id: course.id, name: course.name, period: course.period, organization: course.organizationId });
  const notActivated = new Set<string>();
  for (const row of rows) {
    const role = ROSTER_ROLE_OF[row.role];
    if (row.isActive) {
      roster[role].push(row.email);
      if (!row.isActivated) notActivated.add(row.email);
    } else if (role !== 'superGraders') {
      roster[`inactive_${role}` as const].push(row.email);
    }
  }
  roster.not_activated = [...notActivated];
  return roster;
}

export async function readRoster(db: Executor, course: RosterCourse): Promise<Roster> {
  return presentRoster(course, await listMemberships(db, course.id));
}

/** Told of the accounts a roster change had to create (to invite them when the course e-mails new users). */
export type NewAccountsHook = (accounts: { id: number; email: string }[]) => Promise<void>;

/**
 * Ids for the given e-mails: people already known, then existing accounts, then new not-yet-activated
 * accounts in the course's organization for the rest.
 */
export async function resolveUserIds(
  db: Executor,
  emails: Iterable<string>,
  known: ReadonlyMap<string, number>,
  organizationId: number,
  onNewAccounts?: NewAccountsHook,
): Promise<Map<string, number>> {
  const ids = new Map(known);
  const unknown = [...new Set(emails)].filter((email) => !ids.has(email));
  for (const [email, id] of await findUserIds(db, unknown)) ids.set(email, id);
  const missing = unknown.filter((email) => !ids.has(email));
  if (missing.length > 0) {
    await createPendingUsers(db, missing, organizationId);
    const created = await findUserIds(db, missing);
    for (const [email, id] of created) ids.set(email, id);
    if (onNewAccounts) await onNewAccounts([...created].map(([email, id]) => ({ id, email })));
  }
  return ids;
}

function idsOf(changes: readonly RoleChange[], role: RosterRole, ids: ReadonlyMap<string, number>): number[] {
  return changes.filter((change) => change.role === role).map((change) => ids.get(change.email)!);
}

/**
 * Writes a planned roster change with a fixed number of statements, whatever its size. Removed students
 * leave their section and removed graders stop leading sections, so nobody keeps access through a section.
 * Returns the ids of everyone named, new accounts included.
 */
export async function applyRosterDiff(
  db: Executor,
  course: { id: number; organizationId: number },
  state: RosterState,
  diff: RosterDiff,
  onNewAccounts?: NewAccountsHook,
): Promise<Map<string, number>> {
  // New accounts hear of it once their memberships are written, so the invitation can name the role they were given.
  const created: { id: number; email: string }[] = [];
  const collect: NewAccountsHook | undefined = onNewAccounts && (async (accounts) => void created.push(...accounts));
  const ids = await resolveUserIds(db, diff.activate.map((change) => change.email), state.userIds, course.organizationId, collect);
  const grants = (changes: readonly RoleChange[]) =>
    changes.map((change) => ({ userId: ids.get(change.email)!, role: COURSE_ROLE[change.role] }));
  await activateMemberships(db, course.id, grants(diff.activate));
  await deactivateMemberships(db, course.id, grants(diff.deactivate));
  await removeFromSectionsAsStudent(db, course.id, idsOf(diff.deactivate, 'students', ids));
  await removeFromSectionsAsLeader(db, course.id, idsOf(diff.deactivate, 'graders', ids));
  await grantAdminRights(db, idsOf(diff.activate, 'courseAdmins', ids));
  if (onNewAccounts && created.length > 0) await onNewAccounts(created);
  return ids;
}
