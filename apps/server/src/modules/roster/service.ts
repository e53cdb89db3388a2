import { ROSTER_ROLES, type Roster, type RosterAddition, type RosterChange, type RosterUpdate } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { Actor } from '../../core/actor';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors } from '../../http/errors';
import { loadCourseForAdmin, loadCourseForAdminWrite, type CourseAccess } from '../courses/policy';
import { adminErrors, applyAliasesToLists, diffRoster, planErrors, planRoster, type RoleLists, type RosterChangeSpec, type RosterDiff } from './plan';
import { listAliases, listMemberships, lockCourse } from './queries';
import { invitationsFor, type NotifyContext } from '../notifications/service';
import { recordEvent } from '../audit/record';
import { rosterChangedEvent, type RosterChangeKind } from './events';
import { applyRosterDiff, readRoster, rosterState, type RosterCourse, type RosterState } from './state';

export async function getRoster(db: Executor, courseId: number, user: AuthUser): Promise<Roster> {
  const { course } = await loadCourseForAdmin(db, courseId, user);
  return readRoster(db, course);
}

export interface RosterWrite {
  tx: Executor;
  access: CourseAccess;
  aliases: Map<string, string>;
  state: RosterState;
  /** The caller's e-mail when they hold the admin role here (the self-removal rule applies to them). */
  adminEmail: string | null;
}

/**
 * Runs a write to the course's roster or roster map in one transaction. The course row is locked first, so
 * concurrent roster writes of a course happen one after another (two admins cannot each remove "the other"
 * last admin); the caller's rights are then checked inside the same transaction. An error thrown by `work`
 * rolls everything back.
 */
export async function withCourseWrite<T>(
  db: Database,
  courseId: number,
  user: AuthUser,
  work: (tx: Executor, access: CourseAccess) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    return work(tx, await loadCourseForAdminWrite(tx, courseId, user));
  });
}

/** As withCourseWrite, with the roster map and the current roster read in the same transaction. */
export async function withRosterWrite<T>(
  db: Database,
  courseId: number,
  user: AuthUser,
  work: (write: RosterWrite) => Promise<T>,
): Promise<T> {
  return withCourseWrite(db, courseId, user, async (tx, access) => {
    const aliases = await listAliases(tx, courseId);
    const state = rosterState(await listMemberships(tx, courseId));
    const adminEmail = access.roles.includes('courseAdmin') ? user.email : null;
    return work({ tx, access, aliases, state, adminEmail });
  });
}

async function changeRoster(
  db: Database,
  courseId: number,
  user: AuthUser,
  kind: RosterChangeKind,
  change: (aliases: Map<string, string>) => RosterChangeSpec,
  notify?: NotifyContext,
  inviteNewAccounts?: boolean,
) {
  return withRosterWrite(db, courseId, user, async ({ tx, access, aliases, state, adminEmail }) => {
    const plan = planRoster(state.active, change(aliases));
    const errors = planErrors(plan, state.active, adminEmail);
    if (errors) throw fieldErrors(errors);
    const invite = notify ? invitationsFor(tx, notify, access.course, user, inviteNewAccounts) : undefined;
    const diff = diffRoster(state.active, plan.next);
    const ids = await applyRosterDiff(tx, access.course, state, diff, invite);
    await recordEvent(tx, user, rosterChangedEvent(courseId, kind, diff, ids));
    return readRoster(tx, access.course);
  });
}

/** PATCH: each list given is the full new list of its role. New accounts are invited when the course e-mails new users. */
export function patchRoster(db: Database, courseId: number, user: AuthUser, update: RosterUpdate, notify?: NotifyContext): Promise<Roster> {
  return changeRoster(db, courseId, user, 'replace', (aliases) => ({ replace: applyAliasesToLists(update, aliases) }), notify);
}

/** POST addToRoster: new accounts are invited as the admin chose (`invite`), else as the course e-mails new users. */
export function addToRoster(db: Database, courseId: number, user: AuthUser, change: RosterAddition, notify?: NotifyContext): Promise<Roster> {
  return changeRoster(db, courseId, user, 'add', (aliases) => ({ add: applyAliasesToLists(change, aliases) }), notify, change.invite);
}

