import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AllocationError,
  allocateReviews,
  applyChange,
  rebalanceAfterWithdrawal,
  weaveInLateSubmission,
  type AllocatedReview,
  type AllocationSubmission,
  type ReviewPair,
} from './allocation';

// The allocation's promises on random classes (docs/PEER-REVIEW.md, "Allocation"): sizes 2 to 1,000, partner
// groups, late submitters woven in, withdrawals; exact counts, nobody reviews their own or a partner's work, no pair
// twice, and reviews already begun are never moved.

/** A class: students 1..size split into submissions of one to three partners. */
const classes = (maxSize: number) =>
  fc
    .tuple(fc.integer({ min: 2, max: maxSize }), fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: maxSize }), fc.integer())
    .map(([size, groupSizes, seed]) => {
      const submissions: AllocationSubmission[] = [];
      let student = 1;
      let group = 0;
      while (student <= size) {
        const take = Math.min(groupSizes[group] ?? 1, size - student + 1);
        submissions.push({ id: 1000 + submissions.length, students: Array.from({ length: take }, (_, i) => student + i) });
        student += take;
        group += 1;
      }
      return { submissions, seed };
    });

/** A seeded generator, so that a failing case replays. */
function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

function countBy(pairs: readonly ReviewPair[], key: 'reviewer' | 'submission'): Map<number, number> {
  const counts = new Map<number, number>();
  for (const pair of pairs) counts.set(pair[key], (counts.get(pair[key]) ?? 0) + 1);
  return counts;
}

/** No one reviews a submission they are on, no pair twice, every review names a submission taking part. */
function expectWellFormed(pairs: readonly ReviewPair[], submissions: readonly AllocationSubmission[]) {
  const owners = new Map(submissions.map((submission) => [submission.id, new Set(submission.students)]));
  const seen = new Set<string>();
  const wrong: string[] = [];
  for (const pair of pairs) {
    const key = `${pair.reviewer}:${pair.submission}`;
    if (!owners.has(pair.submission)) wrong.push(`${key} names a submission not taking part`);
    else if (owners.get(pair.submission)!.has(pair.reviewer)) wrong.push(`${key} is the reviewer's own submission`);
    if (seen.has(key)) wrong.push(`${key} comes twice`);
    seen.add(key);
  }
  expect(wrong).toEqual([]);
}

function expectExactCounts(pairs: readonly ReviewPair[], submissions: readonly AllocationSubmission[], n: number) {
  const toDo = countBy(pairs, 'reviewer');
  const received = countBy(pairs, 'submission');
  const wrong: string[] = [];
  for (const submission of submissions) {
    for (const student of submission.students) if ((toDo.get(student) ?? 0) !== n) wrong.push(`student ${student} reviews ${toDo.get(student) ?? 0}`);
    if ((received.get(submission.id) ?? 0) < n) wrong.push(`submission ${submission.id} gets ${received.get(submission.id) ?? 0}`);
  }
  expect(wrong).toEqual([]);
}

// Hundreds of random classes per property: more than the default five seconds on a busy machine.
const PROPERTY_TIMEOUT = { timeout: 120_000 };

