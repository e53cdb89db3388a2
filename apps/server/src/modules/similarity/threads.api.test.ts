import { describe, expect, it } from 'vitest';
import type { SimilarityCheck } from '@marginalia/contracts';
import { similarityPairs } from '@marginalia/db';
import { THREADED_FROM } from '@marginalia/similarity';
import { and, eq } from 'drizzle-orm';
import { BANK, createSubmissionWithFiles, MATRIX, PRIMES, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { useTestServer } from '../../testing/use-test-server';
import { countingEngine, runSimilarityJobs, similarityWorld } from './similarity-testing';

// A check large enough to share its work with engine threads (packages/similarity/src/parallel) runs as the job
// runs it, in the server's own module setting, and finds the copy.

const t = useTestServer();

/** More programs: the hand-made ones, each with a function of its own (alike one another, unlike the copy). */
function independent(n: number): string {
  const base = [PRIMES, BANK, MATRIX][n % 3]!;
  return `${base}\n\ndef extra_${n}(values):\n    return [value * ${n + 2} for value in values if value % ${(n % 5) + 2} == 0]\n`;
}

describe('a similarity check shared with engine threads', () => {
  it('fingerprints every submission and finds the copy', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const original = await createSubmissionWithFiles(db, w.assignment.id, [], { 'count.py': WORD_COUNT });
    const copy = await createSubmissionWithFiles(db, w.assignment.id, [], { 'words.py': WORD_COUNT_RENAMED });
    for (let n = 0; n < THREADED_FROM; n++) await createSubmissionWithFiles(db, w.assignment.id, [], { [`solution_${n}.py`]: independent(n) });

    const started = await t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: { language: 'python' } });
    expect(started.status).toBe(202);
    const engine = countingEngine();
    expect((await runSimilarityJobs(t.server.ctx, engine)).map((report) => report.outcome)).toEqual(['succeeded']);
    expect(engine.calls.fingerprint).toHaveLength(THREADED_FROM + 2);

    const check = (await t.api.get<SimilarityCheck>(`/similarityChecks/${started.body.id}/`, { auth: w.tokens.admin })).body;
    expect(check).toMatchObject({ state: 'complete', submissionCount: THREADED_FROM + 2 });
    const [pair] = await db.select().from(similarityPairs).where(and(eq(similarityPairs.checkId, check.id), eq(similarityPairs.submissionA, original.id), eq(similarityPairs.submissionB, copy.id)));
    expect(pair!.similarity).toBeGreaterThan(0.9);
    // Among the closest pairs, so aligned by the check itself.
    expect(pair!.fragments).not.toEqual([]);
  });
});
