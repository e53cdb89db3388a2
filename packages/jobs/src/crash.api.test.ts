import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '@marginalia/db';
import { useJobsDatabase } from './testing/use-jobs-database';

// kill -9 of a worker mid-job, 20 times, on PostgreSQL (the only database several processes can share): every job
// ends exactly once, and its effect is written exactly once, by the attempt that completed it.

const database = useJobsDatabase();
const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
const workerScript = fileURLToPath(new URL('./testing/crash-worker.ts', import.meta.url));
const JOB_COUNT = 80;
const KILLS = 20;

function startWorkerProcess(databaseUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', workerScript], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`worker exited early (${code})`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe.skipIf(!adminUrl)('worker crashes (PostgreSQL)', () => {
  it(`loses nothing and does nothing twice across ${KILLS} kill -9 of a worker mid-job`, { timeout: 180_000 }, async () => {
    const db = database.handle.db;
    await db.execute(sql`create table crash_effects (job_id bigint not null, attempt int not null)`);
    await db.insert(jobs).values(
      Array.from({ length: JOB_COUNT }, (_, i) => ({ kind: 'crash.effect', payload: { delayMs: 50 + ((i * 37) % 250) }, maxAttempts: 50 })),
    );
    const url = database.handle.databaseUrl!;
    let killedMidJob = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      const child = await startWorkerProcess(url);
      await new Promise((resolve) => setTimeout(resolve, 150 + ((kill * 53) % 300)));
      const running = await db.execute(sql`select count(*)::int as n from jobs where state = 'running'`);
      if ((running as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) killedMidJob += 1;
      child.kill('SIGKILL');
      await exited(child);
    }
    expect(killedMidJob).toBeGreaterThan(KILLS / 2);

    // A last worker finishes the rest: the dead workers' jobs come back when their leases expire.
    const last = await startWorkerProcess(url);
    const started = Date.now();
    for (;;) {
      const left = await db.execute(sql`select count(*)::int as n from jobs where state in ('queued', 'running')`);
      if ((left as unknown as { rows: { n: number }[] }).rows[0]!.n === 0) break;
      if (Date.now() - started > 120_000) throw new Error('jobs left unfinished');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    last.kill('SIGTERM');
    await exited(last);

    const states = await db.execute(sql`select state::text, count(*)::int as n from jobs group by state`);
    expect((states as unknown as { rows: { state: string; n: number }[] }).rows).toEqual([{ state: 'succeeded', n: JOB_COUNT }]);
    const effects = await db.execute(sql`
      select count(*)::int as total, count(distinct job_id)::int as jobs,
        count(*) filter (where e.attempt <> j.attempts)::int as stale
      from crash_effects e join jobs j on j.id = e.job_id`);
    expect((effects as unknown as { rows: unknown[] }).rows[0]).toEqual({ total: JOB_COUNT, jobs: JOB_COUNT, stale: 0 });
    const retried = await db.execute(sql`select count(*)::int as n from jobs where attempts > 1`);
    expect((retried as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
