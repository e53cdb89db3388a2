import type { Course } from '@marginalia/contracts';

/** The admin console's roster tab (spec §5). */
export function RosterPanel({ course }: { course: Course }) {
  return <section aria-label={`Roster of ${course.name}`} />;
}
