import { isAdmin, isGrader, isStudent, type CurrentUser } from '@marginalia/contracts';

// The help centre's sections (`/docs#...`) the help drawer points to, by the roles the user has.

export interface HelpLink {
  to: string;
  title: string;
  description: string;
}

const STUDENTS: HelpLink = { to: '/docs#students', title: 'For students', description: 'Uploading work, reading feedback and asking for a regrade.' };
const GRADERS: HelpLink = { to: '/docs#graders', title: 'For graders', description: 'The queue, commenting on code and using the rubric.' };
const INSTRUCTORS: HelpLink = {
  to: '/docs#instructors',
  title: 'For instructors',
  description: 'Courses, assignments, rosters, rubrics, the autograder and grade exports.',
};
const ROLES: HelpLink = { to: '/docs#roles', title: 'Roles and what they can do', description: 'Students, graders, super graders and admins.' };
const API: HelpLink = { to: '/docs#api', title: 'Using the API', description: 'API keys and the codePost-compatible API.' };

/** The user's own guides first, then roles for everyone, then the API for those who may use it. */
export function helpLinksFor(user: CurrentUser): HelpLink[] {
  const links: HelpLink[] = [];
  if (isAdmin(user)) links.push(INSTRUCTORS);
  if (isGrader(user)) links.push(GRADERS);
  if (isStudent(user)) links.push(STUDENTS);
  links.push(ROLES);
  if (isAdmin(user) || user.canModifyRosters) links.push(API);
  return links;
}
