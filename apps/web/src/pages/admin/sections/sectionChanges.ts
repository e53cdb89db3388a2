import type { Section, SectionUpdate } from '@marginalia/contracts';

export interface SectionFormValues {
  name: string;
  leaders: string[];
  students: string[];
}

const sameMembers = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((email) => b.includes(email));

/** Only what the editor changed: a list sent to the server replaces the old one, so unchanged lists stay out. */
export function sectionChanges(section: Section, values: SectionFormValues): SectionUpdate {
  const changes: SectionUpdate = {};
  const name = values.name.trim();
  if (name !== section.name) changes.name = name;
  if (!sameMembers(values.leaders, section.leaders)) changes.leaders = values.leaders;
  if (!sameMembers(values.students, section.students)) changes.students = values.students;
  return changes;
}
