import type { Course } from '@marginalia/contracts';

export function AssignmentsPanel({ course }: { course: Course; subPanel: string | undefined }) {
  return <p>Assignments of {course.name}</p>;
}
