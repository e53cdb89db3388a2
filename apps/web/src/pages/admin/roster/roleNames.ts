import type { RosterRole } from '@marginalia/contracts';

/**
 * Each role as one word or two, for sentences ("Make Ada a grader"), tags, and the role column of roster
 * files: parseRosterRole reads every one of them back.
 */
export const ROLE_NOUNS: Record<RosterRole, string> = {
  students: 'student',
  graders: 'grader',
  superGraders: 'super grader',
  courseAdmins: 'admin',
};

/** "a student", "an admin". */
export function roleWithArticle(role: RosterRole): string {
  const noun = ROLE_NOUNS[role];
  return `${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}`;
}
