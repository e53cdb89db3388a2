import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  courseMemberships,
  courseRosterAliases,
  courses,
  sectionLeaders,
  sectionStudents,
  sections,
  users,
  type CourseRole,
  type Executor,
} from '@marginalia/db';

// Roster writes touch up to a few thousand people at once. Lists travel as ONE array parameter each
// (`= any($1)`, `unnest($1, $2)`) rather than one parameter per value: a statement stays a single round
// trip whatever the roster size, and never meets PostgreSQL's 65,535-parameter limit.

function textArray(values: readonly string[]): SQL {
  return sql`${sql.param(values)}::text[]`;
}

function intArray(values: readonly number[]): SQL {
  return sql`${sql.param(values)}::int[]`;
}

/** Serializes roster writes of one course, so two concurrent changes cannot both remove "the other" last admin. */
export async function lockCourse(db: Executor, courseId: number): Promise<void> {
  await db.execute(sql`select id from ${courses} where id = ${courseId} for update`);
}

export interface MembershipRow {
  userId: number;
  email: string;
  role: CourseRole;
  isActive: boolean;
  isActivated: boolean;
}

/** Every membership row of the course with its user, sorted by e-mail (byte order, the same on every server). */
export async function listMemberships(db: Executor, courseId: number): Promise<MembershipRow[]> {
  return db
    .select({
      userId: users.id,
      email: users.email,
      role: courseMemberships.role,
      isActive: courseMemberships.isActive,
      isActivated: users.isActivated,
    })
    .from(courseMemberships)
    .innerJoin(users, eq(users.id, courseMemberships.userId))
    .where(eq(courseMemberships.courseId, courseId))
    .orderBy(sql`${users.email} collate "C"`);
}

/** People active in the course in some role whose account is not activated yet (the roster's not_activated list). */
export async function selectNotActivatedMembers(db: Executor, courseId: number): Promise<{ id: number; email: string }[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isActivated, false),
        sql`exists (select 1 from ${courseMemberships} m where m.user_id = ${users.id} and m.course_id = ${courseId} and m.is_active)`,
      ),
    )
    .orderBy(sql`${users.email} collate "C"`);
}

