import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { similarityPairs, submissions, type StoredFragment } from '@marginalia/db';
import { createSubmissionWithFiles, PRIMES, WORD_COUNT } from '../../testing/similarity-programs';
import { createCompletedCheck } from '../../testing/similarity-factories';
import { createFile, createSubmission } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { readComparedDocuments, readComparedFiles, readSubmissionDocument, readSubmissionDocuments } from './documents';
import { deletePairsNotFound, upsertPairs } from './pair-rows';
import type { SimilarityPairValues } from './queries';
import { similarityWorld } from './similarity-testing';

// A check's pairs and documents are written and read in batches: whatever the batch size, every pair is stored
// exactly as given and every document read as it is read alone.

const t = useTestServer();

// A file name with a quote and a backslash: a statement's fragments travel as one JSON parameter.
const fragment: StoredFragment = {
  left: { file: 'a "quoted" \\ name.py', startLine: 1, startColumn: 0, endLine: 3, endColumn: 1 },
  right: { file: 'b.py', startLine: 2, startColumn: 4, endLine: 4, endColumn: 1 },
  tokens: 14,
};

async function checkWithSubmissions(count: number) {
  const w = await similarityWorld(t.server.ctx);
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await createSubmission(t.server.ctx.db, w.assignment.id, { students: [] })).id);
  const { check } = await createCompletedCheck(t.server.ctx.db, w.assignment.id, ids);
  return { w, ids, checkId: check.id };
}

const storedPairs = (checkId: number) =>
  t.server.ctx.db.select().from(similarityPairs).where(eq(similarityPairs.checkId, checkId)).orderBy(asc(similarityPairs.submissionA), asc(similarityPairs.submissionB));

describe('storing a check\'s pairs in batches', () => {
  it('stores every pair of a run larger than one batch, as given, and refreshes known pairs keeping their reviews', async () => {
    const { ids, checkId } = await checkWithSubmissions(5);
    const pairs: SimilarityPairValues[] = [];
    for (let i = 0; i < ids.length; i++) {
      for (let j = i + 1; j < ids.length; j++) {
        pairs.push({ checkId, submissionA: ids[i]!, submissionB: ids[j]!, similarity: 0.05 + pairs.length / 101, longestMatch: pairs.length, matchedLines: 2 * pairs.length, fragments: pairs.length === 4 ? [fragment] : null });
      }
    }
    // 10 pairs, 3 to a batch: the last batch is partial. The check keeps no pair yet, so these are plain inserts.
    await upsertPairs(t.server.ctx.db, pairs, { rows: 3, fragmentChars: 1_000_000 });
    const stored = await storedPairs(checkId);
    expect(stored.map(({ checkId: c, submissionA, submissionB, similarity, longestMatch, matchedLines, fragments }) => ({ checkId: c, submissionA, submissionB, similarity, longestMatch, matchedLines, fragments }))).toEqual(pairs);
    expect(stored.every((pair) => pair.reviewStatus === 'unreviewed')).toBe(true);

    await t.server.ctx.db.update(similarityPairs).set({ reviewStatus: 'flagged', reviewNote: 'same loop' }).where(eq(similarityPairs.id, stored[0]!.id));
    // Refreshed, with fragments longer than a statement takes: a row a statement.
    const fragmentChars = JSON.stringify([fragment]).length;
    await upsertPairs(t.server.ctx.db, pairs.map((pair) => ({ ...pair, similarity: pair.similarity / 2, fragments: [fragment] })), { rows: 4, fragmentChars });
    const again = await storedPairs(checkId);
    expect(again).toHaveLength(pairs.length);
    expect(again.map((pair) => pair.id)).toEqual(stored.map((pair) => pair.id));
    expect(again.map((pair) => pair.similarity)).toEqual(pairs.map((pair) => pair.similarity / 2));
    expect(again.map((pair) => pair.fragments)).toEqual(pairs.map(() => [fragment]));
    expect(again[0]).toMatchObject({ reviewStatus: 'flagged', reviewNote: 'same loop' });
  });

  it('drops the pairs a full run did not find again, and only those of that check', async () => {
    const { ids, checkId } = await checkWithSubmissions(3);
    const other = await checkWithSubmissions(2);
    const pair = (check: number, a: number, b: number): SimilarityPairValues => ({ checkId: check, submissionA: a, submissionB: b, similarity: 0.5, longestMatch: 1, matchedLines: 1, fragments: null });
    const [x, y, z] = ids as [number, number, number];
    await upsertPairs(t.server.ctx.db, [pair(checkId, x, y), pair(checkId, x, z), pair(checkId, y, z), pair(other.checkId, other.ids[0]!, other.ids[1]!)]);
    await deletePairsNotFound(t.server.ctx.db, checkId, [pair(checkId, x, z)]);
    expect((await storedPairs(checkId)).map((row) => [row.submissionA, row.submissionB])).toEqual([[x, z]]);
    expect(await storedPairs(other.checkId)).toHaveLength(1);
  });
});

