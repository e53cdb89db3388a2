import { and, eq, sql } from 'drizzle-orm';
import type { Submission } from '@marginalia/contracts';
import { assignments, sectionLeaders, sectionStudents, submissions, submissionStudents, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden } from '../../http/errors';
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

export async function listSectionSubmissions(db: Executor, sectionId: number, user: AuthUser): Promise<Submission[]> {
  const { section, course } = await loadSectionForReader(db, sectionId, user);
  const mayList = course.isAdmin || course.roles.includes('superGrader') || (await leadsSection(db, sectionId, user.id));
  if (!mayList) throw forbidden();
  const rows = await selectSubmissions(db, inSectionOfCourse(sectionId, section.courseId));
  // Staff callers only: presented as the assignment submission list presents them to staff.
  return rows.map((row) => presentSubmission(row));
}
