// What the deadline came to, read from the database once the queue has drained: were all acknowledged uploads
// graded (the newest version of each submission, with the results that version earns), how long runs waited and
// took, how many the workers got through, and what the killed worker's runs went through. Printed as tables.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@marginalia/db';
import { PASSES } from './homework';
import { acknowledged, type Upload } from './uploads';
import type { QueueSamples } from './queue-samples';
import { percentile, ms, seconds } from './stats';

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface KilledWorker {
  pid: number;
  at: Date;
  /** The autograder jobs it held when it was killed. */
  jobIds: number[];
  restartedAt: Date | null;
}

export interface Timeline {
  loadStart: Date;
  loadEnd: Date;
  drainEnd: Date;
  drained: boolean;
}

interface NewestRun {
  submission: number;
  state: string | null;
  passed: number | null;
  covers_newest: boolean | null;
  newest_code: string;
}

const UPLOAD_MARK = /# upload (\d+)\n?$/;

/** Acknowledged uploads against graded submissions: the table that says whether anything was lost. */
async function gradingTable(db: Database, assignmentId: number, uploads: Upload[]) {
  const acked = uploads.filter(acknowledged);
  const submissions = new Set(acked.map((upload) => upload.submissionId!));
  const newest = await rows<NewestRun>(
    db,
    sql`select s.id as submission, r.state, r.passed, r.created_at >= f.created_at as covers_newest, f.code as newest_code
        from submissions s
        left join lateral (select state, passed, created_at from test_runs where submission_id = s.id order by created_at desc, id desc limit 1) r on true
        left join lateral (select code, created_at from files where submission_id = s.id order by id desc limit 1) f on true
        where s.assignment_id = ${assignmentId}`,
  );
  const byNumber = new Map(uploads.map((upload) => [upload.number, upload]));
  let graded = 0;
  let wrongResult = 0;
  let errors = 0;
  let neverRan = 0;
  let staleRun = 0;
  for (const row of newest.filter((entry) => submissions.has(entry.submission))) {
    if (row.state === 'error') errors += 1;
    else if (row.state !== 'completed') neverRan += 1;
    else if (!row.covers_newest) staleRun += 1;
    else {
      // The newest file names the upload that sent it, and so the version and the passes it must earn.
      const number = Number(UPLOAD_MARK.exec(row.newest_code)?.[1]);
      const version = byNumber.get(number)?.version;
      if (version && row.passed === PASSES[version]) graded += 1;
      else wrongResult += 1;
    }
  }
  const refused = uploads.filter((upload) => upload.status !== null && !acknowledged(upload));
  const unanswered = uploads.filter((upload) => upload.status === null);
  return [
    { measure: 'uploads sent (first / new version)', value: `${uploads.length} (${uploads.filter((u) => !u.reupload).length} / ${uploads.filter((u) => u.reupload).length})` },
    { measure: 'uploads acknowledged (2xx)', value: `${acked.length}` },
    { measure: 'uploads refused (status) / unanswered', value: `${refused.length}${refused.length ? ` (${[...new Set(refused.map((u) => u.status))].join(', ')})` : ''} / ${unanswered.length}` },
    { measure: 'submissions acknowledged', value: `${submissions.size}` },
    { measure: 'graded: newest version, its expected result', value: `${graded} of ${submissions.size}` },
    { measure: 'newest run ended "could not be graded"', value: `${errors}` },
    { measure: 'never ran (no run, or still queued/running/cancelled)', value: `${neverRan}` },
    { measure: 'graded an older version / wrong result', value: `${staleRun} / ${wrongResult}` },
  ];
}

interface RunRow {
  state: string;
  wait_ms: number | null;
  run_ms: number | null;
  finished_ms: number | null;
}

