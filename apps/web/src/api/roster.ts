import { Roster } from '@marginalia/contracts';
import { readNested } from './resources';

// The course roster calls of docs/API.md (`/courses/{id}/roster/` and its actions).

/** The react-query key of one course's roster; every roster change invalidates it. */
export function rosterQueryKey(courseId: number): readonly ['roster', number] {
  return ['roster', courseId] as const;
}

/** GET /courses/{id}/roster/ — every role's e-mail list, sorted. */
export function fetchRoster(courseId: number): Promise<Roster> {
  return readNested('courses', courseId, 'roster', Roster);
}
