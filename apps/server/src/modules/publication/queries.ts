import { eq, sql } from 'drizzle-orm';
import { submissions, submissionStudents, type Executor } from '@marginalia/db';

/** One statement: the assignment's submissions by state, and how many students the finalized ones have. */
export async function countPublicationAudience(db: Executor, assignmentId: number) {
  const [row] = await db
    .select({
      finalized: sql<number>`(count(*) filter (where ${submissions.isFinalized}))::int`,
      unfinalized: sql<number>`(count(*) filter (where not ${submissions.isFinalized}))::int`,
      students: sql<number>`(select count(distinct ss.student_id) from ${submissionStudents} ss
        join ${submissions} s on s.id = ss.submission_id where s.assignment_id = ${assignmentId} and s.is_finalized)::int`,
    })
    .from(submissions)
    .where(eq(submissions.assignmentId, assignmentId));
  return { finalized: Number(row?.finalized ?? 0), unfinalized: Number(row?.unfinalized ?? 0), students: Number(row?.students ?? 0) };
}
