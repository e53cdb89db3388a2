import { describe, expect, it } from 'vitest';
import { SIMILARITY_HISTOGRAM_BUCKETS, SIMILARITY_MESSAGES, type SimilarityCheck, type SimilarityPairDetail } from '@marginalia/contracts';
import { similarityChecks } from '@marginalia/db';
import { eq } from 'drizzle-orm';
import type { SimilarityEngine } from '@marginalia/similarity';
import { createUser, enroll } from '../../testing/factories';
import { BANK, createSubmissionWithFiles, MATRIX, PRIMES, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { createAssignment } from '../../testing/submission-factories';
import { useTestServer } from '../../testing/use-test-server';
import { findCheck } from './queries';
import { countingEngine, runSimilarityJobs, similarityWorld } from './similarity-testing';

// A check from start to finish through the API: what it reports while queued and once complete, how it ranks a
// renamed copy among independent programs, the fragments of a pair, and the requests it refuses.

const t = useTestServer();

async function students(count: number, courseId: number, organizationId: number) {
  const people = [];
  for (let i = 0; i < count; i++) {
    const user = await createUser(t.server.ctx.db, { organizationId });
    await enroll(t.server.ctx.db, courseId, user.id, ['student']);
    people.push(user);
  }
  return people;
}

async function start(assignmentId: number, token: string, body: unknown = {}) {
  return t.api.post<SimilarityCheck>(`/assignments/${assignmentId}/similarityChecks/`, { auth: token, body });
}

describe('a similarity check', () => {
  it('compares no submissions, one, and two', async () => {
    const w = await similarityWorld(t.server.ctx);
    const empty = await start(w.assignment.id, w.tokens.admin);
    expect(empty.status).toBe(202);
    expect(empty.body).toMatchObject({ state: 'queued', step: null, progress: { done: 0, total: 0 }, language: 'auto', detectedLanguage: null, minimumMatchTokens: 12, createdBy: w.people.admin.email });
    const reports = await runSimilarityJobs(t.server.ctx);
    expect(reports.map((report) => report.outcome)).toEqual(['succeeded']);
    const done = (await t.api.get<SimilarityCheck>(`/similarityChecks/${empty.body.id}/`, { auth: w.tokens.admin })).body;
    expect(done).toMatchObject({ state: 'complete', submissionCount: 0, pairCount: 0, error: null, outdatedSubmissions: 0 });
    expect(done.histogram).toEqual(new Array(SIMILARITY_HISTOGRAM_BUCKETS).fill(0));
    expect(done.finished).not.toBeNull();

    const [first, second] = await students(2, w.course.id, w.organization.id);
    await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [first!], { 'count.py': WORD_COUNT });
    expect((await t.api.get<SimilarityCheck>(`/similarityChecks/${empty.body.id}/`, { auth: w.tokens.admin })).body.outdatedSubmissions).toBe(1);
    const one = await start(w.assignment.id, w.tokens.superGrader);
    expect(one.status).toBe(202);
    await runSimilarityJobs(t.server.ctx);
    const single = (await t.api.get<SimilarityCheck>(`/similarityChecks/${one.body.id}/`, { auth: w.tokens.admin })).body;
    expect(single).toMatchObject({ state: 'complete', submissionCount: 1, pairCount: 0, detectedLanguage: 'python' });
    expect(single.histogram.reduce((sum, n) => sum + n, 0)).toBe(0);

    await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [second!], { 'count.py': WORD_COUNT });
    const two = await start(w.assignment.id, w.tokens.admin);
    await runSimilarityJobs(t.server.ctx);
    const pair = (await t.api.get<SimilarityCheck>(`/similarityChecks/${two.body.id}/`, { auth: w.tokens.admin })).body;
    expect(pair).toMatchObject({ state: 'complete', submissionCount: 2, pairCount: 1 });
    expect(pair.histogram[SIMILARITY_HISTOGRAM_BUCKETS - 1]).toBe(1);
    const pairs = await t.api.get(`/similarityChecks/${two.body.id}/pairs/`, { auth: w.tokens.admin });
    expect(pairs.body.count).toBe(1);
    expect(pairs.body.results[0].similarity).toBeGreaterThan(0.9);

    const list = await t.api.get<SimilarityCheck[]>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin });
    expect(list.body.map((check) => check.id)).toEqual([two.body.id, one.body.id, empty.body.id]);
  });

  it('ranks a renamed copy first among independent programs, with fragments on real lines, and reports its steps', async () => {
    const w = await similarityWorld(t.server.ctx);
    const [a, b, c, d] = await students(4, w.course.id, w.organization.id);
    const { db } = t.server.ctx;
    const original = await createSubmissionWithFiles(db, w.assignment.id, [a!], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(db, w.assignment.id, [b!], { 'primes.py': PRIMES });
    const copy = await createSubmissionWithFiles(db, w.assignment.id, [c!], { 'words.py': WORD_COUNT_RENAMED });
    await createSubmissionWithFiles(db, w.assignment.id, [d!], { 'bank.py': BANK, 'matrix.py': MATRIX, 'logo.png': 'iVBORw0KGgo=' });

    const started = await start(w.assignment.id, w.tokens.admin, { language: 'python', minimumMatchTokens: 10 });
    expect(started.status).toBe(202);
    // What a watcher reads while the job runs: the engine calls are synchronous, so the reads happen between them.
    const seen: string[] = [];
    const engine = countingEngine();
    const watching = { ...engine, load: async () => {
      const inner = await engine.load();
      const watch = () => void findCheck(db, started.body.id).then((row) => seen.push(`${row!.state}:${row!.step}:${row!.progressTotal}`));
      const watched: SimilarityEngine = {
        fingerprint: (doc, options) => (watch(), inner.fingerprint(doc, options)),
        fingerprintAll: (docs, options, run) => inner.fingerprintAll(docs, options, { ...run, onProgress: (done) => (watch(), run?.onProgress?.(done)) }),
        align: (x, y, options) => (watch(), inner.align(x, y, options)),
        explain: inner.explain.bind(inner),
        prepare: inner.prepare.bind(inner),
      };
      return watched;
    } };
    expect((await runSimilarityJobs(t.server.ctx, watching)).map((report) => report.outcome)).toEqual(['succeeded']);
    expect(seen).toContain('running:Comparing:4');
    expect(seen.some((entry) => entry.startsWith('running:Aligning the closest pairs:'))).toBe(true);
    expect(engine.calls.fingerprint).toHaveLength(4);

    const check = (await t.api.get<SimilarityCheck>(`/similarityChecks/${started.body.id}/`, { auth: w.tokens.admin })).body;
    expect(check).toMatchObject({ state: 'complete', step: null, language: 'python', detectedLanguage: 'python', submissionCount: 4 });
    expect(check.progress.done).toBe(check.progress.total);
    expect(check.histogram.reduce((sum, n) => sum + n, 0)).toBe(6);
    // The duration is the whole check, its saving included: from the start to the moment it was finished.
    expect(check.durationMs).toBe(Date.parse(check.finished!) - Date.parse(check.started!));

    const pairs = (await t.api.get(`/similarityChecks/${started.body.id}/pairs/`, { auth: w.tokens.admin })).body;
    const top = pairs.results[0];
    expect(top.submissions).toEqual([original.id, copy.id]);
    expect(top.sides.map((side: { label: string }) => side.label)).toEqual([a!.email, c!.email]);
    expect(top.similarity).toBeGreaterThan(0.8);
    for (const other of pairs.results.slice(1)) expect(other.similarity).toBeLessThan(top.similarity - 0.3);

    const detail = (await t.api.get<SimilarityPairDetail>(`/similarityPairs/${top.id}/`, { auth: w.tokens.admin })).body;
    expect(detail.files).toEqual([[{ name: 'count.py', text: WORD_COUNT }], [{ name: 'words.py', text: WORD_COUNT_RENAMED }]]);
    expect(detail.fragments.length).toBeGreaterThan(0);
    const lines = (text: string) => text.split('\n');
    for (const fragment of detail.fragments) {
      expect(fragment.left!.file).toBe('count.py');
      expect(fragment.right!.file).toBe('words.py');
      expect(fragment.left!.endLine).toBeLessThanOrEqual(lines(WORD_COUNT).length);
      expect(fragment.right!.endLine).toBeLessThanOrEqual(lines(WORD_COUNT_RENAMED).length);
    }
    // The loops that count words match line for line, whatever their names.
    const loop = lines(WORD_COUNT).findIndex((line) => line.includes('for word in line')) + 1;
    expect(detail.fragments.some((fragment) => fragment.left!.startLine <= loop && fragment.left!.endLine >= loop)).toBe(true);

    // A pair the check did not align is aligned when opened, and keeps its fragments.
    const last = pairs.results[pairs.results.length - 1];
    const opened = await t.api.get<SimilarityPairDetail>(`/similarityPairs/${last.id}/`, { auth: w.tokens.superGrader });
    expect(opened.status).toBe(200);
    expect(opened.body.files[0].length + opened.body.files[1].length).toBeGreaterThan(0);
    expect(opened.body.files.flat().map((file) => file.name)).not.toContain('logo.png');
  });

  it('refuses bad requests and changes nothing', async () => {
    const w = await similarityWorld(t.server.ctx);
    const elsewhere = await createAssignment(t.server.ctx.db, w.course.id);
    const [student] = await students(1, w.course.id, w.organization.id);
    const foreign = await createSubmissionWithFiles(t.server.ctx.db, elsewhere.id, [student!], { 'a.py': 'print(1)\n' });
    const url = `/similarityChecks/`;
    expect((await start(w.assignment.id, w.tokens.admin, { language: 'cobol' })).status).toBe(400);
    expect((await start(w.assignment.id, w.tokens.admin, { minimumMatchTokens: 3 })).status).toBe(400);
    const base = await start(w.assignment.id, w.tokens.admin, { baseSubmission: foreign.id });
    expect(base.status).toBe(400);
    expect(base.body).toEqual({ baseSubmission: [SIMILARITY_MESSAGES.baseNotInAssignment] });
    const sameCourse = await start(w.assignment.id, w.tokens.admin, { earlierAssignments: [elsewhere.id] });
    expect(sameCourse.body).toEqual({ earlierAssignments: [SIMILARITY_MESSAGES.notThisCourse] });
    expect(await t.server.ctx.db.select().from(similarityChecks).where(eq(similarityChecks.assignmentId, w.assignment.id))).toEqual([]);

    const first = await start(w.assignment.id, w.tokens.admin);
    expect(first.status).toBe(202);
    const again = await start(w.assignment.id, w.tokens.superGrader);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [SIMILARITY_MESSAGES.alreadyRunning] });
    const update = await t.api.post(`${url}${first.body.id}/update/`, { auth: w.tokens.admin });
    expect(update.body).toEqual({ non_field_errors: [SIMILARITY_MESSAGES.alreadyRunning] });
    const early = await t.api.get(`${url}${first.body.id}/pairs/`, { auth: w.tokens.admin });
    expect(early.body).toEqual({ non_field_errors: [SIMILARITY_MESSAGES.notComplete] });
    expect((await t.api.get(`${url}${first.body.id}/pairs/?minSimilarity=2`, { auth: w.tokens.admin })).status).toBe(400);
    expect((await t.api.get<SimilarityCheck[]>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin })).body).toHaveLength(1);
    await runSimilarityJobs(t.server.ctx);
  });
});
