import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assignments, courseMemberships, gradeChanges, submissions, users, type Executor } from '@marginalia/db';
import type { GradeChange, GradeChangeCause, PartnerChangeCause } from '@marginalia/contracts';

// The grade history table (schema: grade_changes): written by recomputeGrades and by partner changes in the
// transaction of the change, read by staff beside the submission.

export interface GradeChangeRow {
  submissionId: number;
  oldGrade: number | null;
  newGrade: number | null;
}

/** One statement for any number of changed grades. */
export async function insertGradeChanges(db: Executor, rows: readonly GradeChangeRow[], cause: GradeChangeCause, actorId: number | null): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(gradeChanges).values(rows.map((row) => ({ ...row, cause, actorId })));
}

export interface PartnerChangeRow {
  submissionId: number;
  cause: PartnerChangeCause;
  actorId: number;
  /** The student who joined, left or was removed; null for a link. */
  studentId: number | null;
}

/**
 * A change of who gets the submission's grade, whether or not a grade was shown yet: the grade at that moment
 * is both its old and new grade (one statement, reading the submission's row the caller holds).
 */
export async function insertPartnerChange(db: Executor, row: PartnerChangeRow): Promise<void> {
  await db.execute(sql`
    insert into ${gradeChanges} (submission_id, old_grade, new_grade, cause, actor_id, student_id)
    select s.id, s.grade, s.grade, ${row.cause}, ${row.actorId}::int, ${row.studentId}::int
    from ${submissions} s where s.id = ${row.submissionId}::int`);
}

const students = alias(users, 'grade_change_students');

/** A row of the history, and whether its actor is a student of the course (whose e-mail anonymous grading hides). */
export type GradeHistoryRow = GradeChange & { actorIsStudent: boolean };

export async function selectGradeHistory(db: Executor, submissionId: number): Promise<GradeHistoryRow[]> {
  const rows = await db
    .select({
      id: gradeChanges.id,
      submission: gradeChanges.submissionId,
      oldGrade: gradeChanges.oldGrade,
      newGrade: gradeChanges.newGrade,
      cause: gradeChanges.cause,
      actor: users.email,
      student: students.email,
      actorIsStudent: sql<boolean>`exists (
        select 1 from ${courseMemberships} m
        join ${assignments} a on a.course_id = m.course_id
        join ${submissions} s on s.assignment_id = a.id
        where s.id = ${gradeChanges.submissionId} and m.user_id = ${gradeChanges.actorId} and m.role = 'student')`,
      created: gradeChanges.createdAt,
    })
    .from(gradeChanges)
    .leftJoin(users, eq(users.id, gradeChanges.actorId))
    .leftJoin(students, eq(students.id, gradeChanges.studentId))
    .where(eq(gradeChanges.submissionId, submissionId))
    .orderBy(asc(gradeChanges.createdAt), asc(gradeChanges.id));
  return rows.map((row) => ({ ...row, cause: row.cause as GradeChangeCause, created: row.created.toISOString() }));
}
