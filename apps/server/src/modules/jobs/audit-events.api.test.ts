import { describe, expect, it } from 'vitest';
import { claimNextJob, enqueueJob, failJob } from '@marginalia/jobs';
import { createCourseWorld } from '../../testing/factories';
import { recording } from '../../testing/recorded-events';
import { useTestServer } from '../../testing/use-test-server';

// What platform admins do with jobs is on record (docs/AUDIT.md): a retry or a cancel records its event, with the
// course the job works for when its fairness key names one; a refused or impossible one records none.

const t = useTestServer();
let serial = 0;
const newKind = () => `audit.kind-${++serial}`;

/** A job of its own kind that ran out of tries. */
async function failedJob(fairnessKey?: string): Promise<number> {
  const kind = newKind();
  const { id } = await enqueueJob(t.server.ctx.db, { kind, maxAttempts: 1, fairnessKey });
  const job = await claimNextJob(t.server.ctx.db, { kinds: [kind], workerId: 'test-host:1', leaseSeconds: 60 });
  await failJob(t.server.ctx.db, job!.lease, 'The relay said no.');
  return id;
}

describe('POST /jobs/{id}/retry/', () => {
  it('records job.retried as the platform admin, in the course the job works for', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const id = await failedJob(`course:${world.course.id}`);
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post(`/jobs/${id}/retry/`, { auth: world.tokens.platformAdmin }));
    expect(result.status).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({ type: 'job.retried', actorId: world.people.platformAdmin.id, courseId: world.course.id, objectType: 'job', objectId: id, data: expect.objectContaining({ state: 'queued' }) }),
    ]);
  });

  it('records nothing for someone else, a job that cannot be retried, or an unknown job', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const id = await failedJob();
    const { id: queued } = await enqueueJob(t.server.ctx.db, { kind: newKind() });
    for (const [path, auth, status] of [
      [`/jobs/${id}/retry/`, world.tokens.admin, 404],
      [`/jobs/${queued}/retry/`, world.tokens.platformAdmin, 400],
      ['/jobs/999999999/retry/', world.tokens.platformAdmin, 404],
    ] as const) {
      const { result, events } = await recording(t.server.ctx.db, () => t.api.post(path, { auth }));
      expect(result.status, path).toBe(status);
      expect(events, path).toEqual([]);
    }
  });
});

describe('POST /jobs/{id}/cancel/', () => {
  it('records job.cancelled as the platform admin; a job of no course has none', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const kind = newKind();
    const { id } = await enqueueJob(t.server.ctx.db, { kind });
    const { result, events } = await recording(t.server.ctx.db, () => t.api.post(`/jobs/${id}/cancel/`, { auth: world.tokens.platformAdmin }));
    expect(result.body.state).toBe('cancelled');
    expect(events).toEqual([
      expect.objectContaining({ type: 'job.cancelled', actorId: world.people.platformAdmin.id, courseId: null, objectType: 'job', objectId: id, data: { kind, state: 'cancelled' } }),
    ]);
  });

  it('records nothing for someone else or a job that has ended', async () => {
    const world = await createCourseWorld(t.server.ctx);
    const id = await failedJob();
    const { id: queued } = await enqueueJob(t.server.ctx.db, { kind: newKind() });
    for (const [path, auth, status] of [
      [`/jobs/${queued}/cancel/`, world.tokens.admin, 404],
      [`/jobs/${id}/cancel/`, world.tokens.platformAdmin, 400],
    ] as const) {
      const { result, events } = await recording(t.server.ctx.db, () => t.api.post(path, { auth }));
      expect(result.status, path).toBe(status);
      expect(events, path).toEqual([]);
    }
  });
});
