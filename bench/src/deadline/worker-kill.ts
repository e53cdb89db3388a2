// Halfway through the deadline, one worker process is killed as a crash would end it (SIGKILL: no shutdown, its
// runs not given back), preferably one that holds runs, and a replacement started a few seconds later, as a process
// supervisor would. What the killed worker held is noted so the report can follow those runs to their end.
import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '@marginalia/db';
import type { Deployment, WorkerProcess } from './processes';
import type { KilledWorker } from './report';
import { settings } from './settings';

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

/** The autograder jobs a worker process holds now (its worker id is host:pid). */
async function jobsHeldBy(db: Database, worker: WorkerProcess): Promise<number[]> {
  const result = (await db.execute(
    sql`select id from jobs where kind = 'autograder.run' and state = 'running' and worker_id = ${`${hostname()}:${worker.pid}`}`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** Halfway: SIGKILL a worker that holds a run (waiting a little for one to), then start its replacement. */
export async function killOneWorker(db: Database, deployment: Deployment): Promise<KilledWorker> {
  let victim = deployment.workers[0]!;
  let held: number[] = [];
  for (let tries = 0; tries < 50 && held.length === 0; tries++) {
    for (const worker of deployment.workers) {
      held = await jobsHeldBy(db, worker);
      if (held.length > 0) {
        victim = worker;
        break;
      }
    }
    if (held.length === 0) await sleep(200);
  }
  const killed: KilledWorker = { pid: victim.pid, at: new Date(), jobIds: held, restartedAt: null };
  await deployment.kill(victim);
  await sleep(settings.restartAfterSeconds * 1000);
  await deployment.startWorker(victim.index);
  killed.restartedAt = new Date();
  return killed;
}
