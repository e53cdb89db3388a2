import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_COUNT_CAP } from '@marginalia/contracts';
import { claimNextJob, enqueueJob, failJob, findJob, completeJob, type ClaimedJob } from '@marginalia/jobs';
import { createCourseWorld } from '../../testing/factories';
import { useTestServer } from '../../testing/use-test-server';

// The platform admins' jobs API. Each test works on job kinds of its own, so the jobs other tests (and the mail the
// factories queue) leave in the shared database do not change what it counts.

const t = useTestServer();
let serial = 0;
const newKind = () => `test.kind-${++serial}`;

async function claim(kind: string): Promise<ClaimedJob> {
  const job = await claimNextJob(t.server.ctx.db, { kinds: [kind], workerId: 'test-host:1', leaseSeconds: 60 });
  if (!job) throw new Error(`No ${kind} job to claim.`);
  return job;
}

/** A job that ran out of tries: one attempt of one, failed with `error`. */
async function failedJob(kind: string, error = 'The relay said no.'): Promise<number> {
  const { id } = await enqueueJob(t.server.ctx.db, { kind, payload: { n: 1 }, maxAttempts: 1 });
  const job = await claim(kind);
  expect(await failJob(t.server.ctx.db, job.lease, error)).toBe('failed');
  return id;
}

describe('GET /jobs/summary/', () => {
  it('counts the jobs of each kind in each state, every state shown, zeros included', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const [busy, idle] = [newKind(), newKind()];
    await failedJob(busy);
    await enqueueJob(db, { kind: busy });
    await enqueueJob(db, { kind: busy });
    const done = await claim(busy);
    await completeJob(db, done.lease, { ok: true });
    await enqueueJob(db, { kind: idle });

    const res = await t.api.get('/jobs/summary/', { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    const kinds = res.body.kinds.filter((row: { kind: string }) => row.kind === busy || row.kind === idle);
    expect(kinds).toEqual([
      { kind: busy, counts: { queued: 1, running: 0, succeeded: 1, failed: 1, cancelled: 0 }, total: 3 },
      { kind: idle, counts: { queued: 1, running: 0, succeeded: 0, failed: 0, cancelled: 0 }, total: 1 },
    ]);
  });
});

describe('counts of many jobs', () => {
  it('stop at the cap, the summary and the listing alike, so that a page of a huge table costs no more than the cap', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const kind = newKind();
    await t.server.ctx.db.execute(
      sql`insert into jobs (kind, state, finished_at) select ${kind}, 'succeeded', now() from generate_series(1, ${JOB_COUNT_CAP + 50})`,
    );
    await enqueueJob(t.server.ctx.db, { kind });
    const auth = world.tokens.platformAdmin;

    const summary = await t.api.get('/jobs/summary/', { auth });
    expect(summary.body.kinds.find((row: { kind: string }) => row.kind === kind)).toEqual({
      kind,
      counts: { queued: 1, running: 0, succeeded: JOB_COUNT_CAP + 1, failed: 0, cancelled: 0 },
      total: JOB_COUNT_CAP + 1,
    });
    const all = await t.api.get(`/jobs/?kind=${kind}&page=1&page_size=5`, { auth });
    expect(all.body.count).toBe(JOB_COUNT_CAP + 1);
    expect(all.body.results).toHaveLength(5);
    expect(all.body.next).toContain('page=2');
    const queued = await t.api.get(`/jobs/?kind=${kind}&state=queued`, { auth });
    expect(queued.body.count).toBe(1);
  });
});

describe('GET /jobs/', () => {
  it('lists jobs newest first, paged, filtered by kind and by one or several states', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const kind = newKind();
    const failed = await failedJob(kind, 'SMTP 550: mailbox unavailable');
    const { id: queued } = await enqueueJob(db, { kind, progressTotal: 40 });
    const { id: newest } = await enqueueJob(db, { kind, maxAttempts: 8 });
    const auth = world.tokens.platformAdmin;

    const all = await t.api.get(`/jobs/?kind=${kind}&page=1&page_size=2`, { auth });
    expect(all.status).toBe(200);
    expect(all.body.count).toBe(3);
    expect(all.body.next).toContain('page=2');
    expect(all.body.results.map((job: { id: number }) => job.id)).toEqual([newest, queued]);
    expect(all.body.results[0]).toMatchObject({ kind, state: 'queued', attempts: 0, maxAttempts: 8, startedAt: null, finishedAt: null, lastError: null });
    expect(all.body.results[1]).toMatchObject({ progressDone: 0, progressTotal: 40 });
    expect(new Date(all.body.results[0].queuedAt).toISOString()).toBe(all.body.results[0].queuedAt);
    expect(all.body.results[0]).not.toHaveProperty('payload');

    const failures = await t.api.get(`/jobs/?kind=${kind}&state=failed`, { auth });
    expect(failures.body.results).toEqual([
      expect.objectContaining({ id: failed, state: 'failed', attempts: 1, maxAttempts: 1, lastError: 'SMTP 550: mailbox unavailable' }),
    ]);
    expect(failures.body.results[0].finishedAt).not.toBeNull();

    const several = await t.api.get(`/jobs/?kind=${kind}&state=failed,cancelled,%20queued`, { auth });
    expect(several.body.count).toBe(3);
    const none = await t.api.get(`/jobs/?kind=${kind}&state=running`, { auth });
    expect(none.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('refuses filter values it does not know, with a 400 that names the field', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const auth = world.tokens.platformAdmin;
    for (const query of ['state=lost', 'state=failed,bogus', 'kind=Not%20a%20kind', 'page=0', 'page_size=5000']) {
      const res = await t.api.get(`/jobs/?${query}`, { auth });
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body).join(), query).toMatch(/^(state|kind|page|page_size)/);
    }
  });
});

