import type { Section } from '@marginalia/contracts';

// Who is in which section, and how a move between sections becomes PATCH requests. A student is in at most
// one section of a course: the server takes a student added to one section out of any other (docs/API.md).

export interface Membership {
  /** Each assigned student's section, by e-mail. */
  sectionOf: ReadonlyMap<string, Section>;
  /** Active students of the roster in no section, in roster order. */
  unassigned: string[];
}

export function membershipOf(sections: readonly Section[], students: readonly string[]): Membership {
  const sectionOf = new Map<string, Section>();
  for (const section of sections) for (const email of section.students) sectionOf.set(email, section);
  return { sectionOf, unassigned: students.filter((email) => !sectionOf.has(email)) };
}

/** The list after the server answered with `updated`: it replaces its old self and its students leave the others. */
export function withSection(sections: readonly Section[], updated: Section): Section[] {
  const joined = new Set(updated.students);
  const others = sections
    .filter((section) => section.id !== updated.id)
    .map((section) =>
      section.students.some((email) => joined.has(email))
        ? { ...section, students: section.students.filter((email) => !joined.has(email)) }
        : section,
    );
  const index = sections.findIndex((section) => section.id === updated.id);
  if (index === -1) return [...others, updated];
  others.splice(index, 0, updated);
  return others;
}

/** Where students go: a section's id, or null for "no section". */
export type MoveTarget = number | null;

export interface StudentsPatch {
  sectionId: number;
  students: string[];
}

/**
 * The PATCHes that move students: into a section, one PATCH of that section's list (they leave their old
 * sections by the server's rule); out of every section, one PATCH per section they leave.
 */
export function planMove(sections: readonly Section[], emails: readonly string[], target: MoveTarget): StudentsPatch[] {
  const moving = new Set(emails);
  if (target === null) {
    return sections
      .filter((section) => section.students.some((email) => moving.has(email)))
      .map((section) => ({ sectionId: section.id, students: section.students.filter((email) => !moving.has(email)) }));
  }
  const section = sections.find((candidate) => candidate.id === target);
  if (!section) return [];
  const added = emails.filter((email) => !section.students.includes(email));
  return added.length === 0 ? [] : [{ sectionId: section.id, students: [...section.students, ...added] }];
}

/** Case-insensitive substring search over e-mails; an empty search keeps everything. */
export function searchEmails(emails: readonly string[], search: string): string[] {
  const needle = search.trim().toLowerCase();
  return needle ? emails.filter((email) => email.toLowerCase().includes(needle)) : [...emails];
}

/** Sections whose name, leaders or students match the search. */
export function searchSections(sections: readonly Section[], search: string): Section[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...sections];
  const matches = (text: string) => text.toLowerCase().includes(needle);
  return sections.filter(
    (section) => matches(section.name) || section.leaders.some(matches) || section.students.some(matches),
  );
}
