import { and, eq, sql } from 'drizzle-orm';
import { assignments, ltiContexts, ltiLineItems, ltiPlatforms, ltiResourceLinks, ltiScores, ltiUsers, submissions, submissionStudents, users, rowsOf, type Executor } from '@marginalia/db';
import type { PlatformRow } from './platform-queries';

// What grade passback reads and writes (docs/LMS.md, "Grade passback"): the assignment and the LMS courses its
// course is linked to, the line item rows with their claims, and the students' latest scores.

export type LineItemRow = typeof ltiLineItems.$inferSelect;
export type ScoreRow = typeof ltiScores.$inferSelect;

export interface PassbackAssignment {
  id: number;
  name: string;
  points: number;
  courseId: number;
  /** Whether students are shown its grades now: published, visible, grades not hidden. */
  showsGrades: boolean;
}

export interface PassbackContext {
  id: number;
  title: string;
  platform: PlatformRow;
  lineItemsUrl: string | null;
  agsScopes: string[];
  /** A resource link of the LMS course that opens this assignment, with the line item the LMS gave it. */
  link: { resourceLinkId: string; lineItemUrl: string | null } | null;
}

export async function passbackAssignment(db: Executor, assignmentId: number): Promise<PassbackAssignment | null> {
  const [row] = await db
    .select({ id: assignments.id, name: assignments.name, points: assignments.points, courseId: assignments.courseId, isReleased: assignments.isReleased, isVisible: assignments.isVisible, hideGrades: assignments.hideGrades })
    .from(assignments)
    .where(eq(assignments.id, assignmentId));
  if (!row) return null;
  return { id: row.id, name: row.name, points: Number(row.points), courseId: row.courseId, showsGrades: row.isReleased && row.isVisible && !row.hideGrades };
}

/** The LMS courses linked to the course, each with the resource link (if any) placed for this assignment. */
export async function passbackContexts(db: Executor, courseId: number, assignmentId: number): Promise<PassbackContext[]> {
  const rows = await db
    .select({ id: ltiContexts.id, title: ltiContexts.title, platform: ltiPlatforms, lineItemsUrl: ltiContexts.lineItemsUrl, agsScopes: ltiContexts.agsScopes })
    .from(ltiContexts)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiContexts.platformId))
    .where(eq(ltiContexts.courseId, courseId))
    .orderBy(ltiContexts.id);
  const links = await db
    .select({ contextId: ltiResourceLinks.contextId, resourceLinkId: ltiResourceLinks.resourceLinkId, lineItemUrl: ltiResourceLinks.lineItemUrl })
    .from(ltiResourceLinks)
    .where(eq(ltiResourceLinks.assignmentId, assignmentId))
    .orderBy(sql`${ltiResourceLinks.lineItemUrl} is null`, ltiResourceLinks.id);
  return rows.map((row) => {
    const link = links.find((candidate) => candidate.contextId === row.id);
    return { ...row, link: link ? { resourceLinkId: link.resourceLinkId, lineItemUrl: link.lineItemUrl } : null };
  });
}

