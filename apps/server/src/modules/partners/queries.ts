import { and, eq, gt } from 'drizzle-orm';
import { assignments, courses, oneTimeTokens, submissions, submissionStudents, type Executor } from '@marginalia/db';
import { studentIds, submissionFields } from '../submissions/queries';

// Partner links are one-time-token rows (purpose 'partner_link', subject = the submission) holding only a
// SHA-256 of the token. A submission has at most one: making a new one deletes the old. Each function is one
// statement.

export async function deletePartnerTokens(db: Executor, submissionId: number): Promise<void> {
  await db.delete(oneTimeTokens).where(and(eq(oneTimeTokens.purpose, 'partner_link'), eq(oneTimeTokens.subjectId, submissionId)));
}

export async function insertPartnerToken(db: Executor, submissionId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(oneTimeTokens).values({ purpose: 'partner_link', subjectId: submissionId, tokenHash, expiresAt });
}

/** Whether this hash is the submission's current, unexpired link. */
export async function partnerTokenIsValid(db: Executor, submissionId: number, tokenHash: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: oneTimeTokens.id })
    .from(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.purpose, 'partner_link'),
        eq(oneTimeTokens.subjectId, submissionId),
        eq(oneTimeTokens.tokenHash, tokenHash),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What joining a submission needs to know of it, without the caller's access (the link is the access). */
export async function findPartnerTarget(db: Executor, submissionId: number) {
  const [row] = await db
    .select({
      id: submissions.id,
      assignmentId: submissions.assignmentId,
      assignmentName: assignments.name,
      courseId: assignments.courseId,
      archived: courses.archived,
      hideGrades: assignments.hideGrades,
      hideGradersFromStudents: assignments.hideGradersFromStudents,
      allowStudentUpload: assignments.allowStudentUpload,
      uploadDueDate: assignments.uploadDueDate,
      allowLateUploads: assignments.allowLateUploads,
      lateDayCreditsAllowable: courses.lateDayCreditsAllowable,
      isFinalized: submissions.isFinalized,
      lateDayCreditsUsed: submissions.lateDayCreditsUsed,
      students: submissionFields.students,
      studentIds,
    })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(courses, eq(courses.id, assignments.courseId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  return row ?? null;
}

export async function deleteSubmissionStudent(db: Executor, submissionId: number, studentId: number): Promise<void> {
  await db.delete(submissionStudents).where(and(eq(submissionStudents.submissionId, submissionId), eq(submissionStudents.studentId, studentId)));
}
