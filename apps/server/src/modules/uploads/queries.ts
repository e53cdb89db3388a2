import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { assignments, files, submissions, submissionStudents, users, type Executor } from '@marginalia/db';
import { storeBlobs } from '../file-blobs/queries';
import type { PreparedFile } from '../received-files/prepare';

// The rows an upload reads and writes. Each is one statement whatever the number of files or students.

export interface UploadTarget {
  id: number;
  graderId: number | null;
  isFinalized: boolean;
  /** Published feedback reopened by staff: its students read it as published until it is finalized again. */
  beingRevised: boolean;
  lateDayCreditsUsed: number;
}

/** The student's submission for the assignment, locked until the transaction ends, or null. */
export async function lockStudentSubmission(db: Executor, assignmentId: number, studentId: number): Promise<UploadTarget | null> {
  const [row] = await db
    .select({
      id: submissions.id,
      graderId: submissions.graderId,
      isFinalized: submissions.isFinalized,
      beingRevised: sql<boolean>`${submissions.publishedFeedback} is not null`,
      lateDayCreditsUsed: submissions.lateDayCreditsUsed,
    })
    .from(submissions)
    .where(
      sql`${submissions.id} = (select ss.submission_id from ${submissionStudents} ss where ss.assignment_id = ${assignmentId} and ss.student_id = ${studentId})`,
    )
    .for('update');
  return row ?? null;
}

/** The submission's students (ids and e-mails), by e-mail. */
export function selectSubmissionStudents(db: Executor, submissionId: number) {
  return db
    .select({ id: users.id, email: users.email })
    .from(submissionStudents)
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(eq(submissionStudents.submissionId, submissionId))
    .orderBy(sql`${users.email} collate "C"`);
}

/**
 * Serializes late-day charges per (course, student): two late uploads of one student to two assignments
 * at once would otherwise both see the credits as unused. Taken in id order so that partners cannot deadlock.
 */
export async function lockLateDayLedgers(db: Executor, courseId: number, studentIds: number[]): Promise<void> {
  const ids = [...new Set(studentIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.execute(sql`select pg_advisory_xact_lock(${courseId}::int, id) from unnest(${sql.param(ids)}::int[]) as id order by id`);
}

/** Late day credits each student has used in the course on submissions other than `exceptSubmissionId`. */
export async function lateDaysUsedElsewhere(db: Executor, courseId: number, studentIds: number[], exceptSubmissionId: number | null): Promise<Map<number, number>> {
  if (studentIds.length === 0) return new Map();
  const conditions = [eq(assignments.courseId, courseId), inArray(submissionStudents.studentId, studentIds)];
  if (exceptSubmissionId !== null) conditions.push(ne(submissions.id, exceptSubmissionId));
  const rows = await db
    .select({ studentId: submissionStudents.studentId, used: sql<number>`coalesce(sum(${submissions.lateDayCreditsUsed}), 0)::int` })
    .from(submissionStudents)
    .innerJoin(submissions, eq(submissions.id, submissionStudents.submissionId))
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .where(and(...conditions))
    .groupBy(submissionStudents.studentId);
  return new Map(rows.map((row) => [row.studentId, Number(row.used)]));
}

/** Bytes the submission's files take, every version counted. */
export async function storedBytesOf(db: Executor, submissionId: number): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(octet_length(${files.code})), 0)` })
    .from(files)
    .where(eq(files.submissionId, submissionId));
  return Number(row?.bytes ?? 0);
}

/**
 * The files in upload order (ids increase with it, which decides the current version among equal dates), each
 * with its bytes as received stored as its blob.
 */
export async function insertFiles(db: Executor, submissionId: number, prepared: PreparedFile[]) {
  const blobs = await storeBlobs(db, prepared.map((file) => file.bytes));
  return db
    .insert(files)
    .values(prepared.map((file, i) => ({ submissionId, name: file.name, path: file.path, extension: file.extension, code: file.code, blobSha256: blobs[i]! })))
    .returning({
      id: files.id,
      name: files.name,
      path: files.path,
      extension: files.extension,
      created: files.createdAt,
      size: sql<number>`char_length(${files.code})`,
    });
}
