// Who reviews whom in a peer review (docs/PEER-REVIEW.md, "Allocation"), as pure functions over plain data so that
// the rules can be checked on any class by property tests, and the service only reads and writes rows.
//
// The opening allocation is a ring: the submissions in a random order, each student reviewing the n submissions
// before their own. Every student then reviews exactly n submissions, every submission is reviewed by the students of
// the n submissions after it (n reviews, more when those are group submissions), nobody reviews their own or their
// partners' work (a student is on one submission of an assignment), and no pair comes twice (the n offsets differ).
// It needs more submissions than n.
//
// A late submission is woven in by splicing: n reviews not yet started, with n different reviewers and n different
// submissions, each `r reviews s` replaced by `r reviews late` and `late's students review s`. Everyone keeps their
// counts, and the late submission gets n reviews and its students n to do. When fewer such reviews exist, the rest
// goes to the least loaded (someone then has n + 1).
//
// A withdrawal keeps every review already begun or given. The withdrawn student's other reviews are handed to the
// reviewers freed by their withdrawn submission where the rules allow, then to the least loaded reviewers.

export interface AllocationSubmission {
  id: number;
  /** The students on the submission (partners share one). */
  students: readonly number[];
}

export interface ReviewPair {
  reviewer: number;
  submission: number;
}

export interface AllocatedReview extends ReviewPair {
  /** Begun or given: never moved or removed by a rebalance. */
  locked: boolean;
}

export interface AllocationChange {
  removed: ReviewPair[];
  added: ReviewPair[];
}

/** The allocation is impossible as asked (too few submissions for n reviews each); the message says what to do. */
export class AllocationError extends Error {
  override readonly name = 'AllocationError';
}

export type Random = () => number;

export function tooFewSubmissionsMessage(submissions: number, reviewsPerStudent: number): string {
  return (
    `Each student must review ${reviewsPerStudent} other submission${reviewsPerStudent === 1 ? '' : 's'}, but there ` +
    `${submissions === 1 ? 'is' : 'are'} only ${submissions} submission${submissions === 1 ? '' : 's'}: peer review needs at least ` +
    `${reviewsPerStudent + 1}. Lower the reviews per student or wait for more submissions.`
  );
}

function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const pairKey = (reviewer: number, submission: number) => `${reviewer}:${submission}`;

/** The opening allocation: the ring described above. Throws AllocationError with n or fewer submissions. */
export function allocateReviews(submissions: readonly AllocationSubmission[], reviewsPerStudent: number, random: Random = Math.random): ReviewPair[] {
  if (!Number.isInteger(reviewsPerStudent) || reviewsPerStudent < 1) throw new AllocationError('Each student must review at least 1 submission.');
  const ring = shuffled(
    submissions.filter((submission) => submission.students.length > 0),
    random,
  );
  if (ring.length <= reviewsPerStudent) throw new AllocationError(tooFewSubmissionsMessage(ring.length, reviewsPerStudent));
  const pairs: ReviewPair[] = [];
  ring.forEach((own, position) => {
    for (const reviewer of own.students) {
      for (let offset = 1; offset <= reviewsPerStudent; offset += 1) {
        pairs.push({ reviewer, submission: ring[(position - offset + ring.length) % ring.length]!.id });
      }
    }
  });
  return pairs;
}

/** Counts of reviews to do per reviewer and received per submission. */
function loads(reviews: readonly ReviewPair[]) {
  const byReviewer = new Map<number, number>();
  const bySubmission = new Map<number, number>();
  for (const review of reviews) {
    byReviewer.set(review.reviewer, (byReviewer.get(review.reviewer) ?? 0) + 1);
    bySubmission.set(review.submission, (bySubmission.get(review.submission) ?? 0) + 1);
  }
  return { byReviewer, bySubmission };
}

/** The least loaded among `candidates` (ties broken at random), or undefined. */
function leastLoaded(candidates: readonly number[], load: Map<number, number>, random: Random): number | undefined {
  let best: number | undefined;
  for (const candidate of shuffled(candidates, random)) {
    if (best === undefined || (load.get(candidate) ?? 0) < (load.get(best) ?? 0)) best = candidate;
  }
  return best;
}

interface Roster {
  /** Every submission in the review, with its students. */
  submissions: readonly AllocationSubmission[];
}

/**
 * Weaves a late submission into an allocation (see the file's comment). `current` is every review of the assignment;
 * `roster` every submission taking part, the late one included.
 */
export function weaveInLateSubmission(current: readonly AllocatedReview[], late: AllocationSubmission, roster: Roster, reviewsPerStudent: number, random: Random = Math.random): AllocationChange {
  const change: AllocationChange = { removed: [], added: [] };
  if (late.students.length === 0 || current.some((review) => review.submission === late.id)) return change;
  const lateStudents = new Set(late.students);
  const taken = new Set(current.map((review) => pairKey(review.reviewer, review.submission)));
  const spliceable = current.filter(
    (review) => !review.locked && !lateStudents.has(review.reviewer) && !late.students.some((student) => taken.has(pairKey(student, review.submission))),
  );
  for (const review of distinctPairs(spliceable, reviewsPerStudent, random)) {
    change.removed.push({ reviewer: review.reviewer, submission: review.submission });
    change.added.push({ reviewer: review.reviewer, submission: late.id });
    for (const student of late.students) change.added.push({ reviewer: student, submission: review.submission });
  }
  // Not enough reviews to splice: the least loaded make up the rest.
  const after = applyChange(current, change);
  const { byReviewer, bySubmission } = loads(after);
  const pairs = new Set(after.map((review) => pairKey(review.reviewer, review.submission)));
  const others = roster.submissions.filter((submission) => submission.id !== late.id && submission.students.length > 0);
  for (const student of late.students) {
    while ((byReviewer.get(student) ?? 0) < reviewsPerStudent) {
      const target = leastLoaded(others.filter((submission) => !pairs.has(pairKey(student, submission.id))).map((submission) => submission.id), bySubmission, random);
      if (target === undefined) break;
      add(change, pairs, byReviewer, bySubmission, student, target);
    }
  }
  const reviewers = others.flatMap((submission) => submission.students);
  while ((bySubmission.get(late.id) ?? 0) < reviewsPerStudent) {
    const reviewer = leastLoaded(reviewers.filter((student) => !pairs.has(pairKey(student, late.id))), byReviewer, random);
    if (reviewer === undefined) break;
    add(change, pairs, byReviewer, bySubmission, reviewer, late.id);
  }
  return change;
}

