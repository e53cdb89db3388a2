// JPlag's per-pair similarities as the study published them (one CSV per task, attack and JPlag variant), so
// the tables show the figures to beat next to ours: the same ranking measures over the same pairs.
import { averagePrecision, rocAuc } from '../metrics';

export interface JplagRow {
  first: string;
  second: string;
  /** `Original-Original`, `Plag-Original` (a copy with its own original) or `Plag-Plag`. */
  tupleType: string;
  /** 0..1 (the CSV gives percent). */
  similarity: number;
}

const REQUIRED = ['first', 'second', 'tupleType', 'similarity'] as const;

/** Rows of a raw-results CSV (`;`-separated, a header row naming the columns). */
export function parseJplagCsv(text: string): JplagRow[] {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  if (lines.length === 0) return [];
  const header = lines[0]!.split(';').map((cell) => cell.trim());
  const column = Object.fromEntries(
    REQUIRED.map((name) => {
      const index = header.indexOf(name);
      if (index < 0) throw new Error(`JPlag results: no "${name}" column`);
      return [name, index];
    }),
  ) as Record<(typeof REQUIRED)[number], number>;
  return lines.slice(1).map((line) => {
    const cells = line.split(';').map((cell) => cell.trim());
    const similarity = Number(cells[column.similarity]);
    if (!Number.isFinite(similarity)) throw new Error(`JPlag results: no similarity in "${line}"`);
    return { first: cells[column.first]!, second: cells[column.second]!, tupleType: cells[column.tupleType]!, similarity: similarity / 100 };
  });
}

/** JPlag's ranking of an attack's pairs: a copy with its own original is positive, every other pair negative. */
export function jplagRanking(rows: readonly JplagRow[]): { ap: number; auc: number; positives: number; negatives: number } {
  const items = rows.map((row) => ({ score: row.similarity, positive: row.tupleType === 'Plag-Original' }));
  const positives = items.filter((item) => item.positive).length;
  return { ap: averagePrecision(items), auc: rocAuc(items), positives, negatives: items.length - positives };
}

/** An unordered pair's key. */
export const unordered = (a: string, b: string) => (a < b ? `${a}\0${b}` : `${b}\0${a}`);

/**
 * How the pairs the study scored differ from ours: `missing` are ours it did not score, `extra` those it scored
 * that we do not. `idOf` turns the study's names into our ids (null for a name we do not know).
 */
export function comparePairSets(
  ours: ReadonlyArray<readonly [string, string]>,
  rows: readonly JplagRow[],
  idOf: (name: string) => string | null,
): { missing: Array<[string, string]>; extra: Array<[string, string]> } {
  const theirs = new Map<string, [string, string]>();
  const extra: Array<[string, string]> = [];
  for (const row of rows) {
    const a = idOf(row.first);
    const b = idOf(row.second);
    if (a === null || b === null) extra.push([row.first, row.second]);
    else theirs.set(unordered(a, b), [a, b]);
  }
  const mine = new Set(ours.map(([a, b]) => unordered(a, b)));
  for (const [key, pair] of theirs) if (!mine.has(key)) extra.push(pair);
  const missing = ours.filter(([a, b]) => !theirs.has(unordered(a, b))).map(([a, b]) => [a, b] as [string, string]);
  return { missing, extra };
}
