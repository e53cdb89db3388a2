import { and, asc, eq, sql } from 'drizzle-orm';
import { submissionHistory, submissionStudents, users, type Executor } from '@marginalia/db';

// The view history of a submission: one row per student, saying whether and when they first opened its
// published feedback. Rows are made on demand from submission_students, so submissions written by other
// means (the demo seed, imports) get theirs too.

/** One history row for every student of the submission who has none yet; one statement. */
export async function ensureHistoryRows(db: Executor, submissionId: number): Promise<void> {
  await db.execute(sql`insert into ${submissionHistory} (submission_id, student_id)
    select ss.submission_id, ss.student_id from ${submissionStudents} ss where ss.submission_id = ${submissionId}
    on conflict (submission_id, student_id) do nothing`);
}

/** The student viewed the submission now: the first view's date is kept. */
export async function recordView(db: Executor, submissionId: number, studentId: number): Promise<void> {
  await db
    .insert(submissionHistory)
    .values({ submissionId, studentId, hasViewed: true, dateViewed: new Date(), lastViewedAt: new Date() })
    .onConflictDoUpdate({
      target: [submissionHistory.submissionId, submissionHistory.studentId],
      set: { hasViewed: true, dateViewed: sql`coalesce(${submissionHistory.dateViewed}, excluded.date_viewed)`, lastViewedAt: sql`excluded.last_viewed_at` },
    });
}

/** The history rows of the submission's current students (or of one of them), by student e-mail. */
export function selectHistory(db: Executor, submissionId: number, onlyStudentId?: number) {
  const conditions = [eq(submissionHistory.submissionId, submissionId)];
  if (onlyStudentId !== undefined) conditions.push(eq(submissionHistory.studentId, onlyStudentId));
  return db
    .select({
      id: submissionHistory.id,
      student: users.email,
      submission: submissionHistory.submissionId,
      hasViewed: submissionHistory.hasViewed,
      dateViewed: submissionHistory.dateViewed,
    })
    .from(submissionHistory)
    .innerJoin(users, eq(users.id, submissionHistory.studentId))
    .innerJoin(
      submissionStudents,
      and(eq(submissionStudents.submissionId, submissionHistory.submissionId), eq(submissionStudents.studentId, submissionHistory.studentId)),
    )
    .where(and(...conditions))
    .orderBy(sql`${users.email} collate "C"`, asc(submissionHistory.id));
}
