// A worker process for the crash test (crash.api.test.ts): it runs `crash.effect` jobs, each of which waits a
// moment and then records its effect in the same transaction as its completion. The test kills it with SIGKILL
// at random moments and counts the effects.
import { sql } from 'drizzle-orm';
import { connect } from '@marginalia/db';
import { defineJob } from '../handler';
import { startWorker } from '../worker';
import { z } from 'zod';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL is required.');
const handle = await connect({ databaseUrl, poolSize: 4 });

const effect = defineJob({
  kind: 'crash.effect',
  payload: z.object({ delayMs: z.number().int().min(0) }),
  run: async ({ delayMs }, context) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await context.complete((tx) =>
      tx.execute(sql`insert into crash_effects (job_id, attempt) values (${context.job.id}, ${context.job.attempt})`),
    );
  },
});

const worker = startWorker({ db: handle.db, handlers: [effect], concurrency: 4, pollMs: 50, leaseSeconds: 1 });
process.stdout.write('ready\n');
process.on('SIGTERM', () => {
  void worker.stop(5000).then(() => handle.close()).then(() => process.exit(0));
});