describe('the opening allocation', PROPERTY_TIMEOUT, () => {
  it('gives every student exactly n reviews and every submission at least n, never their own or a partner\'s, no pair twice', () => {
    fc.assert(
      fc.property(classes(1000), fc.integer({ min: 1, max: 5 }), ({ submissions, seed }, n) => {
        if (submissions.length <= n) {
          expect(() => allocateReviews(submissions, n, seeded(seed))).toThrow(AllocationError);
          return;
        }
        const pairs = allocateReviews(submissions, n, seeded(seed));
        expectWellFormed(pairs, submissions);
        expectExactCounts(pairs, submissions, n);
        // Without partners, every submission gets exactly n.
        if (submissions.every((submission) => submission.students.length === 1)) {
          expect(new Set(countBy(pairs, 'submission').values())).toEqual(new Set([n]));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('tells a class of two with two reviews each why it cannot be allocated', () => {
    const two = [
      { id: 1, students: [1] },
      { id: 2, students: [2] },
    ];
    expect(() => allocateReviews(two, 2)).toThrow('Each student must review 2 other submissions, but there are only 2 submissions: peer review needs at least 3.');
    expect(allocateReviews(two, 1)).toEqual(expect.arrayContaining([{ reviewer: 1, submission: 2 }, { reviewer: 2, submission: 1 }]));
  });
});

describe('late submitters', PROPERTY_TIMEOUT, () => {
  it('are woven in with exact counts for everyone when no review has begun', () => {
    fc.assert(
      fc.property(classes(300), fc.integer({ min: 1, max: 4 }), fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 6 }), ({ submissions, seed }, n, lateGroups) => {
        fc.pre(submissions.length > n);
        const random = seeded(seed);
        let roster = [...submissions];
        let current: AllocatedReview[] = allocateReviews(roster, n, random).map((pair) => ({ ...pair, locked: false }));
        let nextStudent = 10_000;
        for (const size of lateGroups) {
          const late = { id: 5000 + roster.length, students: Array.from({ length: size }, () => nextStudent++) };
          roster = [...roster, late];
          current = applyChange(current, weaveInLateSubmission(current, late, { submissions: roster }, n, random)) as AllocatedReview[];
        }
        expectWellFormed(current, roster);
        expectExactCounts(current, roster, n);
      }),
      { numRuns: 100 },
    );
  });

  it('keep every begun review, and nobody falls short when reviews have begun', () => {
    fc.assert(
      fc.property(classes(200), fc.integer({ min: 1, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true }), ({ submissions, seed }, n, lockedShare) => {
        fc.pre(submissions.length > n);
        const random = seeded(seed);
        const current: AllocatedReview[] = allocateReviews(submissions, n, random).map((pair) => ({ ...pair, locked: random() < lockedShare }));
        const late = { id: 9999, students: [50_000] };
        const roster = [...submissions, late];
        const change = weaveInLateSubmission(current, late, { submissions: roster }, n, random);
        const after = applyChange(current, change);
        for (const review of current.filter((review) => review.locked)) {
          expect(change.removed).not.toContainEqual({ reviewer: review.reviewer, submission: review.submission });
        }
        expectWellFormed(after, roster);
        const toDo = countBy(after, 'reviewer');
        const received = countBy(after, 'submission');
        expect(toDo.get(50_000)).toBe(n);
        expect(received.get(late.id)).toBeGreaterThanOrEqual(n);
        for (const submission of submissions) {
          for (const student of submission.students) expect(toDo.get(student)).toBeGreaterThanOrEqual(n);
          expect(received.get(submission.id)).toBeGreaterThanOrEqual(n);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('withdrawals', PROPERTY_TIMEOUT, () => {
  it('keep given reviews and leave every remaining submission with n reviews where the class allows it', () => {
    fc.assert(
      fc.property(classes(300), fc.integer({ min: 1, max: 3 }), fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 1, max: 5 }), ({ submissions, seed }, n, lockedShare, withdrawals) => {
        fc.pre(submissions.length > n + withdrawals);
        const random = seeded(seed);
        let roster = [...submissions];
        let current: AllocatedReview[] = allocateReviews(roster, n, random).map((pair) => ({ ...pair, locked: random() < lockedShare }));
        const given = current.filter((review) => review.locked);
        const gone = new Set<number>();
        for (let i = 0; i < withdrawals; i += 1) {
          const students = roster.flatMap((submission) => submission.students);
          const student = students[Math.floor(random() * students.length)]!;
          gone.add(student);
          roster = roster.map((submission) => ({ ...submission, students: submission.students.filter((other) => other !== student) })).filter((submission) => submission.students.length > 0);
          current = applyChange(current, rebalanceAfterWithdrawal(current, student, { submissions: roster }, n, random)) as AllocatedReview[];
        }
        // Given reviews stay, even the withdrawn students' and those of a submission that left.
        for (const review of given) expect(current).toContainEqual(expect.objectContaining({ reviewer: review.reviewer, submission: review.submission }));
        const live = current.filter((review) => !gone.has(review.reviewer) && roster.some((submission) => submission.id === review.submission));
        expectWellFormed(live, roster);
        const received = countBy(current.filter((review) => roster.some((submission) => submission.id === review.submission)), 'submission');
        for (const submission of roster) expect(received.get(submission.id) ?? 0).toBeGreaterThanOrEqual(n);
      }),
      { numRuns: 100 },
    );
  });
});
