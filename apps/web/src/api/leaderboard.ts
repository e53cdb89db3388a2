import { Leaderboard } from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import { readNested, resourcePath } from './resources';

// An assignment's leaderboard (docs/AUTOGRADER.md): each submission's newest values under pseudonyms, for the
// course's students and staff, and the pseudonym a student chooses for it.

export const leaderboardQueryKey = (assignmentId: number) => ['leaderboard', assignmentId] as const;

/** GET /assignments/{id}/leaderboard/ */
export function fetchLeaderboard(assignmentId: number, options?: CallOptions): Promise<Leaderboard> {
  return readNested('assignments', assignmentId, 'leaderboard', Leaderboard, options);
}

/** PUT /assignments/{id}/leaderboard/name/ — the reader's pseudonym; the caller reads the leaderboard again. */
export async function updateLeaderboardName(assignmentId: number, name: string, options?: CallOptions): Promise<void> {
  await sendExpecting('PUT', `${resourcePath('assignments', assignmentId, 'leaderboard')}name/`, [200, 204], { ...options, body: { name } });
}
