// The `jobs-page` suite: the jobs page's queries (docs/ARCHITECTURE.md, "Background work") on a jobs table that has
// run for years without retention: 1,000,000 finished jobs (filled in one INSERT ... SELECT generate_series) and a
// few hundred unfinished ones. Each query runs the statements the page's API runs (packages/jobs admin.ts), a
// number of times; the table prints p50 and p99. Then the nightly finished-jobs sweep on the jobs past 30 days.
// The table reports; it asserts nothing.
import { sql } from 'drizzle-orm';
import { JOB_COUNT_CAP } from '@marginalia/contracts';
import { createTestDatabase, type Database } from '@marginalia/db';
import { countJobs, findJob, listJobs, sweepFinishedJobs, type JobFilter } from '@marginalia/jobs';

const FINISHED = Number(process.env.BENCH_FINISHED_JOBS ?? 1_000_000);
const QUEUED = 500;
const RUNNING = 8;
const REPEATS = Number(process.env.BENCH_REPEATS ?? 15);
const PAGE = 25;

/** One finished job every 3 seconds back from now: about 35 days, the oldest ~14% past a 30-day retention. */
export async function fill(db: Database): Promise<void> {
  await db.execute(sql`
    insert into jobs (kind, state, fairness_key, attempts, payload, queued_at, started_at, finished_at, last_error, result)
    select
      case i % 20 when 0 then 'similarity.check' when 1 then 'autograder.build' else case when i % 2 = 0 then 'autograder.run' else 'mail.send' end end,
      (case when i % 100 = 7 then 'failed' when i % 50 = 3 then 'cancelled' else 'succeeded' end)::job_state,
      'course:' || (i % 200),
      1,
      jsonb_build_object('runId', i),
      now() - make_interval(secs => (${FINISHED} - i) * 3 + 2),
      now() - make_interval(secs => (${FINISHED} - i) * 3 + 1),
      now() - make_interval(secs => (${FINISHED} - i) * 3),
      case when i % 100 = 7 then 'The worker running it stopped answering; offered again.' end,
      case when i % 100 <> 7 and i % 50 <> 3 then '{"passed": 10}'::jsonb end
    from generate_series(1, ${FINISHED}) as i
  `);
  await db.execute(sql`
    insert into jobs (kind, state, fairness_key, payload)
    select case when i % 2 = 0 then 'autograder.run' else 'mail.send' end, 'queued', 'course:' || (i % 50), jsonb_build_object('runId', i)
    from generate_series(1, ${QUEUED}) as i
  `);
  await db.execute(sql`
    insert into jobs (kind, state, fairness_key, attempts, started_at, heartbeat_at, lease_expires_at, lease_token, worker_id, payload)
    select 'autograder.run', 'running', 'course:' || i, 1, now(), now(), now() + interval '1 minute', gen_random_uuid(), 'bench:' || i, '{}'::jsonb
    from generate_series(1, ${RUNNING}) as i
  `);
  // What autovacuum does to a table this size: statistics for the planner, a visibility map for index-only scans.
  await db.execute(sql`vacuum analyze jobs`);
}

interface Timing {
  query: string;
  p50: number;
  p99: number;
  rows: string;
}

async function time(query: string, run: () => Promise<string>): Promise<Timing> {
  const ms: number[] = [];
  let rows = '';
  await run();
  for (let i = 0; i < REPEATS; i++) {
    const started = performance.now();
    rows = await run();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { query, p50: ms[Math.floor(ms.length / 2)]!, p99: ms[Math.min(ms.length - 1, Math.ceil(ms.length * 0.99) - 1)]!, rows };
}

function listing(db: Database, filter: JobFilter, page: number) {
  return async () => {
    const { count, rows } = await listJobs(db, filter, { limit: PAGE, offset: (page - 1) * PAGE, cap: JOB_COUNT_CAP });
    return `${rows.length} of ${count > JOB_COUNT_CAP ? `${JOB_COUNT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US')}`;
  };
}

export async function runJobsPageSuite(adminUrl: string | null): Promise<void> {
  const handle = await createTestDatabase(adminUrl ?? undefined);
  const db = handle.db;
  const timings: Timing[] = [];
  try {
    const started = performance.now();
    await fill(db);
    const filledIn = (performance.now() - started) / 1000;
    const newest = (await listJobs(db, {}, { limit: 1, offset: 0, cap: 1 })).rows[0]!.id;

    timings.push(await time('GET /jobs/summary/ (counts by kind and state)', async () => `${(await countJobs(db, { cap: JOB_COUNT_CAP })).length} kind/state rows`));
    timings.push(await time('GET /jobs/ first page, no filter', listing(db, {}, 1)));
    timings.push(await time('GET /jobs/ page 400, no filter', listing(db, {}, 400)));
    timings.push(await time('GET /jobs/?state=queued,running', listing(db, { states: ['queued', 'running'] }, 1)));
    timings.push(await time('GET /jobs/?state=failed', listing(db, { states: ['failed'] }, 1)));
    timings.push(await time('GET /jobs/?state=failed&kind=mail.send', listing(db, { states: ['failed'], kind: 'mail.send' }, 1)));
    timings.push(await time('GET /jobs/?kind=similarity.check', listing(db, { kind: 'similarity.check' }, 1)));
    timings.push(await time('GET /jobs/?state=succeeded', listing(db, { states: ['succeeded'] }, 1)));
    // For comparison, what the page counted before counts stopped at the cap: every row.
    timings.push(await time('(before the cap) counts by kind and state, every row', async () => {
      const answer = await db.execute(sql`select kind, state, count(*) from jobs group by kind, state`);
      return `${(answer as unknown as { rows: unknown[] }).rows.length} kind/state rows`;
    }));
    timings.push(await time('(before the cap) count of every job', async () => {
      const answer = await db.execute(sql`select count(*)::int as n from jobs`);
      return (answer as unknown as { rows: { n: number }[] }).rows[0]!.n.toLocaleString('en-US');
    }));
    timings.push(await time('GET /jobs/{id}/', async () => ((await findJob(db, newest - 12_345)) ? '1' : '0')));

    const sweepStarted = performance.now();
    const swept = await sweepFinishedJobs(db, { olderThanDays: 30 });
    const sweepSeconds = (performance.now() - sweepStarted) / 1000;
    const sweepLine =
      `Nightly sweep of jobs finished more than 30 days ago: ${swept.deleted.toLocaleString('en-US')} deleted in ${swept.batches} batches ` +
      `of up to 1,000, ${sweepSeconds.toFixed(1)} s (${Math.round(swept.deleted / sweepSeconds).toLocaleString('en-US')} jobs/s)`;
    timings.push(await time('GET /jobs/summary/ after the sweep', async () => `${(await countJobs(db, { cap: JOB_COUNT_CAP })).length} kind/state rows`));
    timings.push(await time('GET /jobs/ first page after the sweep', listing(db, {}, 1)));
    console.log(
      `\nJobs page — ${FINISHED.toLocaleString('en-US')} finished jobs, ${QUEUED} queued, ${RUNNING} running; database: ${adminUrl ? 'PostgreSQL' : 'PGlite'}; ` +
        `filled in ${filledIn.toFixed(1)} s; ${REPEATS} runs per query\n`,
    );
    console.table(timings.map((row) => ({ query: row.query, 'p50 ms': row.p50.toFixed(1), 'p99 ms': row.p99.toFixed(1), rows: row.rows })));
    console.log(sweepLine);
  } finally {
    await handle.close();
  }
}
