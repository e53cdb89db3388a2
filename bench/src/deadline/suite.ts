// The deadline suite: deadline day on PostgreSQL, as production runs it. 600 students upload to a 10-test Python
// assignment that tests every upload (120 uploads a minute for five minutes, about one in ten a new version of an
// earlier one) through a web process, while worker processes run the tests in the sandbox and other students read
// their console and submission view. Halfway through, one worker is killed with SIGKILL and a replacement started.
// Once the queue has drained, the database says whether every acknowledged upload was graded, and how fast.
// Numbers, never assertions. Needs root and bubblewrap (the sandbox), and PostgreSQL's programs.
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type Database, type DatabaseHandle } from '@marginalia/db';
import { BubblewrapSandbox } from '@marginalia/sandbox';
import { seedDeadlineCourse, type Student } from './course';
import { Deployment } from './processes';
import { killOneWorker } from './worker-kill';
import { StudentReaders } from './readers';
import { QueueSamples } from './queue-samples';
import { printDeadlineReport, type Timeline } from './report';
import { settings } from './settings';
import { RouteLatencies } from './stats';
import { acknowledged, UploadLoad } from './uploads';

interface Cluster {
  url: string;
  stop(): void;
}

const CORES_OF_THIS_MACHINE = availableParallelism();

async function startCluster(): Promise<Cluster> {
  const script = fileURLToPath(new URL('../../../scripts/lib/postgres-cluster.mjs', import.meta.url));
  const { startPostgresCluster } = (await import(script)) as { startPostgresCluster: () => Promise<Cluster> };
  return startPostgresCluster();
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function count(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/** Until no run is queued or running (or the cap passes). */
async function drain(db: Database): Promise<boolean> {
  const deadline = Date.now() + settings.drainCapMinutes * 60_000;
  while (Date.now() < deadline) {
    const active = await count(db, sql`select count(*)::int as n from jobs where kind = 'autograder.run' and state in ('queued', 'running')`);
    if (active === 0) return true;
    await sleep(2000);
  }
  return false;
}

export async function runDeadlineSuite(adminUrl: string | null): Promise<void> {
  const { workers } = settings;
  const total = Math.round(settings.rate * settings.minutes);
  console.log(
    `\nDeadline day — ${settings.students} students, ${total} uploads (${settings.rate}/min for ${settings.minutes} min), ` +
      `${workers.processes} worker process(es) x ${workers.slots} slot(s), lease ${settings.leaseSeconds} s\n`,
  );
  const availability = await new BubblewrapSandbox().availability();
  if (!availability.available) {
    console.log(`Not measured: ${availability.reason}`);
    return;
  }
  const cluster = adminUrl ? null : await startCluster();
  const folder = mkdtempSync(path.join(tmpdir(), 'marginalia-deadline-'));
  // Sandbox users must get through to their workspaces under it.
  chmodSync(folder, 0o711);
  for (let index = 0; index < workers.processes; index++) {
    mkdirSync(path.join(folder, `worker-${index}`), { mode: 0o711 });
  }
  let database: DatabaseHandle | null = null;
  let deployment: Deployment | null = null;
  let cleaning: Promise<void> | null = null;
  // Once, whether the suite ends, fails or is interrupted: the processes, the database, the cluster, the folder.
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await deployment?.stop().catch((error: unknown) => console.error('Stopping the processes failed:', error));
      await database?.close().catch(() => undefined);
      cluster?.stop();
      rmSync(folder, { recursive: true, force: true });
    })());
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    database = await createTestDatabase(adminUrl ?? cluster!.url);
    const { db } = database;
    const jwtSecret = randomBytes(32).toString('hex');
    const seeded = Date.now();
    const course = await seedDeadlineCourse(db, settings.students, jwtSecret);
    console.log(`Seeded the course in ${((Date.now() - seeded) / 1000).toFixed(1)} s; starting the web process and ${workers.processes} worker process(es)`);

    deployment = new Deployment(database.databaseUrl!, jwtSecret, folder);
    const [baseUrl] = await Promise.all([deployment.startWeb(), ...Array.from({ length: workers.processes }, (_, index) => deployment!.startWorker(index))]);

    const latencies = new RouteLatencies();
    const load = new UploadLoad(baseUrl, course.assignmentId, course.students, latencies);
    const submissions = new Map<number, number>();
    const submissionOf = (student: Student) => {
      if (!submissions.has(student.index)) {
        const upload = load.uploads.find((entry) => entry.student.index === student.index && acknowledged(entry));
        if (upload) submissions.set(student.index, upload.submissionId!);
      }
      return submissions.get(student.index) ?? null;
    };
    const pickStudent = () => {
      const uploaded = load.uploads.filter(acknowledged);
      if (uploaded.length === 0) return course.students[Math.floor(Math.random() * course.students.length)]!;
      return uploaded[Math.floor(Math.random() * uploaded.length)]!.student;
    };
    const readers = new StudentReaders(baseUrl, course.courseId, pickStudent, submissionOf, latencies);

    const durationMs = settings.minutes * 60_000;
    const loadStart = new Date();
    console.log(`Load started at ${loadStart.toISOString()}`);
    const queue = new QueueSamples(db, course.assignmentId);
    queue.start();
    readers.start();
    const uploading = load.run(total, durationMs);
    await sleep(durationMs / 2);
    const killed = await killOneWorker(db, deployment);
    console.log(`Killed worker pid ${killed.pid} holding ${killed.jobIds.length} run(s); replacement started`);
    await uploading;
    const loadEnd = new Date();
    await readers.stop();
    console.log(`Load ended at ${loadEnd.toISOString()}; waiting for the queue to drain (at most ${settings.drainCapMinutes} min)`);
    const drained = await drain(db);
    await queue.stop();
    const timeline: Timeline = { loadStart, loadEnd, drainEnd: new Date(), drained };

    await printDeadlineReport(db, {
      assignmentId: course.assignmentId,
      uploads: load.uploads,
      timeline,
      queue,
      killed,
      workerCores: CORES_OF_THIS_MACHINE,
      leaseSeconds: settings.leaseSeconds,
      apiRows: latencies.rows(),
      header:
        `Deadline day on PostgreSQL — ${settings.students} students, ${settings.rate} uploads/min for ${settings.minutes} min, ` +
        `${settings.readsPerSecond} student page views/s, ${workers.processes} worker process(es) x ${workers.slots} slot(s) ` +
        `on this ${CORES_OF_THIS_MACHINE}-core machine (shared with the web process, PostgreSQL and the load), lease ${settings.leaseSeconds} s`,
    });
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanUp();
  }
}