/** The context's row for this assignment, made if missing. */
export async function lineItemRow(db: Executor, contextId: number, assignmentId: number): Promise<LineItemRow> {
  await db.insert(ltiLineItems).values({ contextId, assignmentId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(ltiLineItems)
    .where(and(eq(ltiLineItems.contextId, contextId), eq(ltiLineItems.assignmentId, assignmentId)));
  return row!;
}

export async function selectLineItemRow(db: Executor, id: number): Promise<LineItemRow | null> {
  const [row] = await db.select().from(ltiLineItems).where(eq(ltiLineItems.id, id));
  return row ?? null;
}

/** Takes the right to find or create the row's line item for `seconds`, unless another run holds it. */
export async function claimLineItem(db: Executor, id: number, seconds: number): Promise<boolean> {
  const claimed = await db
    .update(ltiLineItems)
    .set({ claimedUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(and(eq(ltiLineItems.id, id), sql`${ltiLineItems.url} is null`, sql`(${ltiLineItems.claimedUntil} is null or ${ltiLineItems.claimedUntil} < now())`))
    .returning({ id: ltiLineItems.id });
  return claimed.length > 0;
}

export async function releaseLineItemClaim(db: Executor, id: number): Promise<void> {
  await db.update(ltiLineItems).set({ claimedUntil: null }).where(eq(ltiLineItems.id, id));
}

export async function setLineItemUrl(db: Executor, id: number, url: string, origin: NonNullable<LineItemRow['origin']>): Promise<void> {
  await db.update(ltiLineItems).set({ url, origin, claimedUntil: null }).where(eq(ltiLineItems.id, id));
}

export async function recordLineItemRun(db: Executor, id: number, error: string | null): Promise<void> {
  await db.update(ltiLineItems).set({ lastPassbackAt: new Date(), lastError: error }).where(eq(ltiLineItems.id, id));
}

/** One student's grade as students see it, with their id in the LMS (null: not known to it) and their last score. */
export interface StudentGrade {
  userId: number;
  email: string;
  lmsUserId: string | null;
  shownGrade: number;
  last: Pick<ScoreRow, 'scoreGiven' | 'scoreMaximum' | 'timestamp' | 'state'> | null;
}

/**
 * Every student with a shown grade on the assignment (their latest finalized submission's), with their id at this
 * platform (NRPS syncs and launches link it) and the latest score on this line item.
 */
export async function shownGrades(db: Executor, assignmentId: number, issuer: string, lineItemId: number): Promise<StudentGrade[]> {
  const result = rowsOf<{ user_id: number; email: string; subject: string | null; shown_grade: string; score_given: number | null; score_maximum: number | null; timestamp: Date | string | null; state: ScoreRow['state'] | null }>(await db.execute(sql`
    select distinct on (ss.student_id) ss.student_id as user_id, u.email, lu.subject, s.shown_grade,
      sc.score_given, sc.score_maximum, sc.timestamp, sc.state
    from ${submissionStudents} ss
    join ${submissions} s on s.id = ss.submission_id
    join ${users} u on u.id = ss.student_id
    left join lateral (select subject from ${ltiUsers} where user_id = ss.student_id and issuer = ${issuer} order by id limit 1) lu on true
    left join ${ltiScores} sc on sc.line_item_id = ${lineItemId} and sc.user_id = ss.student_id
    where ss.assignment_id = ${assignmentId} and s.is_finalized and s.shown_grade is not null
    order by ss.student_id, s.id desc`));
  return result.map((row) => ({
    userId: Number(row.user_id),
    email: row.email,
    lmsUserId: row.subject,
    shownGrade: Number(row.shown_grade),
    last:
      row.state === null
        ? null
        : { scoreGiven: row.score_given === null ? null : Number(row.score_given), scoreMaximum: Number(row.score_maximum), timestamp: new Date(row.timestamp!), state: row.state },
  }));
}

/** Whether any student is shown a grade on the assignment (before a line item is worth making). */
export async function hasShownGrades(db: Executor, assignmentId: number): Promise<boolean> {
  const result = rowsOf<unknown>(await db.execute(sql`
    select 1 from ${submissions} where assignment_id = ${assignmentId} and is_finalized and shown_grade is not null limit 1`));
  return result.length > 0;
}

/** The course's assignments whose grades students are shown (published, visible, not hidden) and have. */
export async function assignmentsShowingGrades(db: Executor, courseId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`
    select a.id from ${assignments} a
    where a.course_id = ${courseId} and a.is_released and a.is_visible and not a.hide_grades
      and exists (select 1 from ${submissions} s where s.assignment_id = a.id and s.is_finalized and s.shown_grade is not null)`));
  return rows.map((row) => Number(row.id));
}

export async function recordScore(db: Executor, values: typeof ltiScores.$inferInsert): Promise<void> {
  await db
    .insert(ltiScores)
    .values(values)
    .onConflictDoUpdate({
      target: [ltiScores.lineItemId, ltiScores.userId],
      set: {
        lmsUserId: values.lmsUserId,
        scoreGiven: values.scoreGiven,
        scoreMaximum: values.scoreMaximum,
        timestamp: values.timestamp,
        state: values.state,
        error: values.error ?? null,
        sentAt: sql`now()`,
      },
    });
}
