import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { courses, ltiContexts, ltiPlatforms, ltiRosterSyncs, ltiUsers, users, type Executor } from '@marginalia/db';
import type { PlatformRow } from './platform-queries';

// What roster syncs read and write (docs/LMS.md, "Roster sync"): a course's LMS link, the people linked to a
// platform, and the sync log.

export type RosterSyncRow = typeof ltiRosterSyncs.$inferSelect;
export type SyncTrigger = RosterSyncRow['trigger'];

export interface CourseLmsLink {
  platform: PlatformRow;
  contextTitle: string;
  membershipsUrl: string | null;
}

/** The LMS course linked to this course; the most recently linked one when several LMS courses point here. */
export async function courseLmsLink(db: Executor, courseId: number): Promise<CourseLmsLink | null> {
  const [row] = await db
    .select({ platform: ltiPlatforms, contextTitle: ltiContexts.title, membershipsUrl: ltiContexts.membershipsUrl })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(eq(ltiContexts.courseId, courseId))
    .orderBy(desc(isNotNull(ltiContexts.membershipsUrl)), desc(ltiContexts.id))
    .limit(1);
  return row ?? null;
}

/** Ids of the live courses linked to an LMS course that offers its member list. */
export async function coursesWithMemberLists(db: Executor): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: courses.id })
    .from(ltiContexts)
    .innerJoin(courses, eq(courses.id, ltiContexts.courseId))
    .where(and(isNotNull(ltiContexts.membershipsUrl), eq(courses.archived, false)));
  return rows.map((row) => row.id);
}

/** Everyone linked to a person of this issuer: their `sub` and their account's e-mail. */
export async function linkedPeople(db: Executor, issuer: string): Promise<Map<string, { userId: number; email: string }>> {
  const rows = await db
    .select({ subject: ltiUsers.subject, userId: users.id, email: users.email })
    .from(ltiUsers)
    .innerJoin(users, eq(users.id, ltiUsers.userId))
    .where(eq(ltiUsers.issuer, issuer));
  return new Map(rows.map((row) => [row.subject, { userId: row.userId, email: row.email }]));
}

export async function accountByEmail(db: Executor, email: string): Promise<{ id: number; isPlatformAdmin: boolean } | null> {
  const [row] = await db.select({ id: users.id, isPlatformAdmin: users.isPlatformAdmin }).from(users).where(eq(users.email, email));
  return row ?? null;
}

export async function selectRosterSync(db: Executor, id: number): Promise<RosterSyncRow | null> {
  const [row] = await db.select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.id, id));
  return row ?? null;
}

export async function queuedRosterSync(db: Executor, courseId: number): Promise<RosterSyncRow | null> {
  const [row] = await db
    .select()
    .from(ltiRosterSyncs)
    .where(and(eq(ltiRosterSyncs.courseId, courseId), eq(ltiRosterSyncs.state, 'queued')))
    .orderBy(desc(ltiRosterSyncs.id))
    .limit(1);
  return row ?? null;
}

export async function hasSucceededSync(db: Executor, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ltiRosterSyncs.id })
    .from(ltiRosterSyncs)
    .where(and(eq(ltiRosterSyncs.courseId, courseId), eq(ltiRosterSyncs.state, 'succeeded')))
    .limit(1);
  return Boolean(row);
}

export async function insertRosterSync(db: Executor, values: typeof ltiRosterSyncs.$inferInsert): Promise<RosterSyncRow> {
  const [row] = await db.insert(ltiRosterSyncs).values(values).returning();
  return row!;
}

export async function updateRosterSync(db: Executor, id: number, values: Partial<typeof ltiRosterSyncs.$inferInsert>): Promise<void> {
  await db.update(ltiRosterSyncs).set(values).where(eq(ltiRosterSyncs.id, id));
}

/** The course's sync log, newest first. */
export async function listRosterSyncs(db: Executor, courseId: number, limit = 100): Promise<RosterSyncRow[]> {
  return db.select().from(ltiRosterSyncs).where(eq(ltiRosterSyncs.courseId, courseId)).orderBy(desc(ltiRosterSyncs.id)).limit(limit);
}
