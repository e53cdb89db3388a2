import { describe, expect, it } from 'vitest';
import { SIMILARITY_MESSAGES, type SimilarityCheck, type SimilarityPair } from '@marginalia/contracts';
import { similarityDocuments } from '@marginalia/db';
import { ENGINE_VERSION } from '@marginalia/similarity';
import { asc, eq } from 'drizzle-orm';
import { createUser, enroll } from '../../testing/factories';
import { BANK, createSubmissionWithFiles, MATRIX, PRIMES, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { createFile } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { FLAGGED_HEADER } from './flagged-csv';
import { countingEngine, runSimilarityJobs, similarityWorld } from './similarity-testing';

// Updating a check adds what is new without fingerprinting the rest again, drops what changed, and keeps the
// reviews of pairs that did not change; reviews and the flagged pairs' CSV.

const t = useTestServer();

async function student(w: Awaited<ReturnType<typeof similarityWorld>>) {
  const user = await createUser(t.server.ctx.db, { organizationId: w.organization.id });
  await enroll(t.server.ctx.db, w.course.id, user.id, ['student']);
  return user;
}

const documentsOf = (checkId: number) =>
  t.server.ctx.db.select().from(similarityDocuments).where(eq(similarityDocuments.checkId, checkId)).orderBy(asc(similarityDocuments.submissionId));

async function pairsOf(checkId: number, token: string): Promise<SimilarityPair[]> {
  return (await t.api.get(`/similarityChecks/${checkId}/pairs/`, { auth: token })).body.results;
}

describe('updating a similarity check', () => {
  it('fingerprints only new and changed submissions, drops what changed, and keeps the reviews of unchanged pairs', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const [a, b, c, d] = [await student(w), await student(w), await student(w), await student(w)];
    const original = await createSubmissionWithFiles(db, w.assignment.id, [a], { 'count.py': WORD_COUNT });
    const copy = await createSubmissionWithFiles(db, w.assignment.id, [b], { 'count.py': WORD_COUNT_RENAMED });
    const primes = await createSubmissionWithFiles(db, w.assignment.id, [c], { 'primes.py': PRIMES + MATRIX });
    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: {} });
    await runSimilarityJobs(t.server.ctx);
    const before = await documentsOf(started.body.id);
    expect(before.map((doc) => doc.submissionId)).toEqual([original.id, copy.id, primes.id]);

    const [top] = await pairsOf(started.body.id, w.tokens.admin);
    expect(top!.submissions).toEqual([original.id, copy.id]);
    const flagged = await t.api.patch<SimilarityPair>(`/similarityPairs/${top!.id}/`, { auth: w.tokens.superGrader, body: { status: 'flagged', note: 'Same loops' } });
    expect(flagged.status).toBe(200);
    expect(flagged.body.review).toMatchObject({ status: 'flagged', note: 'Same loops', by: w.people.superGrader.email });
    expect(flagged.body.review.at).not.toBeNull();

    // A new submission copying the original, and the independent one handed in again with a change.
    const late = await createSubmissionWithFiles(db, w.assignment.id, [d], { 'count.py': WORD_COUNT });
    await createFile(db, primes.id, { name: 'primes.py', code: PRIMES + BANK, extension: 'py' });
    expect((await t.api.get<SimilarityCheck>(`/similarityChecks/${started.body.id}/`, { auth: w.tokens.admin })).body.outdatedSubmissions).toBe(2);

    const engine = countingEngine();
    const updated = await t.api.post<SimilarityCheck>(`/similarityChecks/${started.body.id}/update/`, { auth: w.tokens.admin });
    expect(updated.status).toBe(202);
    expect(updated.body.state).toBe('queued');
    // Pairs stay readable while the update waits.
    expect(await pairsOf(started.body.id, w.tokens.admin)).not.toEqual([]);
    expect((await runSimilarityJobs(t.server.ctx, engine)).map((report) => report.outcome)).toEqual(['succeeded']);
    expect(engine.calls.fingerprint.sort()).toEqual([String(primes.id), String(late.id)].sort());

    const after = await documentsOf(started.body.id);
    const unchanged = (rows: typeof before) => rows.filter((doc) => doc.submissionId === original.id || doc.submissionId === copy.id);
    expect(unchanged(after)).toEqual(unchanged(before));
    expect(after.map((doc) => doc.submissionId)).toEqual([original.id, copy.id, primes.id, late.id]);
    expect(after.find((doc) => doc.submissionId === primes.id)!.id).not.toBe(before.find((doc) => doc.submissionId === primes.id)!.id);

    const check = (await t.api.get<SimilarityCheck>(`/similarityChecks/${started.body.id}/`, { auth: w.tokens.admin })).body;
    expect(check).toMatchObject({ state: 'complete', submissionCount: 4, outdatedSubmissions: 0 });
    expect(check.histogram.reduce((sum, n) => sum + n, 0)).toBe(6);
    const pairs = await pairsOf(started.body.id, w.tokens.admin);
    const key = (pair: SimilarityPair) => pair.submissions.join('-');
    const kept = pairs.find((pair) => key(pair) === `${original.id}-${copy.id}`)!;
    expect(kept.review).toEqual(flagged.body.review);
    expect(pairs.find((pair) => key(pair) === `${original.id}-${late.id}`)!.similarity).toBeGreaterThan(0.9);
    const flaggedOnly = await t.api.get(`/similarityChecks/${started.body.id}/pairs/?status=flagged`, { auth: w.tokens.admin });
    expect(flaggedOnly.body.results.map((pair: SimilarityPair) => pair.id)).toEqual([kept.id]);
    const similarOnly = await t.api.get(`/similarityChecks/${started.body.id}/pairs/?minSimilarity=0.8&page_size=1`, { auth: w.tokens.admin });
    expect(similarOnly.body.results).toHaveLength(1);
    expect(similarOnly.body.count).toBeGreaterThanOrEqual(3);
  });

  it('makes every fingerprint again when they were stored by another version of the engine, keeping reviews', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const [a, b, c] = [await student(w), await student(w), await student(w)];
    const original = await createSubmissionWithFiles(db, w.assignment.id, [a], { 'count.py': WORD_COUNT });
    const copy = await createSubmissionWithFiles(db, w.assignment.id, [b], { 'count.py': WORD_COUNT_RENAMED });
    const late = await createSubmissionWithFiles(db, w.assignment.id, [c], { 'primes.py': PRIMES });
    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: {} });
    await runSimilarityJobs(t.server.ctx);
    const [top] = await pairsOf(started.body.id, w.tokens.admin);
    await t.api.patch(`/similarityPairs/${top!.id}/`, { auth: w.tokens.admin, body: { status: 'cleared', note: 'Pair programming, allowed' } });
    // Stored by an older engine (say, before an upgrade of the server), bytes the new one cannot read.
    await db.update(similarityDocuments).set({ engineVersion: 'similarity-0', fingerprints: Buffer.from([0xff]) }).where(eq(similarityDocuments.checkId, started.body.id));

    const engine = countingEngine();
    await t.api.post(`/similarityChecks/${started.body.id}/update/`, { auth: w.tokens.admin });
    expect((await runSimilarityJobs(t.server.ctx, engine)).map((report) => report.outcome)).toEqual(['succeeded']);
    expect(engine.calls.fingerprint.sort()).toEqual([original.id, copy.id, late.id].map(String).sort());
    expect((await documentsOf(started.body.id)).every((doc) => doc.engineVersion === ENGINE_VERSION)).toBe(true);
    const again = await pairsOf(started.body.id, w.tokens.admin);
    expect(again[0]!.submissions).toEqual([original.id, copy.id]);
    expect(again[0]!.review).toMatchObject({ status: 'cleared', note: 'Pair programming, allowed' });
  });

  it('reviews pairs, refuses bad reviews, and exports the flagged pairs as formula-safe CSV', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const [a, b] = [await student(w), await student(w)];
    await createSubmissionWithFiles(db, w.assignment.id, [a], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(db, w.assignment.id, [b], { 'count.py': WORD_COUNT_RENAMED });
    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: {} });
    const notYet = await t.api.get(`/similarityChecks/${started.body.id}/flagged/`, { auth: w.tokens.admin });
    expect(notYet.body).toEqual({ non_field_errors: [SIMILARITY_MESSAGES.notComplete] });
    await runSimilarityJobs(t.server.ctx);
    const [pair] = await pairsOf(started.body.id, w.tokens.admin);

    for (const body of [{ status: 'suspicious' }, { note: 'no status' }, { status: 'flagged', note: 'x'.repeat(2001) }]) {
      expect((await t.api.patch(`/similarityPairs/${pair!.id}/`, { auth: w.tokens.admin, body })).status).toBe(400);
    }
    expect((await pairsOf(started.body.id, w.tokens.admin))[0]!.review).toEqual({ status: 'unreviewed', note: '', by: null, at: null });

    const empty = await t.api.get(`/similarityChecks/${started.body.id}/flagged/`, { auth: w.tokens.admin });
    // The body starts with a byte order mark, which fetch's text() drops.
    expect(empty.text).toBe(`${FLAGGED_HEADER.join(',')}\r\n`);

    await t.api.patch(`/similarityPairs/${pair!.id}/`, { auth: w.tokens.admin, body: { status: 'flagged', note: '=HYPERLINK("http://x")' } });
    const csv = await t.api.get(`/similarityChecks/${started.body.id}/flagged/`, { auth: w.tokens.admin });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".*flagged_pairs\.csv"$/);
    const [header, row] = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(FLAGGED_HEADER.join(','));
    expect(row).toContain(`${a.email},${b.email},`);
    expect(row).toContain(`"'=HYPERLINK(""http://x"")",${w.people.admin.email},`);

    const cleared = await t.api.patch<SimilarityPair>(`/similarityPairs/${pair!.id}/`, { auth: w.tokens.admin, body: { status: 'unreviewed' } });
    expect(cleared.body.review).toMatchObject({ status: 'unreviewed', by: null, at: null });
  });
});
