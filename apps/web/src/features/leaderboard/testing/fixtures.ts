import type { Leaderboard } from '@marginalia/contracts';

// A leaderboard as GET /assignments/{id}/leaderboard/ answers it: two columns, three ranked rows, the reader's the second.

export function makeLeaderboard(changes: Partial<Leaderboard> = {}): Leaderboard {
  return {
    assignment: 5,
    columns: [
      { name: 'Accuracy', order: 'desc' },
      { name: 'Time (s)', order: 'asc' },
    ],
    rows: [
      { rank: 1, name: 'Blue Heron', mine: false, values: { Accuracy: 0.98, 'Time (s)': 1.25 } },
      { rank: 2, name: 'Anonymous 12', mine: true, values: { Accuracy: 0.91, 'Time (s)': 0.8 } },
      { rank: 3, name: '<b>Bold</b>', mine: false, values: { Accuracy: 0.5 } },
    ],
    myName: null,
    ...changes,
  };
}
