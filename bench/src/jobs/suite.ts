// The jobs suite: how fast the jobs system moves work on this database, and what its fairness and crash recovery
// look like in numbers. Handlers do no work, so the table shows the queue's own cost per job.
import { sql } from 'drizzle-orm';
import { createTestDatabase, jobs, type Database } from '@marginalia/db';
import { claimNextJob, completeJob, enqueueJob, requeueExpiredLeases, startWorker, type JobHandler } from '@marginalia/jobs';

const BUSY_KEY_JOBS = 4000;
const OTHER_KEYS = 50;
const OTHER_KEY_JOBS = 20;

interface Result {
  measure: string;
  value: string;
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

function perSecond(count: number, ms: number): string {
  return `${Math.round((count / ms) * 1000).toLocaleString('en-US')} jobs/s`;
}

async function drainWithWorkers(db: Database, workers: number, concurrency: number): Promise<number> {
  const noop: JobHandler = { kind: 'bench.noop', run: async () => undefined };
  const total = BUSY_KEY_JOBS + OTHER_KEYS * OTHER_KEY_JOBS;
  const { ms } = await timed(async () => {
    const running = Array.from({ length: workers }, (_, i) => startWorker({ db, handlers: [noop], concurrency, pollMs: 20, workerId: `bench:${i}` }));
    for (;;) {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs).where(sql`${jobs.state} = 'succeeded'`);
      if (row!.n >= total) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await Promise.all(running.map((worker) => worker.stop()));
  });
  return ms;
}

async function seedBacklog(db: Database): Promise<void> {
  await db.delete(jobs);
  await db.insert(jobs).values(Array.from({ length: BUSY_KEY_JOBS }, () => ({ kind: 'bench.noop', fairnessKey: 'course:busy' })));
  const others = Array.from({ length: OTHER_KEYS * OTHER_KEY_JOBS }, (_, i) => ({ kind: 'bench.noop', fairnessKey: `course:${i % OTHER_KEYS}` }));
  await db.insert(jobs).values(others);
}

export async function runJobsSuite(adminUrl: string | null): Promise<void> {
  const handle = await createTestDatabase(adminUrl ?? undefined);
  const db = handle.db;
  const results: Result[] = [];
  try {
    const single = await timed(async () => {
      for (let i = 0; i < 500; i++) await enqueueJob(db, { kind: 'bench.noop', fairnessKey: `course:${i % 10}` });
    });
    results.push({ measure: 'enqueue, one job per transaction (500)', value: perSecond(500, single.ms) });
    const deduped = await timed(async () => {
      for (let i = 0; i < 500; i++) await enqueueJob(db, { kind: 'bench.noop', dedupeKey: `submission:${i % 50}` });
    });
    results.push({ measure: 'enqueue with a dedupe key (500, 50 keys)', value: perSecond(500, deduped.ms) });

    const claimLatencies: number[] = [];
    await seedBacklog(db);
    for (let i = 0; i < 300; i++) {
      const { ms, value } = await timed(() => claimNextJob(db, { kinds: ['bench.noop'], workerId: 'bench', leaseSeconds: 60 }));
      claimLatencies.push(ms);
      await completeJob(db, value!.lease);
    }
    claimLatencies.sort((a, b) => a - b);
    results.push({
      measure: `claim with ${(BUSY_KEY_JOBS + OTHER_KEYS * OTHER_KEY_JOBS).toLocaleString('en-US')} queued over ${OTHER_KEYS + 1} keys`,
      value: `p50 ${claimLatencies[150]!.toFixed(1)} ms, p99 ${claimLatencies[296]!.toFixed(1)} ms`,
    });

    await seedBacklog(db);
    const late = await enqueueJob(db, { kind: 'bench.noop', fairnessKey: 'course:late' });
    let position = 0;
    for (;;) {
      const job = await claimNextJob(db, { kinds: ['bench.noop'], workerId: 'bench', leaseSeconds: 60 });
      position += 1;
      await completeJob(db, job!.lease);
      if (job!.id === late.id) break;
    }
    // Fair means one turn per waiting key: the new key's job comes after at most one job of each of the others.
    results.push({ measure: `a new course's single job, ${OTHER_KEYS + 1} other courses waiting`, value: `claimed as number ${position}` });

    for (const [workers, concurrency] of adminUrl ? [[1, 1], [1, 4], [4, 4]] : [[1, 1], [1, 4]]) {
      await seedBacklog(db);
      const ms = await drainWithWorkers(db, workers!, concurrency!);
      results.push({ measure: `drain ${(BUSY_KEY_JOBS + OTHER_KEYS * OTHER_KEY_JOBS).toLocaleString('en-US')} no-op jobs: ${workers} worker(s) x ${concurrency}`, value: perSecond(BUSY_KEY_JOBS + OTHER_KEYS * OTHER_KEY_JOBS, ms) });
    }

    await db.delete(jobs);
    const { id } = await enqueueJob(db, { kind: 'bench.noop' });
    await claimNextJob(db, { kinds: ['bench.noop'], workerId: 'dead', leaseSeconds: 2 });
    const recovery = await timed(async () => {
      for (;;) {
        await requeueExpiredLeases(db);
        const job = await claimNextJob(db, { kinds: ['bench.noop'], workerId: 'alive', leaseSeconds: 60 });
        if (job?.id === id) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    results.push({ measure: "a dead worker's job offered again (lease 2 s, polling 100 ms)", value: `${(recovery.ms / 1000).toFixed(1)} s` });
  } finally {
    await handle.close();
  }
  console.log(`\nJobs (${adminUrl ? 'PostgreSQL' : 'PGlite'})\n`);
  const width = Math.max(...results.map((row) => row.measure.length));
  console.log(`| ${'measure'.padEnd(width)} | value |`);
  console.log(`|${'-'.repeat(width + 2)}|-------|`);
  for (const row of results) console.log(`| ${row.measure.padEnd(width)} | ${row.value} |`);
}