describe('the sides of stored pairs', () => {
  const pair = (checkId: number, a: number, b: number): SimilarityPairValues => ({ checkId, submissionA: a, submissionB: b, similarity: 0.5, longestMatch: 1, matchedLines: 1, fragments: null });

  it('must be submissions: a statement naming one that does not exist stores nothing', async () => {
    const { ids, checkId } = await checkWithSubmissions(2);
    const missing = ids[1]! + 1_000_000;
    await expect(upsertPairs(t.server.ctx.db, [pair(checkId, ids[0]!, ids[1]!), pair(checkId, ids[0]!, missing)])).rejects.toSatisfy(
      (error: { code?: string; cause?: { code?: string } }) => (error.cause?.code ?? error.code) === '23503',
    );
    expect(await storedPairs(checkId)).toEqual([]);
  });

  it('never change, and go with a submission that is deleted', async () => {
    const { ids, checkId } = await checkWithSubmissions(3);
    const [x, y, z] = ids as [number, number, number];
    await upsertPairs(t.server.ctx.db, [pair(checkId, x, y), pair(checkId, x, z), pair(checkId, y, z)]);
    const [first] = await storedPairs(checkId);
    await expect(t.server.ctx.db.update(similarityPairs).set({ submissionB: z }).where(eq(similarityPairs.id, first!.id))).rejects.toThrow();
    await t.server.ctx.db.delete(submissions).where(eq(submissions.id, y));
    expect((await storedPairs(checkId)).map((row) => [row.submissionA, row.submissionB])).toEqual([[x, z]]);
  });
});

describe('reading submissions in batches', () => {
  it('reads each submission\'s current files as reading it alone does, in the order asked, across batches', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const one = await createSubmissionWithFiles(db, w.assignment.id, [], { 'count.py': WORD_COUNT, 'primes.py': PRIMES });
    const empty = await createSubmission(db, w.assignment.id, { students: [] });
    const changed = await createSubmissionWithFiles(db, w.assignment.id, [], { 'main.py': 'print(1)\n' });
    await createFile(db, changed.id, { name: 'main.py', code: 'print(2)\n', extension: 'py' });
    await createFile(db, changed.id, { name: 'main.py', path: 'src', code: 'print(3)\n', extension: 'py' });
    const binary = await createSubmissionWithFiles(db, w.assignment.id, [], { 'logo.png': 'not really a picture', 'notes.txt': 'hello\r\nworld\n' });
    const ids = [changed.id, one.id, binary.id, empty.id];
    const progress: number[] = [];
    const batched = await readSubmissionDocuments(db, ids, (read) => progress.push(read), 3);
    const alone = await Promise.all(ids.map((id) => readSubmissionDocument(db, id)));
    expect(batched).toEqual(alone);
    expect(progress).toEqual([3, 4]);
    expect(batched[0]!.document.files.map((file) => [file.path, file.text])).toEqual([['main.py', 'print(2)\n'], ['src/main.py', 'print(3)\n']]);
    expect(batched[3]!.document.files).toEqual([]);

    // What a later run reads back of stored documents to align them: the same texts, batch or not.
    const stored = batched.map((read) => ({ id: read.document.id, files: read.files }));
    const again = await readComparedDocuments(db, stored, 3);
    expect(again).toEqual(await Promise.all(stored.map(async (document) => ({ id: document.id, files: await readComparedFiles(db, document.files) }))));
    expect(again.map((document) => document.files)).toEqual(batched.map((read) => read.document.files));
  });
});
