// How a pair's similarity is put together, the same way for the index's estimate and the exact alignment: mostly
// the structural channel (the share of both programs' normalized tokens that match), plus a light share of the
// lexical channel (the names and values both documents write), which separates a copy from independent work
// when a task is so small that every solution has the same shape.

/** Dice's coefficient of two ascending arrays of distinct ids. */
export function lexicalSimilarity(a: Uint32Array, b: Uint32Array): number {
  if (a.length + b.length === 0) return 0;
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i]! < b[j]!) i++;
    else if (a[i]! > b[j]!) j++;
    else {
      shared++;
      i++;
      j++;
    }
  }
  return (2 * shared) / (a.length + b.length);
}

/** The lexical channel's share of a pair's similarity. */
export const LEXICAL_WEIGHT = Number(process.env.SIM_LEX ?? 0.3);

/** The pair's similarity (0..1) from both channels (the structural alone when neither has lexemes). */
export function combinedSimilarity(structural: number, a: Uint32Array, b: Uint32Array): number {
  if (a.length + b.length === 0) return structural;
  const lexical = lexicalSimilarity(a, b);
  return Math.min(1, (1 - LEXICAL_WEIGHT) * structural + LEXICAL_WEIGHT * lexical);
}

/** Ascending distinct ids, without those in `exclude`. */
export function distinctIds(ids: Iterable<number>, exclude?: ReadonlySet<number>): Uint32Array {
  const set = new Set<number>();
  for (const id of ids) if (id !== 0 && !exclude?.has(id)) set.add(id);
  return Uint32Array.from(set).sort();
}
