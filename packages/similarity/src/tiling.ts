import { kgramHashes } from './kgrams';

// Greedy string tiling (Wise, 1993) over two token streams: repeatedly take the longest common runs of unmarked
// tokens (at least `minimum` long) that overlap no run taken before, until none is left. K-gram hashes find the
// places where a run may start, so each round costs about the streams' length rather than their product.

export interface Tile {
  a: number;
  b: number;
  length: number;
}

/** Occurrences of one k-gram in the other stream beyond this are not tried (long runs of one repeated shape). */
const MAX_OCCURRENCES = 64;

export function greedyStringTiling(
  a: Uint32Array,
  b: Uint32Array,
  minimum: number,
  markedA: Uint8Array,
  markedB: Uint8Array,
): Tile[] {
  const tiles: Tile[] = [];
  if (a.length < minimum || b.length < minimum) return tiles;
  const hashesA = kgramHashes(a, minimum);
  const hashesB = kgramHashes(b, minimum);
  const unmarkedRunA = unmarkedRuns(markedA);
  for (;;) {
    const unmarkedRunB = unmarkedRuns(markedB);
    const startsInB = new Map<number, number[]>();
    for (let j = 0; j < hashesB.length; j++) {
      if (unmarkedRunB[j]! < minimum) continue;
      const list = startsInB.get(hashesB[j]!);
      if (!list) startsInB.set(hashesB[j]!, [j]);
      else if (list.length < MAX_OCCURRENCES) list.push(j);
    }
    const found: Tile[] = [];
    // How far a run found this round reaches on each diagonal (i - j): a start inside it is not a new run, which
    // keeps repetitive code (the same statement a thousand times) from costing the product of the lengths.
    const reach = new Map<number, number>();
    for (let i = 0; i < hashesA.length; i++) {
      if (unmarkedRunA[i]! < minimum) continue;
      const list = startsInB.get(hashesA[i]!);
      if (!list) continue;
      for (const j of list) {
        // Only maximal runs: one that could extend to the left is found from its true start.
        if (i > 0 && j > 0 && !markedA[i - 1] && !markedB[j - 1] && a[i - 1] === b[j - 1]) continue;
        if ((reach.get(i - j) ?? -1) > i) continue;
        let length = 0;
        while (i + length < a.length && j + length < b.length && !markedA[i + length] && !markedB[j + length] && a[i + length] === b[j + length]) {
          length++;
        }
        reach.set(i - j, i + length);
        if (length >= minimum) found.push({ a: i, b: j, length });
      }
    }
    if (found.length === 0) break;
    found.sort((x, y) => y.length - x.length || x.a - y.a || x.b - y.b);
    let taken = 0;
    for (const tile of found) {
      if (overlapsMarked(markedA, tile.a, tile.length) || overlapsMarked(markedB, tile.b, tile.length)) continue;
      markedA.fill(1, tile.a, tile.a + tile.length);
      markedB.fill(1, tile.b, tile.b + tile.length);
      tiles.push(tile);
      taken++;
    }
    if (taken === 0) break;
    // Runs cut short by this round's tiles are looked for again (shorter) in the next round.
    const refreshed = unmarkedRuns(markedA);
    unmarkedRunA.set(refreshed);
  }
  return tiles;
}

/** For each position, how many unmarked tokens start there (0 when it is marked). */
function unmarkedRuns(marked: Uint8Array): Uint32Array {
  const runs = new Uint32Array(marked.length);
  let run = 0;
  for (let i = marked.length - 1; i >= 0; i--) {
    run = marked[i] ? 0 : run + 1;
    runs[i] = run;
  }
  return runs;
}

function overlapsMarked(marked: Uint8Array, start: number, length: number): boolean {
  for (let i = start; i < start + length; i++) if (marked[i]) return true;
  return false;
}
