import { and, asc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Person } from '../courses/queries';
import { files, sectionLeaders, sectionStudents, studentPseudonyms, submissions, submissionStudents, submissionTests, users, type Executor } from '@marginalia/db';
import { gradeUnlessNeedsAttention, needsAttention } from '../grades/listed-grade';

// Submissions' own rows. Every read is one statement whatever the number of submissions: students and files
// are correlated subqueries answered from the submission_id indexes, the grader and responder are joins.

export type SubmissionRow = typeof submissions.$inferSelect;

/** What access rules need to know about a submission: its assignment's course and publication, and its students. */
export interface SubmissionScope {
  id: number;
  assignmentId: number;
  courseId: number;
  isFinalized: boolean;
  graderId: number | null;
  studentIds: number[];
  isReleased: boolean;
  isVisible: boolean;
  hideGrades: boolean;
  hideGradersFromStudents: boolean;
  anonymousGrading: boolean;
}

export interface AssignmentScope {
  id: number;
  courseId: number;
  isReleased: boolean;
  isVisible: boolean;
  hideGrades: boolean;
  hideGradersFromStudents: boolean;
  anonymousGrading: boolean;
}

export const grader = alias(users, 'grader');
export const responder = alias(users, 'responder');

// `submissions.id` is spelled out: drizzle writes the columns of a one-table select unqualified, which the
// subqueries would read as their own table's id. The "C" collation sorts the same on every server.
export const studentEmails = sql<string[]>`array(select u.email from ${submissionStudents} ss join ${users} u on u.id = ss.student_id
  where ss.submission_id = "submissions"."id" order by u.email collate "C")`;
export const studentIds = sql<number[]>`array(select ss.student_id from ${submissionStudents} ss where ss.submission_id = "submissions"."id")`;
export const fileIds = sql<number[]>`array(select f.id from ${files} f where f.submission_id = "submissions"."id" order by f.created_at, f.id)`;
export const testIds = sql<number[]>`array(select st.id from ${submissionTests} st where st.submission_id = "submissions"."id" order by st.id)`;

export const submissionFields = {
  id: submissions.id,
  assignment: submissions.assignmentId,
  students: studentEmails,
  grader: grader.email,
  isFinalized: submissions.isFinalized,
  queueOrderKey: submissions.queueOrderKey,
  dateEdited: submissions.dateEdited,
  dateUploaded: submissions.dateUploaded,
  grade: gradeUnlessNeedsAttention,
  needsAttention,
  files: fileIds,
  tests: testIds,
  questionIsOpen: submissions.questionIsOpen,
  questionIsRegrade: submissions.questionIsRegrade,
  questionText: submissions.questionText,
  questionResponse: submissions.questionResponse,
  questionResponder: responder.email,
  questionDate: submissions.questionDate,
  responseDate: submissions.responseDate,
  testRunsCompleted: submissions.testRunsCompleted,
  lateDayCreditsUsed: submissions.lateDayCreditsUsed,
};

export type StoredSubmission = Awaited<ReturnType<typeof selectSubmissions>>[number];

/** Submissions matching `where`, with their people as e-mails and their file ids, by queue order then id. */
export function selectSubmissions(db: Executor, where: SQL | undefined) {
  return db
    .select(submissionFields)
    .from(submissions)
    .leftJoin(grader, eq(grader.id, submissions.graderId))
    .leftJoin(responder, eq(responder.id, submissions.questionResponderId))
    .where(where)
    .orderBy(asc(submissions.queueOrderKey), asc(submissions.id));
}

/** Submissions one of whose students has this e-mail. */
export function hasStudentWithEmail(email: string): SQL {
  return sql`${submissions.id} in (select ss.submission_id from ${submissionStudents} ss join ${users} u on u.id = ss.student_id
    where u.email = ${email})`;
}

/** Submissions one of whose students goes by this pseudonym number in the assignment. */
export function hasStudentWithPseudonym(assignmentId: number, number: number): SQL {
  return sql`${submissions.id} in (select ss.submission_id from ${submissionStudents} ss join ${studentPseudonyms} p
    on p.assignment_id = ss.assignment_id and p.student_id = ss.student_id where ss.assignment_id = ${assignmentId} and p.number = ${number})`;
}

