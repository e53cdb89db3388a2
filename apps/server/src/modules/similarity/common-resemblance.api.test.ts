import { describe, expect, it } from 'vitest';
import type { SimilarityCheck, SimilarityPairDetail, SimilarityPairPage } from '@marginalia/contracts';
import { similarityDocuments, similarityPairs } from '@marginalia/db';
import { COMMON_RESEMBLANCE_FROM } from '@marginalia/similarity';
import { and, asc, eq, lt } from 'drizzle-orm';
import { lookalikeCheck } from '@marginalia/similarity/testing';
import { createSubmissionWithFiles } from '../../testing/similarity-programs';
import { useTestServer } from '../../testing/use-test-server';
import { runSimilarityJobs, similarityWorld } from './similarity-testing';

// What a check keeps for the common-resemblance discount (docs/SIMILARITY.md, "Common resemblance"): each
// document's typical and nearest score, each pair's discount; an update discounts its new pairs with the kept
// documents' stored resemblance and raises a kept document's nearest score when a new one comes closer.

const t = useTestServer();

describe('the common-resemblance discount in a check', () => {
  it('stores each document’s resemblance and each pair’s discount, and an update raises a kept document’s nearest', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    // Students' programs, a dozen look-alikes of the usual one, and a program with a disguised copy.
    const submissions = new Map<string, { id: number }>();
    for (const [name, text] of lookalikeCheck()) submissions.set(name, await createSubmissionWithFiles(db, w.assignment.id, [], { [`${name}.py`]: text }));
    const original = submissions.get('original')!;
    const copy = submissions.get('copy')!;

    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: { language: 'python' } });
    expect((await runSimilarityJobs(t.server.ctx)).map((report) => report.outcome)).toEqual(['succeeded']);
    const checkId = started.body.id;
    const documents = () => db.select().from(similarityDocuments).where(eq(similarityDocuments.checkId, checkId)).orderBy(asc(similarityDocuments.submissionId));
    const pairOf = async (a: number, b: number) =>
      (await db.select().from(similarityPairs).where(and(eq(similarityPairs.checkId, checkId), eq(similarityPairs.submissionA, a), eq(similarityPairs.submissionB, b))))[0]!;

    const stored = await documents();
    expect(stored).toHaveLength(submissions.size);
    expect(submissions.size).toBeGreaterThanOrEqual(COMMON_RESEMBLANCE_FROM);
    for (const doc of stored) {
      expect(doc.nearestSimilarity).toBeGreaterThan(0);
      expect(doc.nearestSimilarity).toBeLessThanOrEqual(1);
      expect(doc.typicalSimilarity).toBeGreaterThanOrEqual(0);
      expect(doc.typicalSimilarity).toBeLessThanOrEqual(doc.nearestSimilarity);
    }
    const byId = new Map(stored.map((doc) => [doc.submissionId, doc]));
    // The copy is the original's closest: never discounted.
    const copied = await pairOf(original.id, copy.id);
    expect(copied.discount).toBe(1);
    // Look-alikes' pairs are discounted, but for one side's closest.
    const lookalikes = new Set([...submissions].filter(([name]) => name.startsWith('lookalike')).map(([, submission]) => submission.id));
    const lookalikePairs = (await db.select().from(similarityPairs).where(eq(similarityPairs.checkId, checkId))).filter(
      (pair) => lookalikes.has(pair.submissionA) && lookalikes.has(pair.submissionB),
    );
    expect(lookalikePairs.filter((pair) => pair.discount < 1).length).toBeGreaterThan(lookalikePairs.length / 2);
    for (const pair of await db.select().from(similarityPairs).where(eq(similarityPairs.checkId, checkId))) {
      expect(pair.discount).toBeGreaterThan(0);
      expect(pair.discount).toBeLessThanOrEqual(1);
    }

    // A submission identical to the original comes: the original's nearest rises to it; the others' stay.
    const late = await createSubmissionWithFiles(db, w.assignment.id, [], { 'late.py': lookalikeCheck().get('original')! });
    expect((await t.api.post(`/similarityChecks/${checkId}/update/`, { auth: w.tokens.admin })).status).toBe(202);
    expect((await runSimilarityJobs(t.server.ctx)).map((report) => report.outcome)).toEqual(['succeeded']);
    const after = new Map((await documents()).map((doc) => [doc.submissionId, doc]));
    expect(after.get(original.id)!.nearestSimilarity).toBe(1);
    expect(after.get(original.id)!.typicalSimilarity).toBe(byId.get(original.id)!.typicalSimilarity);
    expect(after.get(late.id)!.nearestSimilarity).toBe(1);
    expect(after.get(copy.id)!.typicalSimilarity).toBe(byId.get(copy.id)!.typicalSimilarity);
    const same = await pairOf(original.id, late.id);
    expect(same).toMatchObject({ discount: 1, similarity: 1 });

    // The pair page and the pair list say how much of its score a pair kept.
    const [discounted] = await db.select().from(similarityPairs).where(and(eq(similarityPairs.checkId, checkId), lt(similarityPairs.discount, 1))).limit(1);
    const detail = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${discounted!.id}/`, { auth: w.tokens.admin });
    expect(detail.body.commonResemblance).toBeCloseTo(discounted!.discount);
    const shown = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${same.id}/`, { auth: w.tokens.admin });
    expect(shown.body.commonResemblance).toBe(1);
    const listed = await t.api.get<SimilarityPairPage>(`/similarityChecks/${checkId}/pairs/?page_size=500`, { auth: w.tokens.admin });
    const kept = new Map(listed.body.results.map((pair) => [pair.id, pair.commonResemblance]));
    expect(kept.get(discounted!.id)).toBeCloseTo(discounted!.discount);
    expect(kept.get(same.id)).toBe(1);
  });
});
