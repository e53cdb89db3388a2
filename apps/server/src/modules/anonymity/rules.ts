import type { CourseAccess } from '../courses/policy';

// Who sees pseudonyms under anonymous grading (docs/API.md "Anonymous grading"). Everyone on the course's staff
// (admins, super graders, graders, section leaders) reads "Student 7" where a student's e-mail would be, in every
// answer about the assignment, until they reveal names for it. Revealing is a choice remembered per person and
// assignment (anonymity_reveals): admins and super graders may reveal everyone, a section leader the students of
// the sections they lead, a plain grader nobody. Students only ever read their own submissions, which name
// themselves and their partners.

export function isAdminOrSuperGrader(access: CourseAccess): boolean {
  return access.isAdmin || access.roles.includes('superGrader');
}

function isStaff(access: CourseAccess): boolean {
  return access.isAdmin || access.roles.some((role) => role === 'grader' || role === 'superGrader');
}

/** Whether this caller may reveal names: admins, super graders, and the leaders of some section. */
export function mayReveal(access: CourseAccess, ledSectionIds: readonly number[]): boolean {
  return isAdminOrSuperGrader(access) || (isStaff(access) && ledSectionIds.length > 0);
}

/** Whether this caller's answers about the assignment go through pseudonyms (some or all of its students hidden). */
export function readsPseudonyms(assignment: { anonymousGrading: boolean }, access: CourseAccess): boolean {
  return assignment.anonymousGrading && isStaff(access);
}

/** Whom a reader sees by name in an anonymously graded assignment. */
export interface NamedStudents {
  everyone: boolean;
  /** Sections whose students are shown (a section leader's, once revealed). */
  sections: ReadonlySet<number>;
}

export const NOBODY_NAMED: NamedStudents = { everyone: false, sections: new Set() };

/** Nobody until the reader revealed; then everyone for admins and super graders, the led sections for their leaders. */
export function namedStudents(access: CourseAccess, revealed: boolean, ledSectionIds: readonly number[]): NamedStudents {
  if (!revealed || !mayReveal(access, ledSectionIds)) return NOBODY_NAMED;
  if (isAdminOrSuperGrader(access)) return { everyone: true, sections: new Set() };
  return { everyone: false, sections: new Set(ledSectionIds) };
}

/** Whether a student of this section is shown by name. */
export function isNamed(named: NamedStudents, sectionId: number | null): boolean {
  return named.everyone || (sectionId !== null && named.sections.has(sectionId));
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
