import { and, count, eq, max, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { comments, files, notPeerComment, sectionLeaders, sectionStudents, submissions, submissionStudents, users, type Executor } from '@marginalia/db';

// What the grading rules read: the comments a grader has left, the end of the queue, the students as stored (to
// tell a resent whole object from a change), and whether someone leads a section of a submission's students.

// Interpolated alone, an alias renders as its bare name; `${files} ${newer}` declares it.
const newer = alias(files, 'newer');

/**
 * Comments on the submission's current files: for each (path, name) only the newest version counts, since
 * comments on older versions are not what the student will read. Peer reviewers' comments are not grading.
 */
export async function countCommentsOnCurrentFiles(db: Executor, submissionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(comments)
    .innerJoin(files, eq(files.id, comments.fileId))
    .where(
      and(
        eq(files.submissionId, submissionId),
        notPeerComment(comments.id),
        sql`not exists (select 1 from ${files} ${newer} where ${newer.submissionId} = ${files.submissionId} and ${newer.name} = ${files.name}
          and ${newer.path} is not distinct from ${files.path} and (${newer.createdAt}, ${newer.id}) > (${files.createdAt}, ${files.id}))`,
      ),
    );
  return row?.n ?? 0;
}

/** One past the largest queue key of the assignment: where a released submission goes to wait again. */
export async function backOfQueueKey(db: Executor, assignmentId: number): Promise<number> {
  const [row] = await db.select({ last: max(submissions.queueOrderKey) }).from(submissions).where(eq(submissions.assignmentId, assignmentId));
  return Number(row?.last ?? 0) + 1;
}

/** The e-mails of the submission's students. */
export async function findStudentEmails(db: Executor, submissionId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(submissionStudents)
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(eq(submissionStudents.submissionId, submissionId));
  return rows.map((row) => row.email);
}

/** Whether the user leads a section of the course that holds one of these students. */
export async function leadsSectionOfAny(db: Executor, userId: number, courseId: number, studentIds: readonly number[]): Promise<boolean> {
  if (studentIds.length === 0) return false;
  const [row] = await db
    .select({ id: sectionLeaders.id })
    .from(sectionLeaders)
    .innerJoin(sectionStudents, eq(sectionStudents.sectionId, sectionLeaders.sectionId))
    .where(
      and(
        eq(sectionLeaders.userId, userId),
        eq(sectionStudents.courseId, courseId),
        sql`${sectionStudents.userId} = any(${sql.param([...studentIds])}::int[])`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
