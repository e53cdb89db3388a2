import { ROSTER_MESSAGES, ROSTER_ROLES, type RosterRole } from '@marginalia/contracts';
import type { CourseRole } from '@marginalia/db';

// The roster rules as pure set arithmetic on e-mails: PATCH, add, remove and import all describe a change,
// planRoster turns it into the next active roster and the errors that refuse it, and diffRoster tells what
// to write. Nothing here touches the database, so a refused change is decided before any write.

/** Active e-mails per role. */
export type RoleSets = Record<RosterRole, Set<string>>;
export type RoleLists = Partial<Record<RosterRole, readonly string[]>>;
export type RosterErrors = { [role in RosterRole]?: string[] };

export const COURSE_ROLE: Record<RosterRole, CourseRole> = {
  students: 'student',
  graders: 'grader',
  superGraders: 'superGrader',
  courseAdmins: 'courseAdmin',
};

export function emptyRoleSets(): RoleSets {
  return { students: new Set(), graders: new Set(), superGraders: new Set(), courseAdmins: new Set() };
}

function cloneRoleSets(sets: RoleSets): RoleSets {
  return {
    students: new Set(sets.students),
    graders: new Set(sets.graders),
    superGraders: new Set(sets.superGraders),
    courseAdmins: new Set(sets.courseAdmins),
  };
}

/** Addresses a registrar or LMS uses are replaced by the account's address; duplicates collapse. */
export function applyAliases(emails: readonly string[], aliases: ReadonlyMap<string, string>): string[] {
  return [...new Set(emails.map((email) => aliases.get(email) ?? email))];
}

export function applyAliasesToLists(lists: RoleLists, aliases: ReadonlyMap<string, string>): RoleLists {
  const mapped: RoleLists = {};
  for (const role of ROSTER_ROLES) {
    const list = lists[role];
    if (list) mapped[role] = applyAliases(list, aliases);
  }
  return mapped;
}

export interface RosterChangeSpec {
  /** Full new lists (PATCH, import with replace). */
  replace?: RoleLists;
  /** People to activate in a role. */
  add?: RoleLists;
  /** People to deactivate in a role. */
  remove?: RoleLists;
}

export interface RosterPlan {
  next: RoleSets;
  errors: RosterErrors;
}

/**
 * The active roster after a change. Super graders are graders with more rights, so adding one makes them a
 * grader, and someone who stops being a grader stops being a super grader — except that a replaced
 * superGraders list naming a non-grader is a mistake to report, not to repair.
 */
export function planRoster(current: RoleSets, change: RosterChangeSpec): RosterPlan {
  const next = cloneRoleSets(current);
  for (const role of ROSTER_ROLES) {
    const replaced = change.replace?.[role];
    if (replaced) next[role] = new Set(replaced);
    for (const email of change.add?.[role] ?? []) next[role].add(email);
    for (const email of change.remove?.[role] ?? []) next[role].delete(email);
  }
  for (const email of change.add?.superGraders ?? []) next.graders.add(email);

  const errors: RosterErrors = {};
  const namedSuperGraders = change.replace?.superGraders;
  if (namedSuperGraders) {
    const notGraders = namedSuperGraders.filter((email) => !next.graders.has(email));
    if (notGraders.length > 0) errors.superGraders = notGraders.map(ROSTER_MESSAGES.superGraderNotGrader);
  } else {
    for (const email of next.superGraders) if (!next.graders.has(email)) next.superGraders.delete(email);
  }
  return { next, errors };
}

/**
 * Admin rules that hold whatever the change: an admin cannot drop their own admin role (callerEmail is set
 * only when the caller holds it), and a change may not leave the course without admins. A course that
 * already has none (made so in the database) can still be changed in other ways.
 */
export function adminErrors(current: RoleSets, next: RoleSets, callerEmail: string | null): string[] {
  const errors: string[] = [];
  if (callerEmail !== null && current.courseAdmins.has(callerEmail) && !next.courseAdmins.has(callerEmail)) {
    errors.push(ROSTER_MESSAGES.cannotRemoveSelf);
  }
  if (next.courseAdmins.size === 0 && current.courseAdmins.size > 0) errors.push(ROSTER_MESSAGES.courseNeedsAdmin);
  return errors;
}

/** Every error of a planned change, by field, or null when it may be applied. */
export function planErrors(plan: RosterPlan, current: RoleSets, callerEmail: string | null): Record<string, string[]> | null {
  const errors: Record<string, string[]> = { ...plan.errors };
  const admin = adminErrors(current, plan.next, callerEmail);
  if (admin.length > 0) errors.courseAdmins = admin;
  return Object.keys(errors).length > 0 ? errors : null;
}

export interface RoleChange {
  email: string;
  role: RosterRole;
}

export interface RosterDiff {
  activate: RoleChange[];
  deactivate: RoleChange[];
}

export function diffRoster(current: RoleSets, next: RoleSets): RosterDiff {
  const diff: RosterDiff = { activate: [], deactivate: [] };
  for (const role of ROSTER_ROLES) {
    for (const email of next[role]) if (!current[role].has(email)) diff.activate.push({ email, role });
    for (const email of current[role]) if (!next[role].has(email)) diff.deactivate.push({ email, role });
  }
  return diff;
}
