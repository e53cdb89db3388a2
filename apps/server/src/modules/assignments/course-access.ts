import { sql } from 'drizzle-orm';
import { assignments, courseMemberships, courses, sections, type CourseRole } from '@marginalia/db';
import { memberAccess, type CourseAccess } from '../courses/policy';
import type { CourseRow } from '../courses/queries';

// Everything inside a course (assignments, submissions, files, comments) is read together with its course and
// the caller's roles in it, in the same statement: a detail read is then the caller's user and this one
// statement, instead of the object's scope, the course and the object one after the other. Access is still
// read from the database on every request: a removed member's next request is refused.
//
// The columns are those of courses/queries.ts findCourseWithAccess; a select using them joins `courses` and
// binds the caller's id to the placeholder `userId`.

export const courseAccessColumns = {
  course: courses,
  courseRoles: sql<CourseRole[]>`array(select m.role::text from ${courseMemberships} m
    where m.course_id = "courses"."id" and m.user_id = ${sql.placeholder('userId')} and m.is_active)`,
  courseAssignments: sql<number[]>`array(select a.id from ${assignments} a where a.course_id = "courses"."id" order by a.sort_key, a.id)`,
  courseSections: sql<number[]>`array(select s.id from ${sections} s where s.course_id = "courses"."id" order by s.id)`,
};

export interface CourseAccessRow {
  course: CourseRow;
  courseRoles: CourseRole[];
  courseAssignments: number[];
  courseSections: number[];
}

/**
 * The caller's access to the course, by the rule of courses/policy.ts loadCourseForMember: members (any active
 * role); 404 for everyone else, platform admins included.
 */
export function courseAccessOf(row: CourseAccessRow): CourseAccess {
  return memberAccess(row.course, row.courseRoles, { assignments: row.courseAssignments, sections: row.courseSections });
}