export async function findUserIds(db: Executor, emails: readonly string[]): Promise<Map<string, number>> {
  if (emails.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} = any(${textArray(emails)})`);
  return new Map(rows.map((row) => [row.email, row.id]));
}

/**
 * Accounts for people a roster names before they ever signed in: not activated, no password, in the
 * course's organization. `on conflict do nothing` lets a concurrent sign-up or roster change win the race;
 * the caller looks the ids up afterwards.
 */
export async function createPendingUsers(db: Executor, emails: readonly string[], organizationId: number): Promise<void> {
  if (emails.length === 0) return;
  await db.execute(sql`
    insert into ${users} (email, organization_id, is_activated)
    select email, ${organizationId}, false from unnest(${textArray(emails)}) as t(email)
    on conflict do nothing`);
}

export interface RoleGrant {
  userId: number;
  role: CourseRole;
}

function grantArrays(grants: readonly RoleGrant[]) {
  return {
    userIds: intArray(grants.map((grant) => grant.userId)),
    roles: textArray(grants.map((grant) => grant.role)),
  };
}

/** Active rows for the given (user, role) pairs: inserted, or reactivated when an inactive row exists. */
export async function activateMemberships(db: Executor, courseId: number, grants: readonly RoleGrant[]): Promise<void> {
  if (grants.length === 0) return;
  const { userIds, roles } = grantArrays(grants);
  await db.execute(sql`
    insert into ${courseMemberships} (course_id, user_id, role, is_active)
    select ${courseId}, t.user_id, t.role::course_role, true from unnest(${userIds}, ${roles}) as t(user_id, role)
    on conflict (course_id, user_id, role) do update set is_active = true`);
}

/** Rows are kept inactive rather than deleted: they make the roster's inactive lists. */
export async function deactivateMemberships(db: Executor, courseId: number, grants: readonly RoleGrant[]): Promise<void> {
  if (grants.length === 0) return;
  const { userIds, roles } = grantArrays(grants);
  await db.execute(sql`
    update ${courseMemberships} m set is_active = false
    from unnest(${userIds}, ${roles}) as t(user_id, role)
    where m.course_id = ${courseId} and m.user_id = t.user_id and m.role = t.role::course_role`);
}

export async function removeFromSectionsAsStudent(db: Executor, courseId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`delete from ${sectionStudents} where course_id = ${courseId} and user_id = any(${intArray(userIds)})`);
}

export async function removeFromSectionsAsLeader(db: Executor, courseId: number, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db.execute(sql`
    delete from ${sectionLeaders}
    where user_id = any(${intArray(userIds)})
      and section_id in (select id from ${sections} where course_id = ${courseId})`);
}

/** Course admins may create courses and change rosters (docs/PRODUCT.md §6: a new admin gets both rights). */
export async function grantAdminRights(db: Executor, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(users)
    .set({ canCreateCourses: true, canModifyRosters: true })
    .where(sql`${users.id} = any(${intArray(userIds)})`);
}

export async function listAliases(db: Executor, courseId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ alias: courseRosterAliases.aliasEmail, email: courseRosterAliases.email })
    .from(courseRosterAliases)
    .where(eq(courseRosterAliases.courseId, courseId))
    .orderBy(sql`${courseRosterAliases.aliasEmail} collate "C"`);
  return new Map(rows.map((row) => [row.alias, row.email]));
}

export async function upsertAliases(db: Executor, courseId: number, entries: ReadonlyMap<string, string>): Promise<void> {
  if (entries.size === 0) return;
  await db.execute(sql`
    insert into ${courseRosterAliases} (course_id, alias_email, email)
    select ${courseId}, t.alias, t.email from unnest(${textArray([...entries.keys()])}, ${textArray([...entries.values()])}) as t(alias, email)
    on conflict (course_id, alias_email) do update set email = excluded.email`);
}

export async function deleteAliases(db: Executor, courseId: number, aliases: readonly string[]): Promise<void> {
  if (aliases.length === 0) return;
  await db.execute(sql`delete from ${courseRosterAliases} where course_id = ${courseId} and alias_email = any(${textArray(aliases)})`);
}

/** Section ids of the course by name. */
export async function listSectionIds(db: Executor, courseId: number): Promise<Map<string, number>> {
  const rows = await db.select({ id: sections.id, name: sections.name }).from(sections).where(eq(sections.courseId, courseId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Each student's current section name, by user id. */
export async function listStudentSections(db: Executor, courseId: number): Promise<Map<number, string>> {
  const rows = await db
    .select({ userId: sectionStudents.userId, name: sections.name })
    .from(sectionStudents)
    .innerJoin(sections, eq(sections.id, sectionStudents.sectionId))
    .where(eq(sectionStudents.courseId, courseId));
  return new Map(rows.map((row) => [row.userId, row.name]));
}

export async function createSections(db: Executor, courseId: number, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await db.execute(sql`
    insert into ${sections} (course_id, name)
    select ${courseId}, name from unnest(${textArray(names)}) as t(name)
    on conflict do nothing`);
}

export interface SectionPlacement {
  userId: number;
  sectionId: number;
}

/** A student is in at most one section of a course: placing them moves them out of their current one. */
export async function placeStudentsInSections(db: Executor, courseId: number, placements: readonly SectionPlacement[]): Promise<void> {
  if (placements.length === 0) return;
  await db.execute(sql`
    insert into ${sectionStudents} (section_id, course_id, user_id)
    select t.section_id, ${courseId}, t.user_id
    from unnest(${intArray(placements.map((p) => p.sectionId))}, ${intArray(placements.map((p) => p.userId))}) as t(section_id, user_id)
    on conflict (course_id, user_id) do update set section_id = excluded.section_id`);
}

export async function addSectionLeaders(db: Executor, placements: readonly SectionPlacement[]): Promise<void> {
  if (placements.length === 0) return;
  await db.execute(sql`
    insert into ${sectionLeaders} (section_id, user_id)
    select t.section_id, t.user_id
    from unnest(${intArray(placements.map((p) => p.sectionId))}, ${intArray(placements.map((p) => p.userId))}) as t(section_id, user_id)
    on conflict do nothing`);
}
