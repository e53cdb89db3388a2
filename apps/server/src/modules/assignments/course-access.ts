import { sql } from 'drizzle-orm';
import { courseMemberships, courses, type CourseRole } from '@marginalia/db';
import { memberAccess, type CourseAccess } from '../courses/policy';
import type { CourseRow } from '../courses/queries';

// Everything inside a course (assignments, submissions, files, comments) is read together with its course and
// the caller's roles in it, in the same statement: a detail read is then the caller's user and this one
// statement, instead of the object's scope, the course and the object one after the other. Access is still
// read from the database on every request: a removed member's next request is refused.
//
// The columns are those of courses/queries.ts findCourseWithAccess but the course's assignment and section ids,
// which only the course's own answer shows; a select using them joins `courses` and binds the caller's id to the
// placeholder `userId`.

export const courseAccessColumns = {
  course: courses,
  courseRoles: sql<CourseRole[]>`array(select m.role::text from ${courseMemberships} m
    where m.course_id = "courses"."id" and m.user_id = ${sql.placeholder('userId')} and m.is_active)`,
};

export interface CourseAccessRow {
  course: CourseRow;
  courseRoles: CourseRole[];
}

/**
 * The caller's access to the course, by the rule of courses/policy.ts loadCourseForMember: members (any active
 * role); 404 for everyone else, platform admins included.
 */
export function courseAccessOf(row: CourseAccessRow): CourseAccess {
  return memberAccess(row.course, row.courseRoles);
}
