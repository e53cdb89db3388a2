import type { GradeChange, Submission, SubmissionHistory } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { compareLabels, loadStudentLabels, relabel, type StudentLabels } from '../anonymity/labels';
import { readsPseudonyms } from '../anonymity/rules';
import type { CourseAccess } from '../courses/policy';

// Anonymous grading in the submission responses: staff who read pseudonyms (anonymity/rules.ts) get "Student 7"
// wherever a student's e-mail would be, except for the students they revealed.

/** Who reads: their roles in the course and their id (for the sections they lead). */
export interface Reader {
  access: CourseAccess;
  userId: number;
}

export interface AnonymityScope {
  assignmentId: number;
  courseId: number;
  anonymousGrading: boolean;
}

/** The labels this reader sees for these e-mails, or null when they see e-mails. */
export async function labelsFor(db: Executor, scope: AnonymityScope, reader: Reader, emails: string[]): Promise<StudentLabels | null> {
  if (!readsPseudonyms(scope, reader.access)) return null;
  return loadStudentLabels(db, { assignmentId: scope.assignmentId, courseId: scope.courseId, viewerId: reader.userId }, reader.access, emails);
}

/** The submissions (all of one assignment) as the reader may see them. */
export async function maskSubmissions(db: Executor, list: Submission[], scope: AnonymityScope, reader: Reader): Promise<Submission[]> {
  const labels = await labelsFor(db, scope, reader, list.flatMap((submission) => submission.students));
  if (!labels) return list;
  return list.map((submission) => ({ ...submission, students: relabel(submission.students, labels) }));
}

export async function maskSubmission(db: Executor, submission: Submission, scope: AnonymityScope, reader: Reader): Promise<Submission> {
  const [masked] = await maskSubmissions(db, [submission], scope, reader);
  return masked!;
}

/** History rows name their student: pseudonyms too, in the order of the labels. */
export async function maskHistory(db: Executor, rows: SubmissionHistory[], scope: AnonymityScope, reader: Reader): Promise<SubmissionHistory[]> {
  const labels = await labelsFor(db, scope, reader, rows.map((row) => row.student));
  if (!labels) return rows;
  const masked = rows.map((row) => ({ ...row, student: relabel([row.student], labels)[0]! }));
  return masked.sort((a, b) => compareLabels(a.student, b.student) || a.id - b.id);
}

/**
 * Grade history rows name the student of a partner change, and a student may be the actor (an upload, a join):
 * both get the reader's labels; staff actors keep their e-mails.
 */
export async function maskGradeHistory(db: Executor, rows: (GradeChange & { actorIsStudent: boolean })[], scope: AnonymityScope, reader: Reader): Promise<GradeChange[]> {
  const emails = rows.flatMap((row) => [row.student, row.actorIsStudent ? row.actor : null]).filter((email): email is string => email !== null);
  const labels = await labelsFor(db, scope, reader, emails);
  const label = (email: string) => (labels ? (labels.get(email) ?? 'Student') : email);
  return rows.map(({ actorIsStudent, ...row }) => ({
    ...row,
    actor: row.actor !== null && actorIsStudent ? label(row.actor) : row.actor,
    student: row.student === null ? null : label(row.student),
  }));
}
