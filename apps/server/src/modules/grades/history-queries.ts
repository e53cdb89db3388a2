import { asc, eq } from 'drizzle-orm';
import { gradeChanges, users, type Executor } from '@marginalia/db';
import type { GradeChange, GradeChangeCause } from '@marginalia/contracts';

// The grade history table (schema: grade_changes): written by recomputeGrades in the transaction of the change,
// read by staff beside the submission.

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

export async function selectGradeHistory(db: Executor, submissionId: number): Promise<GradeChange[]> {
  const rows = await db
    .select({
      id: gradeChanges.id,
      submission: gradeChanges.submissionId,
      oldGrade: gradeChanges.oldGrade,
      newGrade: gradeChanges.newGrade,
      cause: gradeChanges.cause,
      actor: users.email,
      created: gradeChanges.createdAt,
    })
    .from(gradeChanges)
    .leftJoin(users, eq(users.id, gradeChanges.actorId))
    .where(eq(gradeChanges.submissionId, submissionId))
    .orderBy(asc(gradeChanges.createdAt), asc(gradeChanges.id));
  return rows.map((row) => ({ ...row, cause: row.cause as GradeChangeCause, created: row.created.toISOString() }));
}
