import type { Course } from '@marginalia/contracts';

export function SubmissionsPanel({ course }: { course: Course; subPanel: string | undefined }) {
  return <p>Submissions of {course.name}</p>;
}