/** Queue wait, run time and throughput of the completed runs, and what happened to the others. */
async function runsTable(db: Database, assignmentId: number, timeline: Timeline, workerCores: number, queue: QueueSamples) {
  const runs = await rows<RunRow>(
    db,
    sql`select state,
          extract(epoch from started_at - created_at) * 1000 as wait_ms,
          duration_ms as run_ms,
          extract(epoch from finished_at) * 1000 as finished_ms
        from test_runs where assignment_id = ${assignmentId}`,
  );
  const completed = runs.filter((run) => run.state === 'completed');
  const waits = completed.map((run) => Number(run.wait_ms));
  const times = completed.map((run) => Number(run.run_ms));
  const counts = new Map<string, number>();
  for (const run of runs) counts.set(run.state, (counts.get(run.state) ?? 0) + 1);
  const superseded = await rows<{ queued: number; running: number }>(
    db,
    sql`select count(*) filter (where started_at is null)::int as queued, count(*) filter (where started_at is not null)::int as running
        from test_runs where assignment_id = ${assignmentId} and state = 'superseded'`,
  );
  const loadStart = timeline.loadStart.getTime();
  const loadEnd = timeline.loadEnd.getTime();
  const lastFinish = Math.max(...completed.map((run) => Number(run.finished_ms)));
  const minutes = (lastFinish - loadStart) / 60_000;
  const duringLoad = completed.filter((run) => Number(run.finished_ms) <= loadEnd).length;
  const afterLoad = completed.length - duringLoad;
  const perMinute = completed.length / minutes;
  const saturated = queue.saturatedRunsPerMinute();
  return [
    { measure: 'runs by state', value: [...counts.entries()].map(([state, n]) => `${state} ${n}`).join(', ') },
    { measure: 'superseded while queued / while running', value: `${superseded[0]!.queued} / ${superseded[0]!.running}` },
    { measure: 'queue wait (started - created) p50 / p99', value: `${seconds(percentile(waits, 50))} / ${seconds(percentile(waits, 99))}` },
    { measure: 'run time p50 / p99', value: `${ms(percentile(times, 50))} / ${ms(percentile(times, 99))}` },
    { measure: 'completed during the load / after it', value: `${duringLoad} / ${afterLoad} (queue empty ${seconds(lastFinish - loadEnd)} after the last upload)` },
    { measure: 'most runs waiting at once', value: `${queue.deepest()}` },
    { measure: 'runs per minute, first upload to last run', value: `${perMinute.toFixed(1)} (${(perMinute / workerCores).toFixed(1)} per core)` },
    {
      // With runs always waiting, the workers are never idle: this is what they sustain on this machine.
      measure: 'runs per minute while runs were waiting',
      value: Number.isNaN(saturated.perMinute)
        ? 'never saturated for 30 s (the workers kept up)'
        : `${saturated.perMinute.toFixed(1)} (${(saturated.perMinute / workerCores).toFixed(1)} per core, over ${saturated.minutes.toFixed(1)} min)`,
    },
    { measure: 'drained within the cap', value: timeline.drained ? 'yes' : `NO: gave up after ${seconds(timeline.drainEnd.getTime() - loadEnd)}` },
  ];
}

interface KilledJob {
  id: number;
  state: string;
  attempts: number;
  started_ms: number | null;
  finished_ms: number | null;
  run_state: string | null;
  passed: number | null;
}

/** Each run the killed worker held: when another worker took it up again, and how it ended. */
async function killTable(db: Database, killed: KilledWorker) {
  if (killed.jobIds.length === 0) return [{ job: '-', note: `worker ${killed.pid} held no run when killed` }];
  const jobs = await rows<KilledJob>(
    db,
    sql`select j.id, j.state, j.attempts, extract(epoch from j.started_at) * 1000 as started_ms, extract(epoch from j.finished_at) * 1000 as finished_ms,
          r.state as run_state, r.passed
        from jobs j left join test_runs r on r.job_id = j.id
        where j.id in (${sql.join(killed.jobIds.map((id) => sql`${id}`), sql`, `)})`,
  );
  const at = killed.at.getTime();
  return jobs.map((job) => ({
    job: job.id,
    'job state (attempts)': `${job.state} (${job.attempts})`,
    run: job.run_state === 'completed' ? `completed, ${job.passed} passed` : (job.run_state ?? '-'),
    'offered again after': job.started_ms !== null && Number(job.started_ms) > at ? seconds(Number(job.started_ms) - at) : 'not yet',
    'finished after': job.finished_ms !== null ? seconds(Number(job.finished_ms) - at) : 'not yet',
  }));
}

export async function printDeadlineReport(
  db: Database,
  input: {
    assignmentId: number;
    uploads: Upload[];
    timeline: Timeline;
    queue: QueueSamples;
    killed: KilledWorker | null;
    workerCores: number;
    leaseSeconds: number;
    apiRows: object[];
    header: string;
  },
): Promise<void> {
  console.log(`\n${input.header}\n`);
  console.log('Uploads and grading');
  console.table(await gradingTable(db, input.assignmentId, input.uploads));
  console.log('Test runs');
  console.table(await runsTable(db, input.assignmentId, input.timeline, input.workerCores, input.queue));
  console.log('API while the uploads came in (the upload, the student console and the submission view)');
  console.table(input.apiRows);
  if (input.killed) {
    const restart = input.killed.restartedAt ? seconds(input.killed.restartedAt.getTime() - input.killed.at.getTime()) : 'never';
    console.log(
      `A worker killed (kill -9) ${seconds(input.killed.at.getTime() - input.timeline.loadStart.getTime())} into the load; its replacement was running ${restart} later. ` +
        `Its runs come back when their lease runs out: WORKER_LEASE_SECONDS=${input.leaseSeconds} here (60 by default), so within about ${input.leaseSeconds + 5} s.`,
    );
    console.table(await killTable(db, input.killed));
  }
}