describe('GET /jobs/{id}/', () => {
  it('shows one job in full: payload, result, tries, times, worker and keys', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const kind = newKind();
    const { id } = await enqueueJob(db, { kind, payload: { outboxId: 12 }, fairnessKey: 'course:3', dedupeKey: 'assignment:9', priority: 5, maxAttempts: 3 });
    const job = await claim(kind);
    await completeJob(db, job.lease, { sent: true });

    const res = await t.api.get(`/jobs/${id}/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      kind,
      state: 'succeeded',
      payload: { outboxId: 12 },
      result: { sent: true },
      attempts: 1,
      maxAttempts: 3,
      priority: 5,
      fairnessKey: 'course:3',
      dedupeKey: 'assignment:9',
      supersededBy: null,
      workerId: 'test-host:1',
      lastError: null,
      progressDone: null,
      progressTotal: null,
    });
    for (const field of ['queuedAt', 'startedAt', 'finishedAt', 'runAfter', 'heartbeatAt']) {
      expect(typeof res.body[field], field).toBe('string');
    }
  });

  it('names the job that superseded a queued one', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const kind = newKind();
    const { id: older } = await enqueueJob(db, { kind, dedupeKey: 'same' });
    const { id: newer } = await enqueueJob(db, { kind, dedupeKey: 'same' });

    const res = await t.api.get(`/jobs/${older}/`, { auth: world.tokens.platformAdmin });

    expect(res.body).toMatchObject({ state: 'cancelled', supersededBy: newer });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const world = await createCourseWorld(t.server.ctx);
    for (const path of ['/jobs/999999999/', '/jobs/abc/', '/jobs/0/']) {
      const res = await t.api.get(path, { auth: world.tokens.platformAdmin });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('POST /jobs/{id}/retry/', () => {
  it('queues a failed job again with all its tries', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const kind = newKind();
    const id = await failedJob(kind);

    const res = await t.api.post(`/jobs/${id}/retry/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'queued', attempts: 0, finishedAt: null });
    expect((await findJob(t.server.ctx.db, id))?.state).toBe('queued');
    const again = await claim(kind);
    expect(again.id).toBe(id);
  });

  it('queues a cancelled job again', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const kind = newKind();
    const { id } = await enqueueJob(t.server.ctx.db, { kind });
    const auth = world.tokens.platformAdmin;
    expect((await t.api.post(`/jobs/${id}/cancel/`, { auth })).body.state).toBe('cancelled');

    const res = await t.api.post(`/jobs/${id}/retry/`, { auth });

    expect(res.status).toBe(200);
    expect(res.body.state).toBe('queued');
  });

  it('refuses a job that is queued or running with a 400 saying why, and changes nothing', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const db = t.server.ctx.db;
    const kind = newKind();
    const { id: running } = await enqueueJob(db, { kind });
    await claim(kind);
    const { id: queued } = await enqueueJob(db, { kind });
    const auth = world.tokens.platformAdmin;

    for (const [id, state] of [[running, 'running'], [queued, 'queued']] as const) {
      const res = await t.api.post(`/jobs/${id}/retry/`, { auth });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ non_field_errors: [`Only failed or cancelled jobs can be retried; this one is ${state}.`] });
      expect((await findJob(db, id))?.state).toBe(state);
    }
  });

  it('answers 404 for an unknown job', async () => {
    const world = await createCourseWorld(t.server.ctx);
    expect((await t.api.post('/jobs/999999999/retry/', { auth: world.tokens.platformAdmin })).status).toBe(404);
  });
});

describe('POST /jobs/{id}/cancel/', () => {
  it('cancels a queued job at once', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const kind = newKind();
    const { id } = await enqueueJob(t.server.ctx.db, { kind });

    const res = await t.api.post(`/jobs/${id}/cancel/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'cancelled', lastError: 'Cancelled.' });
    expect(res.body.finishedAt).not.toBeNull();
    expect(await claimNextJob(t.server.ctx.db, { kinds: [kind], workerId: 'test-host:1', leaseSeconds: 60 })).toBeNull();
  });

  it('asks a running job to stop: it stays running until its worker sees the request', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const kind = newKind();
    const { id } = await enqueueJob(t.server.ctx.db, { kind });
    await claim(kind);

    const res = await t.api.post(`/jobs/${id}/cancel/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, state: 'running' });
    expect(res.body.cancelRequestedAt).not.toBeNull();
  });

  it('refuses a job that has ended with a 400 saying why', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const id = await failedJob(newKind());

    const res = await t.api.post(`/jobs/${id}/cancel/`, { auth: world.tokens.platformAdmin });

    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['This job has already ended (failed).'] });
    expect((await findJob(t.server.ctx.db, id))?.state).toBe('failed');
  });

  it('answers 404 for an unknown job', async () => {
    const world = await createCourseWorld(t.server.ctx);
    expect((await t.api.post('/jobs/999999999/cancel/', { auth: world.tokens.platformAdmin })).status).toBe(404);
  });
});

describe('who may call the jobs API', () => {
  it('hides every route from course admins, graders and students (404, as the platform console), and asks anonymous callers to log in', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const id = await failedJob(newKind());
    const routes = [
      ['GET', '/jobs/summary/'],
      ['GET', '/jobs/'],
      ['GET', `/jobs/${id}/`],
      ['POST', `/jobs/${id}/retry/`],
      ['POST', `/jobs/${id}/cancel/`],
    ] as const;
    for (const [method, path] of routes) {
      for (const token of [world.tokens.admin, world.tokens.grader, world.tokens.student]) {
        const res = await t.api.call(method, path, { auth: token });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ detail: 'Not found.' });
      }
      expect((await t.api.call(method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect((await findJob(t.server.ctx.db, id))?.state).toBe('failed');
  });
});
