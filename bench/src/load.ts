// What the benchmark suites share: the bench server's description of itself, a row to measure, and the
// autocannon call that measures it.
import autocannon from 'autocannon';
import type { GradingCourse } from './grading-course';

export const CONNECTIONS = 50;

export interface Target {
  url: string;
  token: string;
  courseId: number;
  largeCourseId: number;
  largeStudentEmails: string[];
  queueAssignmentId: number;
  gradingCourse: GradingCourse;
  /** Every GET route of the server, as registered (`/assignments/:id/rubric/`). */
  getRoutes: string[];
  driver: string;
}

export interface Row {
  route: string;
  method?: 'GET' | 'PATCH' | 'POST';
  path: string;
  /** When given, requests cycle through these paths (e.g. many submissions) instead of repeating `path`. */
  paths?: string[];
  body?: unknown;
  auth: boolean;
  /** Concurrent clients; roster writes come from a few admins at a time, not from 50. */
  connections?: number;
}

/** Only the server's address and the caller's token are needed, so suites with servers of their own use it too. */
export function measure(target: Pick<Target, 'url' | 'token'>, row: Row, duration: number, connections = row.connections ?? CONNECTIONS) {
  const headers: Record<string, string> = row.auth ? { authorization: `JWT ${target.token}` } : {};
  if (row.body !== undefined) headers['content-type'] = 'application/json';
  const paths = row.paths;
  let next = 0;
  return autocannon({
    url: target.url + row.path,
    method: row.method ?? 'GET',
    body: row.body === undefined ? undefined : JSON.stringify(row.body),
    connections,
    duration,
    headers,
    requests: paths
      ? [
          {
            setupRequest: (request) => {
              const path = paths[next % paths.length]!;
              next += 1;
              return { ...request, path };
            },
          },
        ]
      : undefined,
  });
}

/**
 * When a run ends, the server still works through the answers its clients stopped waiting for; on PGlite
 * (one connection, statements in turn) that backlog would be billed to the next route. Waits until a cheap
 * authenticated read (one that queues for the database like any other) comes back quickly again.
 */
export async function drain(target: Pick<Target, 'url' | 'token' | 'courseId'>, quickMs = 100, giveUpMs = 30_000): Promise<void> {
  const deadline = Date.now() + giveUpMs;
  while (Date.now() < deadline) {
    const started = performance.now();
    const answer = await fetch(`${target.url}/courses/${target.courseId}/`, { headers: { authorization: `JWT ${target.token}` } });
    await answer.arrayBuffer();
    if (performance.now() - started < quickMs) return;
  }
}
