import type { CourseAccess } from '../courses/policy';

// Who sees pseudonyms under anonymous grading (docs/API.md "Anonymous grading"). Graders of the course see
// "Student 7" where a student's e-mail would be, except for the students of the sections they lead. Course
// admins and super graders see identities everywhere but in the submission overview, which hides them until
// asked (?reveal=1). Students only ever read their own submissions, which name themselves and their partners.

export function isAdminOrSuperGrader(access: CourseAccess): boolean {
  return access.isAdmin || access.roles.includes('superGrader');
}

/** Whether this caller reads the assignment's students as pseudonyms (outside the submission overview). */
export function readsPseudonyms(assignment: { anonymousGrading: boolean }, access: CourseAccess): boolean {
  return assignment.anonymousGrading && !isAdminOrSuperGrader(access) && access.roles.includes('grader');
}

/**
 * Whether the grading consoles' lists (the submission overview, the regrade inbox) show a student's identity.
 * Under anonymous grading they name nobody by default, so that a screen shared or left open names nobody;
 * asking to reveal shows admins and super graders everyone, and a section leader the students of their sections.
 */
export function consoleShowsStudent(anonymous: boolean, reveal: boolean, access: CourseAccess, inLedSection: boolean): boolean {
  return !anonymous || (reveal && (isAdminOrSuperGrader(access) || inLedSection));
}

/** Whether asking to reveal could show anyone in those lists (some assignment anonymous, the caller allowed). */
export function consoleMayReveal(anonymous: boolean, access: CourseAccess, leadsSections: boolean): boolean {
  return anonymous && (isAdminOrSuperGrader(access) || leadsSections);
}
