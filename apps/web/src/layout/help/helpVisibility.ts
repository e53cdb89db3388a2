import { DEMO_PERIOD, rolesOf, type CurrentUser, type MyCourses } from '@marginalia/contracts';

// Who gets the help button (docs/PRODUCT.md §6): admins, graders and students, but not someone whose only course is
// the sample course: they are trying the product out, and the sample course explains itself.

/** The ids of every course the user holds any role in. */
export function courseIdsOf(user: CurrentUser): number[] {
  return [...new Set([...user.studentCourses, ...user.graderCourses, ...user.superGraderCourses, ...user.courseadminCourses])];
}

/** Whether the user has exactly one course, so that whether it is the sample course decides. */
export function needsCourseCheck(user: CurrentUser): boolean {
  return courseIdsOf(user).length === 1;
}

/**
 * Whether to show the help button. `myCourses` is `GET /courses/mine/` (undefined while it loads or after it
 * failed); it only matters for a user with exactly one course, who sees no button until it says that course
 * is not the sample course.
 */
export function helpWidgetVisible(user: CurrentUser, myCourses: MyCourses | undefined): boolean {
  if (rolesOf(user).length === 0) return false;
  if (!needsCourseCheck(user)) return true;
  if (!myCourses) return false;
  const [onlyCourse] = courseIdsOf(user);
  const courses = [...myCourses.studentCourses, ...myCourses.graderCourses, ...myCourses.superGraderCourses, ...myCourses.courseadminCourses];
  const course = courses.find((candidate) => candidate.id === onlyCourse);
  return course !== undefined && course.period !== DEMO_PERIOD;
}