/** Submissions with a student of this e-mail who is in a section the user leads in the course. */
export function hasLedStudentWithEmail(email: string, courseId: number, leaderId: number): SQL {
  return sql`${submissions.id} in (select ss.submission_id from ${submissionStudents} ss join ${users} u on u.id = ss.student_id
    join ${sectionStudents} sec on sec.course_id = ${courseId} and sec.user_id = ss.student_id
    join ${sectionLeaders} sl on sl.section_id = sec.section_id and sl.user_id = ${leaderId}
    where u.email = ${email})`;
}

/** Submissions held by the grader with this e-mail (the grader join of selectSubmissions). */
export function hasGraderWithEmail(email: string): SQL {
  return eq(grader.email, email);
}

/** Of these students, those who already have a submission for the assignment (other than `exceptSubmissionId`), by e-mail. */
export async function findStudentsWithSubmission(db: Executor, assignmentId: number, studentIds: number[], exceptSubmissionId?: number): Promise<Person[]> {
  if (studentIds.length === 0) return [];
  const conditions: SQL[] = [eq(submissionStudents.assignmentId, assignmentId), inArray(submissionStudents.studentId, studentIds)];
  if (exceptSubmissionId !== undefined) conditions.push(ne(submissionStudents.submissionId, exceptSubmissionId));
  return db
    .select({ id: users.id, email: users.email })
    .from(submissionStudents)
    .innerJoin(users, eq(users.id, submissionStudents.studentId))
    .where(and(...conditions))
    .orderBy(sql`${users.email} collate "C"`);
}

/**
 * Makes these the submission's students: those no longer named leave, new ones join. A fixed number of
 * statements whatever the number of students. (History rows of students who left stay, unlisted.)
 */
/** The ids of the submission's students as they are now. */
export async function selectStudentIdsOf(db: Executor, submissionId: number): Promise<number[]> {
  const rows = await db.select({ studentId: submissionStudents.studentId }).from(submissionStudents).where(eq(submissionStudents.submissionId, submissionId));
  return rows.map((row) => row.studentId);
}

export async function replaceSubmissionStudents(db: Executor, submissionId: number, assignmentId: number, studentIds: number[]): Promise<void> {
  await db
    .delete(submissionStudents)
    .where(and(eq(submissionStudents.submissionId, submissionId), notInArray(submissionStudents.studentId, studentIds)));
  const staying = await db
    .select({ studentId: submissionStudents.studentId })
    .from(submissionStudents)
    .where(eq(submissionStudents.submissionId, submissionId));
  const present = new Set(staying.map((row) => row.studentId));
  await insertSubmissionStudents(db, submissionId, assignmentId, studentIds.filter((id) => !present.has(id)));
}

export async function insertSubmission(db: Executor, values: typeof submissions.$inferInsert): Promise<SubmissionRow> {
  const [row] = await db.insert(submissions).values(values).returning();
  return row!;
}

/** The unique (assignment, student) key decides a race between two creations naming the same student. */
export async function insertSubmissionStudents(db: Executor, submissionId: number, assignmentId: number, studentIds: number[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db.insert(submissionStudents).values(studentIds.map((studentId) => ({ submissionId, assignmentId, studentId })));
}

/** The submission's row, locked until the transaction ends so that concurrent changes to it wait in turn. */
export async function lockSubmission(db: Executor, submissionId: number): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(submissions).where(eq(submissions.id, submissionId)).for('update');
  return row ?? null;
}

export async function updateSubmissionRow(db: Executor, submissionId: number, values: Partial<typeof submissions.$inferInsert>): Promise<void> {
  await db.update(submissions).set(values).where(eq(submissions.id, submissionId));
}

/** Files, comments and history go with it (ON DELETE CASCADE). */
export async function deleteSubmission(db: Executor, submissionId: number): Promise<boolean> {
  const rows = await db.delete(submissions).where(eq(submissions.id, submissionId)).returning({ id: submissions.id });
  return rows.length > 0;
}