/**
 * Up to `wanted` of `reviews` with no reviewer and no submission twice: a matching between reviewers and submissions,
 * grown by augmenting paths so that it reaches `wanted` whenever the reviews allow it (a greedy pick can get stuck
 * short of it in a small class).
 */
function distinctPairs<T extends ReviewPair>(reviews: readonly T[], wanted: number, random: Random): T[] {
  const byReviewer = new Map<number, T[]>();
  for (const review of shuffled(reviews, random)) byReviewer.set(review.reviewer, [...(byReviewer.get(review.reviewer) ?? []), review]);
  const holder = new Map<number, T>();
  const augment = (reviewer: number, seen: Set<number>): boolean => {
    for (const review of byReviewer.get(reviewer) ?? []) {
      if (seen.has(review.submission)) continue;
      seen.add(review.submission);
      const current = holder.get(review.submission);
      if (!current || augment(current.reviewer, seen)) {
        holder.set(review.submission, review);
        return true;
      }
    }
    return false;
  };
  let matched = 0;
  for (const reviewer of byReviewer.keys()) {
    if (matched >= wanted) break;
    if (augment(reviewer, new Set())) matched += 1;
  }
  return [...holder.values()];
}

function add(change: AllocationChange, pairs: Set<string>, byReviewer: Map<number, number>, bySubmission: Map<number, number>, reviewer: number, submission: number) {
  change.added.push({ reviewer, submission });
  pairs.add(pairKey(reviewer, submission));
  byReviewer.set(reviewer, (byReviewer.get(reviewer) ?? 0) + 1);
  bySubmission.set(submission, (bySubmission.get(submission) ?? 0) + 1);
}

/**
 * Rebalances after a student withdraws (see the file's comment). `roster` is the submissions still taking part after
 * the withdrawal (a sole author's submission leaves with them; a group's stays with the partners).
 */
export function rebalanceAfterWithdrawal(current: readonly AllocatedReview[], withdrawn: number, roster: Roster, reviewsPerStudent: number, random: Random = Math.random): AllocationChange {
  const change: AllocationChange = { removed: [], added: [] };
  const remaining = new Set(roster.submissions.map((submission) => submission.id));
  const studentsOf = new Map(roster.submissions.map((submission) => [submission.id, new Set(submission.students)]));
  // The withdrawn student's reviews not begun, and reviews of a submission that left with them.
  const dropped = current.filter((review) => !review.locked && (review.reviewer === withdrawn || !remaining.has(review.submission)));
  change.removed.push(...dropped.map(({ reviewer, submission }) => ({ reviewer, submission })));
  const after = applyChange(current, change);
  const { byReviewer, bySubmission } = loads(after.filter((review) => review.reviewer !== withdrawn && remaining.has(review.submission)));
  const pairs = new Set(after.map((review) => pairKey(review.reviewer, review.submission)));
  const freed = shuffled(
    dropped.filter((review) => review.reviewer !== withdrawn).map((review) => review.reviewer),
    random,
  );
  const needing = shuffled(
    dropped.filter((review) => review.reviewer === withdrawn && remaining.has(review.submission)).map((review) => review.submission),
    random,
  );
  const eligible = (reviewer: number, submission: number) => reviewer !== withdrawn && !studentsOf.get(submission)?.has(reviewer) && !pairs.has(pairKey(reviewer, submission));
  for (const submission of needing) {
    if ((bySubmission.get(submission) ?? 0) >= reviewsPerStudent) continue;
    const index = freed.findIndex((reviewer) => eligible(reviewer, submission));
    const reviewer =
      index >= 0
        ? freed.splice(index, 1)[0]
        : leastLoaded(
            roster.submissions.flatMap((candidate) => candidate.students).filter((student) => eligible(student, submission)),
            byReviewer,
            random,
          );
    if (reviewer !== undefined) add(change, pairs, byReviewer, bySubmission, reviewer, submission);
  }
  return change;
}

/** The allocation after a change: removals first (one each), then additions. */
export function applyChange<T extends ReviewPair>(current: readonly T[], change: AllocationChange): (T | AllocatedReview)[] {
  const removals = new Map<string, number>();
  for (const pair of change.removed) removals.set(pairKey(pair.reviewer, pair.submission), (removals.get(pairKey(pair.reviewer, pair.submission)) ?? 0) + 1);
  const kept = current.filter((review) => {
    const key = pairKey(review.reviewer, review.submission);
    const left = removals.get(key) ?? 0;
    if (left === 0) return true;
    removals.set(key, left - 1);
    return false;
  });
  return [...kept, ...change.added.map((pair) => ({ ...pair, locked: false }))];
}
