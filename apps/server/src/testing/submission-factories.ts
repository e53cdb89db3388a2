import { eq } from 'drizzle-orm';
import { assignments, files, submissionHistory, submissions, submissionStudents, type Database } from '@marginalia/db';
import type { TestUser } from './factories';
import { withBlobsOfText } from '../modules/file-blobs/text-files';

// Assignments, submissions and files written straight to the database, for tests that need a course in a
// given state before the call under test. (Assignments have their own module; these rows are only fixtures.)

let sequence = 0;

export async function createAssignment(db: Database, courseId: number, values: Partial<typeof assignments.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(assignments)
    .values({ courseId, name: `Assignment ${sequence}`, points: 10, ...values })
    .returning();
  return row!;
}

export interface SubmissionOptions extends Partial<typeof submissions.$inferInsert> {
  students: TestUser[];
  grader?: TestUser;
}

export async function createSubmission(db: Database, assignmentId: number, options: SubmissionOptions) {
  const { students, grader, ...values } = options;
  const [row] = await db
    .insert(submissions)
    .values({ assignmentId, graderId: grader?.id ?? null, ...values })
    .returning();
  if (students.length > 0) {
    await db.insert(submissionStudents).values(students.map((student) => ({ submissionId: row!.id, assignmentId, studentId: student.id })));
  }
  return row!;
}

export async function createFile(db: Database, submissionId: number, values: Partial<typeof files.$inferInsert> = {}) {
  const [row] = await db
    .insert(files)
    .values(await withBlobsOfText(db, [{ submissionId, name: 'main.py', code: 'print(1)\n', extension: 'py', ...values }]))
    .returning();
  return row!;
}

/** A published, visible assignment with one finalized submission of `student`, graded by `grader`. */
export async function createReleasedSubmission(db: Database, courseId: number, student: TestUser, grader: TestUser) {
  const assignment = await createAssignment(db, courseId, { isReleased: true, isVisible: true });
  const submission = await createSubmission(db, assignment.id, { students: [student], grader, isFinalized: true });
  return { assignment, submission };
}

export async function storedSubmission(db: Database, submissionId: number) {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId));
  return row ?? null;
}

export async function storedHistory(db: Database, submissionId: number) {
  return db.select().from(submissionHistory).where(eq(submissionHistory.submissionId, submissionId));
}
