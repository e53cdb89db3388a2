import type { RosterRole } from '@marginalia/contracts';

// LMS roles (LIS vocabulary of LTI 1.3) as course roles (docs/LMS.md, "Roles"): Instructor → course admin (and
// grader, as the creator of a course is), TeachingAssistant → grader, Learner → student. A teaching assistant's
// token also carries the principal role Instructor (a sub-role comes with its principal), so the sub-role decides.

const MEMBERSHIP = 'http://purl.imsglobal.org/vocab/lis/v2/membership';
export const LTI_ROLES = {
  instructor: `${MEMBERSHIP}#Instructor`,
  teachingAssistant: `${MEMBERSHIP}/Instructor#TeachingAssistant`,
  learner: `${MEMBERSHIP}#Learner`,
} as const;

export type LaunchRole = 'courseAdmin' | 'grader' | 'student';

export function launchRole(roles: readonly string[]): LaunchRole | null {
  const has = (role: string) => roles.includes(role);
  if (has(LTI_ROLES.teachingAssistant)) return 'grader';
  if (has(LTI_ROLES.instructor)) return 'courseAdmin';
  if (has(LTI_ROLES.learner)) return 'student';
  return null;
}

/** The roster lists a launch role adds the person to. */
export function rosterListsFor(role: LaunchRole): RosterRole[] {
  if (role === 'courseAdmin') return ['courseAdmins', 'graders'];
  if (role === 'grader') return ['graders'];
  return ['students'];
}
