import { describe, expect, it } from 'vitest';
import { API_ERRORS, SIMILARITY_MESSAGES, type SimilarityCheck } from '@marginalia/contracts';
import { assignments, courses, jobs, similarityChecks, similarityDocuments, similarityPairs } from '@marginalia/db';
import { eq } from 'drizzle-orm';
import { createUser, enroll } from '../../testing/factories';
import { createSubmissionWithFiles, WORD_COUNT, WORD_COUNT_RENAMED } from '../../testing/similarity-programs';
import { useTestServer } from '../../testing/use-test-server';
import { STOPPED_MESSAGE } from './present';
import { runSimilarityJobs, similarityWorld } from './similarity-testing';

// What happens around a check's runs: a run that fails, a job that ends without finishing its check, an archived
// course, and deleting what a check compared.

const t = useTestServer();

type World = Awaited<ReturnType<typeof similarityWorld>>;

async function student(w: World) {
  const user = await createUser(t.server.ctx.db, { organizationId: w.organization.id });
  await enroll(t.server.ctx.db, w.course.id, user.id, ['student']);
  return user;
}

const start = (w: World) => t.api.post<SimilarityCheck>(`/assignments/${w.assignment.id}/similarityChecks/`, { auth: w.tokens.admin, body: {} });
const read = async (w: World, id: number) => (await t.api.get<SimilarityCheck>(`/similarityChecks/${id}/`, { auth: w.tokens.admin })).body;

describe('a similarity check around its runs', () => {
  it('ends failed with a sentence when it cannot run, and may be run again', async () => {
    const w = await similarityWorld(t.server.ctx);
    const started = await start(w);
    const broken = { calls: { fingerprint: [], align: 0 }, load: () => Promise.reject(new Error('no grammar here')) };
    expect((await runSimilarityJobs(t.server.ctx, broken)).map((report) => report.outcome)).toEqual(['succeeded']);
    const failed = await read(w, started.body.id);
    expect(failed).toMatchObject({ state: 'failed', step: null, error: 'The similarity engine could not be loaded (no grammar here).' });
    expect((await t.api.get(`/similarityChecks/${started.body.id}/pairs/`, { auth: w.tokens.admin })).body).toEqual({ non_field_errors: [SIMILARITY_MESSAGES.notComplete] });

    expect((await t.api.post(`/similarityChecks/${started.body.id}/update/`, { auth: w.tokens.admin })).status).toBe(202);
    await runSimilarityJobs(t.server.ctx);
    expect(await read(w, started.body.id)).toMatchObject({ state: 'complete', error: null });
  });

  it('reads as failed when its job ended without finishing it, and no longer blocks a new check', async () => {
    const w = await similarityWorld(t.server.ctx);
    const started = await start(w);
    const [row] = await t.server.ctx.db.select().from(similarityChecks).where(eq(similarityChecks.id, started.body.id));
    await t.server.ctx.db.update(jobs).set({ state: 'cancelled', finishedAt: new Date() }).where(eq(jobs.id, row!.jobId!));
    expect(await read(w, started.body.id)).toMatchObject({ state: 'failed', error: STOPPED_MESSAGE });
    expect((await start(w)).status).toBe(202);
    await runSimilarityJobs(t.server.ctx);
  });

  it('starts, updates and reviews nothing in an archived course, whose checks stay readable', async () => {
    const w = await similarityWorld(t.server.ctx);
    await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [await student(w)], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(t.server.ctx.db, w.assignment.id, [await student(w)], { 'count.py': WORD_COUNT_RENAMED });
    const started = await start(w);
    await runSimilarityJobs(t.server.ctx);
    const [pair] = (await t.api.get(`/similarityChecks/${started.body.id}/pairs/`, { auth: w.tokens.admin })).body.results;
    await t.server.ctx.db.update(courses).set({ archived: true }).where(eq(courses.id, w.course.id));
    const archived = { non_field_errors: [API_ERRORS.courseArchived] };
    expect((await start(w)).body).toEqual(archived);
    expect((await t.api.post(`/similarityChecks/${started.body.id}/update/`, { auth: w.tokens.admin })).body).toEqual(archived);
    expect((await t.api.patch(`/similarityPairs/${pair.id}/`, { auth: w.tokens.admin, body: { status: 'flagged' } })).body).toEqual(archived);
    expect((await t.api.get(`/similarityPairs/${pair.id}/`, { auth: w.tokens.admin })).body.review.status).toBe('unreviewed');
  });

  it('loses the documents and pairs of a deleted submission, and everything with its assignment', async () => {
    const w = await similarityWorld(t.server.ctx);
    const { db } = t.server.ctx;
    const gone = await createSubmissionWithFiles(db, w.assignment.id, [await student(w)], { 'count.py': WORD_COUNT });
    await createSubmissionWithFiles(db, w.assignment.id, [await student(w)], { 'count.py': WORD_COUNT_RENAMED });
    const started = await start(w);
    await runSimilarityJobs(t.server.ctx);
    expect((await t.api.delete(`/submissions/${gone.id}/`, { auth: w.tokens.admin })).status).toBe(204);
    expect(await db.select().from(similarityDocuments).where(eq(similarityDocuments.submissionId, gone.id))).toEqual([]);
    expect(await db.select().from(similarityPairs).where(eq(similarityPairs.checkId, started.body.id))).toEqual([]);
    await db.delete(assignments).where(eq(assignments.id, w.assignment.id));
    expect(await db.select().from(similarityChecks).where(eq(similarityChecks.id, started.body.id))).toEqual([]);
    expect(await db.select().from(similarityDocuments).where(eq(similarityDocuments.checkId, started.body.id))).toEqual([]);
  });
});
