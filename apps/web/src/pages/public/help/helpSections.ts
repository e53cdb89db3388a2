// The sections of the help centre, in their usual order, and the role query that puts one role's guide first
// (`/docs?role=grader`). Other parts of the app link to these ids, e.g. `/docs#missing-email`.

export const HELP_SECTIONS = [
  { id: 'instructors', title: 'For instructors' },
  { id: 'graders', title: 'For graders' },
  { id: 'students', title: 'For students' },
  { id: 'roles', title: 'Roles and what they can do' },
  { id: 'missing-email', title: 'I never got my sign-up e-mail' },
  { id: 'api', title: 'Using the API' },
  { id: 'self-hosting', title: 'Running your own instance' },
] as const;

export type HelpSectionId = (typeof HELP_SECTIONS)[number]['id'];

export type HelpRole = 'student' | 'grader' | 'admin';

/** The guide each role reads first. */
export const GUIDE_OF_ROLE: Record<HelpRole, HelpSectionId> = {
  admin: 'instructors',
  grader: 'graders',
  student: 'students',
};

/** The role a `?role=` value names, or null for a missing or unknown value. */
export function parseHelpRole(value: string | null): HelpRole | null {
  return value === 'student' || value === 'grader' || value === 'admin' ? value : null;
}

/** The section ids in display order: the role's guide first, the rest in their usual order. */
export function orderHelpSections(role: HelpRole | null): HelpSectionId[] {
  const ids = HELP_SECTIONS.map((section) => section.id);
  if (!role) return ids;
  const first = GUIDE_OF_ROLE[role];
  return [first, ...ids.filter((id) => id !== first)];
}

/** The address of a help centre section, for links from elsewhere in the app. */
export function helpCentrePath(section?: HelpSectionId, role?: HelpRole): string {
  return `/docs${role ? `?role=${role}` : ''}${section ? `#${section}` : ''}`;
}
