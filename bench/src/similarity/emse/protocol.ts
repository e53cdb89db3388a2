// The pairs each measurement ranks and which of them are positive.
//
// Per attack (the study's protocol, which its raw results confirm pair by pair): one check holds the originals
// and that attack's copies; the ranked pairs are the originals with one another (negatives) and each copy with
// its own original (positives). Copies are never ranked against other originals or other copies there. The
// "all pairs" view ranks every pair of the same check, a copy with a copy of the same original positive too.
//
// Mixed: one check with every submission of the task (originals, every attack's copies, the AI-written
// solutions); every pair ranked, positive when both sides come from the same original.
import type { SubmissionDocument } from '@marginalia/similarity';
import type { EmseAttack, EmseSubmission, EmseTask } from './data';

export interface LabelledPair {
  a: string;
  b: string;
  positive: boolean;
}

export interface PairSet {
  documents: SubmissionDocument[];
  pairs: LabelledPair[];
}

/** Same original on both sides (an AI-written solution has none, so it is never positive). */
export const sameOriginal = (x: EmseSubmission, y: EmseSubmission) => x.original !== null && x.original === y.original;

function allPairs(members: readonly EmseSubmission[]): LabelledPair[] {
  const pairs: LabelledPair[] = [];
  for (let i = 0; i < members.length; i += 1)
    for (let j = i + 1; j < members.length; j += 1) pairs.push({ a: members[i]!.document.id, b: members[j]!.document.id, positive: sameOriginal(members[i]!, members[j]!) });
  return pairs;
}

const membersOf = (task: EmseTask, attack: EmseAttack) => task.submissions.filter((entry) => entry.category === 'human' || entry.category === attack);

/** The study's pairs for one attack: originals with one another, and each copy with its original. */
export function attackPairs(task: EmseTask, attack: EmseAttack): PairSet {
  const members = membersOf(task, attack);
  const originals = members.filter((entry) => entry.category === 'human');
  const byName = new Map(originals.map((entry) => [entry.name, entry]));
  const pairs = allPairs(originals);
  for (const copy of members) {
    if (copy.category !== attack) continue;
    pairs.push({ a: byName.get(copy.original!)!.document.id, b: copy.document.id, positive: true });
  }
  return { documents: members.map((entry) => entry.document), pairs };
}

/** Every pair of the same check as `attackPairs`. */
export function attackAllPairs(task: EmseTask, attack: EmseAttack): PairSet {
  const members = membersOf(task, attack);
  return { documents: members.map((entry) => entry.document), pairs: allPairs(members) };
}

/** Every pair of every submission of the task. */
export function mixedPairs(task: EmseTask): PairSet {
  return { documents: task.submissions.map((entry) => entry.document), pairs: allPairs(task.submissions) };
}

/** Our id for a name the study's raw results use for an attack's pairs: an original's, or that attack's copy. */
export function idResolver(task: EmseTask, attack: string): (name: string) => string | null {
  const ids = new Map<string, string>();
  for (const entry of task.submissions) if (entry.category === attack) ids.set(entry.name, entry.document.id);
  for (const entry of task.submissions) if (entry.category === 'human') ids.set(entry.name, entry.document.id);
  return (name) => ids.get(name) ?? null;
}

export interface TopStats {
  /** Negatives among the `top` highest pairs with an AI-written solution on either side. */
  aiNegativesInTop: number;
  /** The 1-based rank of the lowest-scored positive, ties counted against it (every pair scored as high ranks above). */
  lowestPositiveRank: number | null;
}

/** The head of a ranking: how many AI-written negatives crowd it, and how deep the last positive sits. */
export function topStats(items: ReadonlyArray<{ score: number; positive: boolean; ai: boolean }>, top = 200): TopStats {
  // Among ties, negatives first: the count is never flattered by the order of equal scores.
  const sorted = [...items].sort((x, y) => y.score - x.score || Number(x.positive) - Number(y.positive));
  const aiNegativesInTop = sorted.slice(0, top).filter((item) => item.ai && !item.positive).length;
  const positives = items.filter((item) => item.positive);
  if (positives.length === 0) return { aiNegativesInTop, lowestPositiveRank: null };
  const lowest = Math.min(...positives.map((item) => item.score));
  return { aiNegativesInTop, lowestPositiveRank: items.filter((item) => item.score >= lowest).length };
}

/** An AI obfuscation keeping less than this share of its original's lines of code is counted a fragment. */
export const FRAGMENT_SHARE = 0.5;

/** Lines holding code once comments and blank lines are gone (C-family comments: Java and C++). */
export function codeLines(document: SubmissionDocument): number {
  let count = 0;
  for (const file of document.files) {
    for (const line of file.text.replace(/\/\*[\s\S]*?\*\//g, '').split('\n')) if (line.replace(/\/\/.*$/, '').trim() !== '') count += 1;
  }
  return count;
}

/**
 * The AI obfuscations that are fragments of their original: the model answered with part of the program (often
 * with a comment that the rest was left out), so what they share with the original is a few lines at most.
 */
export function fragmentCopies(task: EmseTask, share = FRAGMENT_SHARE): Set<string> {
  const originals = new Map(task.submissions.filter((entry) => entry.category === 'human').map((entry) => [entry.name, codeLines(entry.document)]));
  const fragments = new Set<string>();
  for (const entry of task.submissions) {
    if (entry.category !== 'gptobf') continue;
    if (codeLines(entry.document) < share * originals.get(entry.original!)!) fragments.add(entry.document.id);
  }
  return fragments;
}
