import { eq, inArray, sql } from 'drizzle-orm';
import type { GradeImpact } from '@marginalia/contracts';
import { assignments, courses, submissions, submissionStudents, type Executor } from '@marginalia/db';

// What a change did to grades already decided, measured around the change itself in its transaction: the grade
// of each submission it may touch before and after, counted by what its students see. A caller can so ask
// before committing (or instead of committing: a dry run rolls back) and tell a person exactly how many
// finalized and published grades move and how many students will be e-mailed (shown-grades.ts sends those mails).

interface GradeState {
  grade: number | null;
  finalized: boolean;
  /** Students see this grade now: finalized, the feedback published and visible, grades not hidden. */
  published: boolean;
  /** Students who get a mail when the grade they see changes (none when the course sends no such mails). */
  mailedStudents: number;
}

async function selectGradeStates(db: Executor, submissionIds: readonly number[]): Promise<Map<number, GradeState>> {
  if (submissionIds.length === 0) return new Map();
  const students = sql<number>`(select count(*) from ${submissionStudents} where ${submissionStudents.submissionId} = ${submissions.id})::int`;
  const rows = await db
    .select({
      id: submissions.id,
      grade: submissions.grade,
      finalized: submissions.isFinalized,
      published: sql<boolean>`(${submissions.isFinalized} and ${assignments.isReleased} and ${assignments.isVisible} and not ${assignments.hideGrades})`,
      mailed: sql<number>`case when ${courses.enableStudentFeedbackNotifications} and ${submissions.shownGrade} is not null then ${students} else 0 end`,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(inArray(submissions.id, [...submissionIds]));
  return new Map(rows.map((row) => [row.id, { grade: row.grade, finalized: row.finalized, published: row.published, mailedStudents: Number(row.mailed) }]));
}

/** Runs `change` (which recomputes the grades it moves) and counts the decided grades it moved among these submissions. */
export async function measureGradeImpact<T>(tx: Executor, submissionIds: readonly number[], change: () => Promise<T>): Promise<{ result: T; impact: GradeImpact }> {
  const before = await selectGradeStates(tx, submissionIds);
  const result = await change();
  const after = await selectGradeStates(tx, submissionIds);
  const impact: GradeImpact = { finalizedGrades: 0, publishedGrades: 0, studentsEmailed: 0 };
  for (const [id, was] of before) {
    if (!was.finalized || after.get(id)?.grade === was.grade) continue;
    impact.finalizedGrades += 1;
    if (!was.published) continue;
    impact.publishedGrades += 1;
    impact.studentsEmailed += was.mailedStudents;
  }
  return { result, impact };
}
