import type { Course } from '@marginalia/contracts';

export function SectionsPanel({ course }: { course: Course; subPanel: string | undefined }) {
  return <section aria-label={`Sections of ${course.name}`} />;
}
