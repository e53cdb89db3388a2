import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMMON_RESEMBLANCE_FROM,
  commonResemblanceFactor,
  discountAgainst,
  discountCommonResemblance,
  discountCommonResemblanceColumns,
  discountedAt,
  medianTypical,
  refineDiscountedScore,
  resemblanceOf,
} from './common-resemblance';
import { loadEngine, type SimilarityEngine } from './engine';
import { SimilarityIndex } from './fingerprint-index';
import { lookalikeCheck } from './testing/lookalike-check';
import type { Alignment, PairScore } from './types';

const pair = (a: string, b: string, similarity: number): PairScore => ({ a, b, similarity, longestMatch: 0, matchedLines: 0 });

describe('resemblance of a document to its check', () => {
  it('is the mean of its scores but its highest quarter, and its highest', () => {
    // d0 against 8 others (a check of 9): all but its 2 highest count, pairs not given as 0.
    const scores = [0.9, 0.8, 0.6, 0.5, 0.4, 0.3].map((similarity, n) => pair('d0', `d${n + 1}`, similarity));
    const resemblance = resemblanceOf(scores, ['d0', 'd1'], 9);
    expect(resemblance.get('d0')!.typical).toBeCloseTo((0.6 + 0.5 + 0.4 + 0.3 + 0 + 0) / 6);
    expect(resemblance.get('d0')!.nearest).toBe(0.9);
    // d1 has one score: the band holds none of it.
    expect(resemblance.get('d1')).toEqual({ typical: 0, nearest: 0.9 });
  });

  it('takes the median document of the check as the line above which pairs are discounted', () => {
    expect(medianTypical([0.1, 0.4, 0.2].map((typical) => ({ typical, nearest: 1 })))).toBe(0.2);
    expect(medianTypical([])).toBe(0);
  });
});

describe('the common-resemblance factor', () => {
  const common = { typical: 0.4, nearest: 0.9 };
  const ordinary = { typical: 0.1, nearest: 0.3 };
  const n = COMMON_RESEMBLANCE_FROM;

  it('discounts a pair of documents above the median by the square of the ratio', () => {
    expect(commonResemblanceFactor(0.5, common, common, 0.1, n)).toBeCloseTo((0.1 / 0.4) ** 2);
    expect(commonResemblanceFactor(0.2, common, ordinary, 0.1, n)).toBeCloseTo((0.1 / 0.25) ** 2);
    // The closest of one side only: a look-alike's closest is often a common document that many come closest to.
    expect(commonResemblanceFactor(0.3, common, ordinary, 0.1, n)).toBeCloseTo((0.1 / 0.25) ** 2);
  });

  it('leaves a pair alone when each side is the other’s closest, at or under the median, or in a small check', () => {
    expect(commonResemblanceFactor(0.9, common, common, 0.1, n)).toBe(1);
    expect(commonResemblanceFactor(0.9, common, { ...ordinary, nearest: 0.9 }, 0.1, n)).toBe(1);
    expect(commonResemblanceFactor(0.2, ordinary, ordinary, 0.1, n)).toBe(1);
    expect(commonResemblanceFactor(0.5, common, common, 0.1, n - 1)).toBe(1);
    expect(commonResemblanceFactor(0.5, common, common, 0, n)).toBe(1);
  });

  it('shows an aligned pair discounted as its estimate was', () => {
    const score = { ...pair('a', 'b', 0.25), undiscounted: 0.5, discount: 0.5 };
    const alignment: Alignment = { score: { ...pair('a', 'b', 0.7), longestMatch: 9, matchedLines: 20 }, fragments: [] };
    const shown = refineDiscountedScore(score, alignment);
    expect(shown.similarity).toBeCloseTo((0.75 * 0.5 + 0.25 * 0.7) * 0.5);
    expect(shown).toMatchObject({ longestMatch: 9, matchedLines: 20 });
  });
});

describe('a check with look-alike solutions and a disguised copy', () => {
  let engine: SimilarityEngine;
  beforeAll(async () => {
    engine = await loadEngine();
  });

  function scoreCheck() {
    const texts = lookalikeCheck();
    const index = new SimilarityIndex();
    for (const [id, text] of texts) index.add(engine.fingerprint({ id, files: [{ path: `${id}.py`, text }] }, { language: 'python', minimumMatchTokens: 12 }));
    return { raw: index.score(), ids: [...texts.keys()], index };
  }

  const isLookalike = (score: PairScore) => score.a.startsWith('lookalike') && score.b.startsWith('lookalike');
  const isCopy = (score: PairScore) => [score.a, score.b].sort().join() === 'copy,original';

  it('keeps the copy’s score and sinks the look-alikes’ pairs below it, but for two look-alikes each the other’s closest', () => {
    const { raw, ids } = scoreCheck();
    const copyBefore = raw.find(isCopy)!;
    expect(raw.filter(isLookalike).filter((score) => score.similarity > copyBefore.similarity).length).toBeGreaterThan(20);

    const { scores } = discountCommonResemblance(raw, ids);
    const copy = scores.find(isCopy)!;
    expect(copy.discount).toBe(1);
    expect(copy.similarity).toBe(copyBefore.similarity);
    const above = scores.filter(isLookalike).filter((score) => score.similarity > copy.similarity);
    // What stays above is a look-alike with the one it is closest to, both ways: at most one a look-alike.
    expect(above.length).toBeLessThanOrEqual(6);
    for (const score of scores) {
      expect(score.similarity).toBeLessThanOrEqual(score.undiscounted);
      expect(score.similarity).toBeCloseTo(score.undiscounted * score.discount);
    }
  });

  it('discounts pairs as columns exactly as it discounts them as objects', () => {
    const { raw, ids, index } = scoreCheck();
    const objects = discountCommonResemblance(raw, ids);
    const columns = discountCommonResemblanceColumns(index.scoreColumns(), ids);
    expect(columns.median).toBe(objects.median);
    expect(columns.resemblance).toEqual(objects.resemblance);
    expect(Array.from(columns.discount, (_, i) => discountedAt(columns, i))).toEqual(objects.scores);
  });

  it('scores an update’s new documents as the whole check would, from the kept documents’ stored resemblance', () => {
    const { raw, ids } = scoreCheck();
    const whole = discountCommonResemblance(raw, ids);
    // The copy and one look-alike come in an update; the others are kept with their resemblance as stored.
    const added = ['copy', 'lookalike3'];
    const kept = new Map(ids.filter((id) => !added.includes(id)).map((id) => [id, whole.resemblance.get(id)!]));
    // Stored before these two came: their own nearest was lower, which the update raises.
    kept.set('original', { ...kept.get('original')!, nearest: 0.1 });
    const newPairs = raw.filter((score) => added.includes(score.a) || added.includes(score.b));
    const update = discountAgainst(newPairs, added, kept);
    expect(update.raisedNearest.get('original')).toBe(raw.find(isCopy)!.similarity);
    expect(update.resemblance.get('copy')).toEqual(whole.resemblance.get('copy'));
    for (const score of update.scores) {
      const same = whole.scores.find((other) => other.a === score.a && other.b === score.b)!;
      expect(score.discount).toBeCloseTo(same.discount);
    }
  });
});
