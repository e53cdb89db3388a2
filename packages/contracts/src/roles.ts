import type { CurrentUser } from './users';

// Role helpers of docs/PRODUCT.md §6: a user holds a console's role when they have any course in it.

export type Role = 'student' | 'grader' | 'admin';

export function isStudent(user: Pick<CurrentUser, 'studentCourses'>): boolean {
  return user.studentCourses.length > 0;
}

export function isGrader(user: Pick<CurrentUser, 'graderCourses'>): boolean {
  return user.graderCourses.length > 0;
}

export function isAdmin(user: Pick<CurrentUser, 'courseadminCourses' | 'canCreateCourses'>): boolean {
  return user.courseadminCourses.length > 0 || user.canCreateCourses;
}

export function rolesOf(user: CurrentUser): Role[] {
  const roles: Role[] = [];
  if (isStudent(user)) roles.push('student');
  if (isGrader(user)) roles.push('grader');
  if (isAdmin(user)) roles.push('admin');
  return roles;
}

export const CONSOLE_PATHS: Record<Role, string> = {
  student: '/student',
  grader: '/grader',
  admin: '/admin',
};

export const CONSOLE_LABELS: Record<Role, string> = {
  student: 'Student Console',
  grader: 'Grader Console',
  admin: 'Admin Console',
};
