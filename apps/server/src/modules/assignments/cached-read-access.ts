import { eq, sql } from 'drizzle-orm';
import { assignments, courses, preparedFor, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { notFound } from '../../http/errors';
import type { CourseDataVersion } from '../answer-cache/answer-cache';
import { courseDataVersionColumn } from '../answer-cache/queries';
import { courseAccessOf, courseAccessColumns } from './course-access';
import { isCourseStaff } from './policy';

// The permission checks of the cached reads (answer-cache/answer-cache.ts): the caller's access to the course of
// an assignment, or to a course, by the same rule as loadAssignmentInCourse and loadCourseForMember (members, else
// 404), read in one statement with the version of the course's data. Staff answers are cached; anyone else's
// (null) are computed as always.

export async function staffAssignmentDataVersion(db: Executor, assignmentId: number, user: AuthUser): Promise<CourseDataVersion | null> {
  const query = preparedFor(db, 'find_assignment_access_with_version', (d) =>
    d
      .select({ courseId: assignments.courseId, ...courseAccessColumns, version: courseDataVersionColumn })
      .from(assignments)
      .innerJoin(courses, eq(courses.id, assignments.courseId))
      .where(eq(assignments.id, sql.placeholder('assignmentId')))
      .limit(1)
      .prepare('find_assignment_access_with_version'),
  );
  const [row] = await query.execute({ assignmentId, userId: user.id });
  if (!row) throw notFound();
  return isCourseStaff(courseAccessOf(row)) ? { courseId: row.courseId, version: Number(row.version) } : null;
}

export async function staffCourseDataVersion(db: Executor, courseId: number, user: AuthUser): Promise<CourseDataVersion | null> {
  const query = preparedFor(db, 'find_course_access_with_version', (d) =>
    d
      .select({ ...courseAccessColumns, version: courseDataVersionColumn })
      .from(courses)
      .where(eq(courses.id, sql.placeholder('courseId')))
      .limit(1)
      .prepare('find_course_access_with_version'),
  );
  const [row] = await query.execute({ courseId, userId: user.id });
  if (!row) throw notFound();
  return isCourseStaff(courseAccessOf(row)) ? { courseId, version: Number(row.version) } : null;
}
