// Ranking metrics over labelled pairs: ROC-AUC (the chance a random positive outranks a random negative, ties
// counting half), average precision (the area under the precision-recall curve, one step per distinct score so
// that tied scores are not ordered by luck), and the median gap between positives and negatives.

export interface Labelled {
  score: number;
  positive: boolean;
}

/** ROC-AUC by the rank-sum (Mann–Whitney) formula with average ranks for ties; NaN without both classes. */
export function rocAuc(items: readonly Labelled[]): number {
  const positives = items.filter((item) => item.positive).length;
  const negatives = items.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  const sorted = [...items].sort((a, b) => a.score - b.score);
  let rankSum = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1]!.score === sorted[start]!.score) end += 1;
    // Ranks start + 1 .. end + 1 share their average.
    const averageRank = (start + end + 2) / 2;
    for (let i = start; i <= end; i += 1) if (sorted[i]!.positive) rankSum += averageRank;
    start = end + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/** Average precision: sum over distinct score thresholds of (recall gained) × (precision there); NaN without positives. */
export function averagePrecision(items: readonly Labelled[]): number {
  const positives = items.filter((item) => item.positive).length;
  if (positives === 0) return Number.NaN;
  const sorted = [...items].sort((a, b) => b.score - a.score);
  let truePositives = 0;
  let ap = 0;
  for (let start = 0; start < sorted.length; ) {
    let end = start;
    while (end + 1 < sorted.length && sorted[end + 1]!.score === sorted[start]!.score) end += 1;
    let gained = 0;
    for (let i = start; i <= end; i += 1) if (sorted[i]!.positive) gained += 1;
    truePositives += gained;
    // Precision at this threshold: every item scored at least this high counts.
    ap += (gained / positives) * (truePositives / (end + 1));
    start = end + 1;
  }
  return ap;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median similarity of the positives minus that of the negatives, in percentage points. */
export function medianGap(items: readonly Labelled[]): number {
  const positive = items.filter((item) => item.positive).map((item) => item.score);
  const negative = items.filter((item) => !item.positive).map((item) => item.score);
  return (median(positive) - median(negative)) * 100;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

export interface LineCounts {
  /** Lines the fragments cover that really came from the original. */
  truePositive: number;
  /** Lines the fragments cover. */
  matched: number;
  /** Lines that came from the original. */
  copied: number;
}

/**
 * Compares the copy's lines an engine matched with the lines that really came from the original. Only lines of
 * code count on either side (blank and comment-only lines are neither copied nor inserted).
 */
export function lineCounts(matched: ReadonlySet<number>, codeLines: ReadonlySet<number>, copied: ReadonlySet<number>): LineCounts {
  let matchedCode = 0;
  let truePositive = 0;
  for (const line of matched) {
    if (!codeLines.has(line)) continue;
    matchedCode += 1;
    if (copied.has(line)) truePositive += 1;
  }
  return { truePositive, matched: matchedCode, copied: copied.size };
}

/** Micro-averaged precision and recall over many copies. */
export function precisionRecall(counts: readonly LineCounts[]): { precision: number; recall: number } {
  const total = counts.reduce(
    (sum, count) => ({
      truePositive: sum.truePositive + count.truePositive,
      matched: sum.matched + count.matched,
      copied: sum.copied + count.copied,
    }),
    { truePositive: 0, matched: 0, copied: 0 },
  );
  return {
    precision: total.matched === 0 ? Number.NaN : total.truePositive / total.matched,
    recall: total.copied === 0 ? Number.NaN : total.truePositive / total.copied,
  };
}
