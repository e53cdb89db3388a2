import { and, eq, sql } from 'drizzle-orm';
import type { Submission } from '@marginalia/contracts';
import { assignments, sectionLeaders, sectionStudents, submissions, submissionStudents, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
import { readsPseudonyms } from '../anonymity/rules';
import type { CourseAccess } from '../courses/policy';
import { maskSubmissions } from '../submissions/anonymous';
import { presentSubmission } from '../submissions/present';
import { selectSubmissions } from '../submissions/queries';
import { loadSectionForReader } from './policy';

// GET /sections/{id}/submissions/: the work of a section's students, for the people who look after the
// section — course admins, super graders and its leaders. Other graders get 403: the section is not theirs.

async function leadsSection(db: Executor, sectionId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sectionLeaders.id })
    .from(sectionLeaders)
    .where(and(eq(sectionLeaders.sectionId, sectionId), eq(sectionLeaders.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Submissions of the course with at least one student of the section, in one statement. The course is
 * checked through the submission's assignment: a student's work for other courses is not the section's.
 */
function inSectionOfCourse(sectionId: number, courseId: number) {
  return sql`${submissions.id} in (select ss.submission_id from ${submissionStudents} ss
    join ${sectionStudents} member on member.user_id = ss.student_id and member.section_id = ${sectionId}
    join ${assignments} a on a.id = ss.assignment_id and a.course_id = ${courseId})`;
}

async function selectAnonymousAssignmentIds(db: Executor, courseId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: assignments.id })
    .from(assignments)
    .where(and(eq(assignments.courseId, courseId), eq(assignments.anonymousGrading, true)));
  return new Set(rows.map((row) => row.id));
}

/**
 * Anonymous grading, as the assignment submission list applies it: the submissions of anonymously graded
 * assignments carry pseudonyms for the students the reader has not revealed. Labels are looked up per assignment
 * that has such a submission; lists without one (the usual case) cost one statement whatever their length.
 */
async function maskForReader(db: Executor, list: Submission[], courseId: number, access: CourseAccess, userId: number): Promise<Submission[]> {
  if (!readsPseudonyms({ anonymousGrading: true }, access)) return list;
  const anonymous = await selectAnonymousAssignmentIds(db, courseId);
  const toMask = new Map<number, Submission[]>();
  for (const submission of list) {
    if (!anonymous.has(submission.assignment)) continue;
    toMask.set(submission.assignment, [...(toMask.get(submission.assignment) ?? []), submission]);
  }
  const masked = new Map<number, Submission>();
  for (const [assignmentId, group] of toMask) {
    const scope = { assignmentId, courseId, anonymousGrading: true };
    for (const submission of await maskSubmissions(db, group, scope, { access, userId })) masked.set(submission.id, submission);
  }
  return list.map((submission) => masked.get(submission.id) ?? submission);
}

export async function listSectionSubmissions(db: Executor, sectionId: number, user: AuthUser): Promise<Submission[]> {
  const { section, course } = await loadSectionForReader(db, sectionId, user);
  const mayList = course.isAdmin || course.roles.includes('superGrader') || (await leadsSection(db, sectionId, user.id));
  if (!mayList) throw forbidden();
  const rows = await selectSubmissions(db, inSectionOfCourse(sectionId, section.courseId));
  // Staff callers only: presented as the assignment submission list presents them to staff.
  return maskForReader(db, rows.map((row) => presentSubmission(row)), section.courseId, course, user.id);
}
