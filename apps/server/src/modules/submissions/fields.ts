import { SUBMISSION_MESSAGES } from '@marginalia/contracts';
import type { CourseRole, Executor } from '@marginalia/db';
import { findActiveCourseMembers } from '../courses/queries';
import { findStudentsWithSubmission } from './queries';

// The rules a submission's people follow within its course, checked before any write so that one 400 names
// every field at fault. The unique (assignment, student) key still decides a race (see service.ts).

const GRADER_ROLES: CourseRole[] = ['grader', 'superGrader'];

export type Errors = Record<string, string[]>;

/** User ids of the students (duplicates dropped); errors name those who are not active students of the course. */
export async function resolveStudents(db: Executor, courseId: number, emails: string[], errors: Errors): Promise<number[]> {
  const unique = [...new Set(emails)];
  const found = new Map((await findActiveCourseMembers(db, courseId, unique, ['student'])).map((p) => [p.email, p.id]));
  const missing = unique.filter((email) => !found.has(email));
  if (missing.length > 0) errors.students = missing.map(SUBMISSION_MESSAGES.notAStudent);
  return unique.filter((email) => found.has(email)).map((email) => found.get(email)!);
}

/** Errors name every one of these students who already has a(nother) submission for the assignment. */
export async function checkNoOtherSubmission(db: Executor, assignmentId: number, studentIds: number[], errors: Errors, exceptSubmissionId?: number): Promise<void> {
  const taken = await findStudentsWithSubmission(db, assignmentId, studentIds, exceptSubmissionId);
  if (taken.length > 0) errors.students = [...(errors.students ?? []), ...taken.map((p) => SUBMISSION_MESSAGES.alreadySubmitted(p.email))];
}

/** The grader's user id: null for "nobody" (`""` or null); an error when the e-mail is not a grader of the course. */
export async function resolveGrader(db: Executor, courseId: number, email: string | null, errors: Errors): Promise<number | null> {
  if (!email) return null;
  const [grader] = await findActiveCourseMembers(db, courseId, [email], GRADER_ROLES);
  if (!grader) {
    errors.grader = [SUBMISSION_MESSAGES.notAGrader(email)];
    return null;
  }
  return grader.id;
}
