import type { Leaderboard, LeaderboardValue } from '@marginalia/contracts';

// The leaderboard's order (docs/AUTOGRADER.md, "Leaderboards"): columns in the order they were first reported,
// rows ranked by the first column in its order (desc: higher first), numbers before text, rows without a value
// for it last; equal values share a rank (1, 1, 3).

export interface RankInput {
  /** Who the row is, as the reader is told (a chosen name or a neutral one). */
  name: string;
  mine: boolean;
  values: LeaderboardValue[];
}

type Row = Leaderboard['rows'][number];

function compareValues(a: number | string | undefined, b: number | string | undefined, order: 'asc' | 'desc'): number {
  if (a === undefined || b === undefined) return a === undefined ? (b === undefined ? 0 : 1) : -1;
  if (typeof a !== typeof b) return typeof a === 'number' ? -1 : 1;
  const raw = typeof a === 'number' ? a - (b as number) : a.localeCompare(b as string);
  return order === 'desc' ? -raw : raw;
}

export function rankLeaderboard(entries: RankInput[]): Pick<Leaderboard, 'columns' | 'rows'> {
  const columns: Leaderboard['columns'] = [];
  for (const entry of entries) {
    for (const value of entry.values) if (!columns.some((c) => c.name === value.name)) columns.push({ name: value.name, order: value.order });
  }
  const first = columns[0];
  const keyed = entries.map((entry, index) => ({ entry, index, key: first ? entry.values.find((v) => v.name === first.name)?.value : undefined }));
  if (first) keyed.sort((a, b) => compareValues(a.key, b.key, first.order) || a.entry.name.localeCompare(b.entry.name) || a.index - b.index);
  const rows: Row[] = [];
  keyed.forEach(({ entry, key }, position) => {
    const previous = position > 0 ? keyed[position - 1]!.key : undefined;
    const tie = position > 0 && first !== undefined && key !== undefined && previous !== undefined && compareValues(key, previous, first.order) === 0;
    rows.push({
      rank: tie ? rows[position - 1]!.rank : position + 1,
      name: entry.name,
      mine: entry.mine,
      values: Object.fromEntries(entry.values.map((v) => [v.name, v.value])),
    });
  });
  return { columns, rows };
}
