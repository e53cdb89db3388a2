// Groups of submissions that resemble one another (docs/SIMILARITY.md, "Groups").
//
// A pair's score says what two programs share. When one program is passed around, or rewritten several times by
// an AI model, its copies can share little with each other (each keeps a different part of it) while all of them
// resemble the source or a few of their fellows: the pairs do not show the ring, a group does. Groups are built by
// average linkage: starting from single submissions, the two groups whose pairs are the most similar on average
// merge, until no two groups average the threshold. A chain of merely neighbouring programs never joins a group
// (single linkage would chain independent solutions that each resemble the next a little), and a group's every
// member resembles the rest of it as a whole. Pairs not given (below the check's floor) count 0.
//
// The merges come from the nearest-neighbour chain algorithm: it finds, from any group, the chain of each one's
// most similar group until two groups are each other's most similar, and merges them. Average linkage never merges
// at a level above an earlier merge's, so the merges found this way are those of the usual greedy procedure, in
// time proportional to the square of a component's size (the greedy one is cubic) and a matrix of its pairs.

/** Two documents and their score (0..1), documents named by their index. */
export interface IndexedPair {
  a: number;
  b: number;
  similarity: number;
}

/** One merge of two groups: every member of one with every member of the other averaged `level`. */
export interface GroupMerge {
  /** A member of each side (indices of documents). */
  a: number;
  b: number;
  /** The average similarity of the pairs across the two sides (0..1). */
  level: number;
}

/** Groups formed at `threshold`, each a sorted list of document indices, and only those of two documents or more. */
export function groupsAt(count: number, pairs: readonly IndexedPair[], threshold: number): number[][] {
  // A group averaging the threshold holds at least one pair at or above it, so it lies inside one component of
  // those pairs: components are found first and merged within, which keeps the matrices small.
  const strong = new DisjointSets(count);
  for (const pair of pairs) if (pair.similarity >= threshold && pair.a !== pair.b) strong.union(pair.a, pair.b);
  const groups = new DisjointSets(count);
  for (const merge of mergesWithin(strong, count, pairs)) if (merge.level >= threshold) groups.union(merge.a, merge.b);
  return componentsOf(groups, count);
}

/**
 * Every merge of average linkage over the documents `0..count-1`: for any two documents, the highest level at
 * which they share a group is the level of the merge that joined them (see groupLevels).
 */
export function allMerges(count: number, pairs: readonly IndexedPair[]): GroupMerge[] {
  const linked = new DisjointSets(count);
  for (const pair of pairs) if (pair.similarity > 0 && pair.a !== pair.b) linked.union(pair.a, pair.b);
  return mergesWithin(linked, count, pairs);
}

/** Average linkage inside each set of `sets` of two documents or more, from the pairs inside it. */
function mergesWithin(sets: DisjointSets, count: number, pairs: readonly IndexedPair[]): GroupMerge[] {
  const inside = new Map<number, IndexedPair[]>();
  for (const pair of pairs) {
    const root = sets.find(pair.a);
    if (pair.a === pair.b || root !== sets.find(pair.b)) continue;
    const list = inside.get(root);
    if (list) list.push(pair);
    else inside.set(root, [pair]);
  }
  return componentsOf(sets, count).flatMap((component) => averageLinkage(component, inside.get(sets.find(component[0]!)) ?? []));
}

/**
 * For every pair of documents, the highest level at which they share a group (0 if they never do), as a function
 * of the two indices: what a ranking of pairs by their groups orders by.
 */
export function groupLevels(count: number, pairs: readonly IndexedPair[]): (a: number, b: number) => number {
  const merges = allMerges(count, pairs).sort((x, y) => y.level - x.level);
  const level = new Float64Array(count * count);
  const sets = new DisjointSets(count);
  const members = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) members.set(index, [index]);
  for (const merge of merges) {
    const left = sets.find(merge.a);
    const right = sets.find(merge.b);
    const [one, other] = [members.get(left)!, members.get(right)!];
    for (const x of one) for (const y of other) level[x * count + y] = level[y * count + x] = merge.level;
    const root = sets.union(left, right);
    members.set(root, one.concat(other));
    members.delete(root === left ? right : left);
  }
  return (a, b) => level[a * count + b]!;
}

/** The merges of average linkage inside one component (its documents' indices, sorted), from its pairs. */
function averageLinkage(component: readonly number[], pairs: readonly IndexedPair[]): GroupMerge[] {
  const size = component.length;
  if (size < 2) return [];
  const slot = new Map(component.map((document, at) => [document, at]));
  const similarity = new Float64Array(size * size);
  for (const pair of pairs) {
    const [x, y] = [slot.get(pair.a)!, slot.get(pair.b)!];
    similarity[x * size + y] = similarity[y * size + x] = Math.max(similarity[x * size + y]!, pair.similarity);
  }
  const members = Array.from({ length: size }, () => 1);
  const active = Array.from({ length: size }, () => true);
  const merges: GroupMerge[] = [];
  const chain: number[] = [];
  for (let remaining = size; remaining > 1; ) {
    if (chain.length === 0) chain.push(active.indexOf(true));
    const top = chain[chain.length - 1]!;
    const previous = chain.length > 1 ? chain[chain.length - 2]! : -1;
    // The top's most similar group; the one before it in the chain wins a tie, so the chain always ends.
    let best = previous;
    let bestLevel = previous >= 0 ? similarity[top * size + previous]! : -1;
    for (let other = 0; other < size; other += 1) {
      if (other === top || !active[other]) continue;
      const level = similarity[top * size + other]!;
      if (level > bestLevel) [best, bestLevel] = [other, level];
    }
    if (best !== previous) {
      chain.push(best);
      continue;
    }
    chain.length -= 2;
    merges.push({ a: component[top]!, b: component[previous]!, level: bestLevel });
    // The merged group takes the top's slot; its similarity to any other group is the two sides' weighted mean.
    const [topSize, previousSize] = [members[top]!, members[previous]!];
    for (let other = 0; other < size; other += 1) {
      if (!active[other] || other === top || other === previous) continue;
      const level = (similarity[top * size + other]! * topSize + similarity[previous * size + other]! * previousSize) / (topSize + previousSize);
      similarity[top * size + other] = similarity[other * size + top] = level;
    }
    members[top] = topSize + previousSize;
    active[previous] = false;
    remaining -= 1;
  }
  return merges;
}

/** The sets of `sets` with two members or more, each sorted, in the order of their smallest member. */
function componentsOf(sets: DisjointSets, count: number): number[][] {
  const byRoot = new Map<number, number[]>();
  for (let index = 0; index < count; index += 1) {
    const root = sets.find(index);
    const members = byRoot.get(root);
    if (members) members.push(index);
    else byRoot.set(root, [index]);
  }
  return [...byRoot.values()].filter((members) => members.length > 1);
}

/** Union–find over `0..count-1`. */
class DisjointSets {
  private readonly parent: Int32Array;
  constructor(count: number) {
    this.parent = Int32Array.from({ length: count }, (_, index) => index);
  }
  find(index: number): number {
    let root = index;
    while (this.parent[root] !== root) root = this.parent[root]!;
    for (let at = index; at !== root; ) {
      const next = this.parent[at]!;
      this.parent[at] = root;
      at = next;
    }
    return root;
  }
  /** Joins the two sets; returns the joined set's root. */
  union(a: number, b: number): number {
    const [x, y] = [this.find(a), this.find(b)];
    if (x !== y) this.parent[Math.max(x, y)] = Math.min(x, y);
    return Math.min(x, y);
  }
}