export function removeFromRoster(db: Database, courseId: number, user: AuthUser, change: RosterChange): Promise<Roster> {
  return changeRoster(db, courseId, user, 'remove', (aliases) => ({ remove: applyAliasesToLists(change, aliases) }));
}

/**
 * People an LMS says belong to the course (an LTI launch, a roster sync), added by the same rules as an admin's
 * addition, in the caller's transaction: the course row is locked, aliases apply, and the change is recorded as
 * `roster.changed` (change `lms`) by `actor`. Adding never removes anyone, so no admin rule can refuse it. Returns the
 * ids of the people named.
 */
export async function addToRosterFromLms(tx: Executor, course: RosterCourse, actor: Actor, additions: RoleLists): Promise<Map<string, number>> {
  await lockCourse(tx, course.id);
  const aliases = await listAliases(tx, course.id);
  const state = rosterState(await listMemberships(tx, course.id));
  const plan = planRoster(state.active, { add: applyAliasesToLists(additions, aliases) });
  const diff = diffRoster(state.active, plan.next);
  if (diff.activate.length === 0) return new Map(state.userIds);
  const ids = await applyRosterDiff(tx, course, state, diff);
  await recordEvent(tx, actor, rosterChangedEvent(course.id, 'lms', diff, ids));
  return ids;
}

/** What an LMS's member list asks of a course's roster: people to activate and people to make inactive, by role. */
export interface LmsRosterChange {
  add: RoleLists;
  remove: RoleLists;
}

export interface LmsRosterOutcome {
  diff: RosterDiff;
  /** Course admins the LMS no longer lists, kept because the course would have no admin left. */
  keptAdmins: string[];
}

/**
 * The LMS's change planned by the roster rules. Making people inactive may not leave the course without an admin:
 * the rule that refuses such a change from an admin keeps the LMS's admins instead (in every role), to be reported.
 */
function planLmsChange(state: RosterState, aliases: ReadonlyMap<string, string>, change: LmsRosterChange): LmsRosterOutcome {
  const add = applyAliasesToLists(change.add, aliases);
  let remove = applyAliasesToLists(change.remove, aliases);
  let plan = planRoster(state.active, { add, remove });
  let keptAdmins: string[] = [];
  if (adminErrors(state.active, plan.next, null).length > 0) {
    keptAdmins = (remove.courseAdmins ?? []).filter((email) => state.active.courseAdmins.has(email));
    const kept = new Set(keptAdmins);
    remove = Object.fromEntries(ROSTER_ROLES.map((role) => [role, (remove[role] ?? []).filter((email) => !kept.has(email))]));
    plan = planRoster(state.active, { add, remove });
  }
  return { diff: diffRoster(state.active, plan.next), keptAdmins };
}

/** What syncRosterFromLms would do now, writing nothing. */
export async function previewRosterFromLms(db: Executor, courseId: number, change: LmsRosterChange): Promise<LmsRosterOutcome> {
  const aliases = await listAliases(db, courseId);
  const state = rosterState(await listMemberships(db, courseId));
  return planLmsChange(state, aliases, change);
}

/**
 * A roster sync from an LMS (docs/LMS.md, "Roster sync"), the sibling of addToRosterFromLms that may also make people
 * inactive, in the caller's transaction: the course row is locked, aliases apply, nobody is deleted, the last admin
 * stays (reported in `keptAdmins`), and the change is recorded as `roster.changed` (change `lms`) by `actor`.
 */
export async function syncRosterFromLms(tx: Executor, course: RosterCourse, actor: Actor, change: LmsRosterChange): Promise<LmsRosterOutcome> {
  await lockCourse(tx, course.id);
  const aliases = await listAliases(tx, course.id);
  const state = rosterState(await listMemberships(tx, course.id));
  const outcome = planLmsChange(state, aliases, change);
  const { diff } = outcome;
  if (diff.activate.length > 0 || diff.deactivate.length > 0) {
    const ids = await applyRosterDiff(tx, course, state, diff);
    await recordEvent(tx, actor, rosterChangedEvent(course.id, 'lms', diff, ids, { source: 'sync' }));
  }
  return outcome;
}
