import { RegradeInbox, RegradeRequestCount } from '@marginalia/contracts';
import { readNested } from './resources';

// The consoles' regrade inbox (docs/API.md "Regrade inbox"): a course's requests and the badge's count.

export const regradeInboxKeys = {
  /** Everything about a course's requests: answering one invalidates it all. */
  course: (courseId: number) => ['regradeInbox', courseId] as const,
  list: (courseId: number, reveal: boolean) => ['regradeInbox', courseId, 'list', reveal] as const,
  count: (courseId: number) => ['regradeInbox', courseId, 'count'] as const,
};

/** GET /courses/{id}/regradeRequests/ — with `reveal`, real identities where the caller may see them. */
export function fetchRegradeInbox(courseId: number, reveal: boolean): Promise<RegradeInbox> {
  return readNested('courses', courseId, 'regradeRequests', RegradeInbox, { query: reveal ? { reveal: 1 } : undefined });
}

/** GET /courses/{id}/regradeRequestCount/ — the open requests the caller would find. */
export async function fetchOpenRegradeCount(courseId: number): Promise<number> {
  return (await readNested('courses', courseId, 'regradeRequestCount', RegradeRequestCount)).open;
}
