import type { JobHandler } from '@marginalia/jobs';
import type { Sandbox } from '@marginalia/sandbox';
import type { AppContext } from '../core/app-context';
import { createAutograderJob } from '../modules/autograder/job/run-job';
import { createSandbox } from '../modules/autograder/job/sandbox';
import { createAutograderBuildJob } from '../modules/autograder/zip/build-job';
import { createAutograderImages } from '../modules/autograder/zip/images';
import { createMailJob, type FailureListener } from '../modules/mail/sender';
import { createSimilarityJob } from '../modules/similarity/job';
import { createBlobSweepJob } from '../modules/file-blobs/sweep';
import { createJobsSweepJob } from '../modules/jobs/retention';
import { createOutboxSweepJob } from '../modules/mail/retention';
import { createGradePassbackJob } from '../modules/lti/passback-job';
import { createRosterSyncJob, createRosterSyncScheduleJob } from '../modules/lti/sync-job';
import { createPeerReviewTickJob } from '../modules/peer-review/tick-job';

// Every kind of background job this server knows, and the module step that runs it. A new kind is a handler in
// its module (defineJob) and one line here (and one in schedules.ts if it recurs); the HTTP layer does not change.

export interface JobHandlers {
  handlers: JobHandler[];
  /** The autograder's sandbox (one per worker process). */
  sandbox: Sandbox;
  /** Releases what the handlers hold (SMTP connections). */
  close(): void;
}

export function jobHandlers(ctx: Pick<AppContext, 'db' | 'config'>, options: { onMailFailure?: FailureListener } = {}): JobHandlers {
  const mail = createMailJob(ctx, { onFailure: options.onMailFailure });
  const images = createAutograderImages(ctx.config);
  const sandbox = createSandbox(ctx.config);
  return {
    sandbox,
    handlers: [
      mail.handler,
      createAutograderJob(ctx, sandbox, images),
      createAutograderBuildJob(ctx, images),
      createSimilarityJob(ctx, { maxRunning: ctx.config.SIMILARITY_MAX_RUNNING, maxRunSeconds: ctx.config.SIMILARITY_MAX_RUN_SECONDS }),
      // Retention sweeps, enqueued nightly by the cron table (schedules.ts).
      createJobsSweepJob(ctx),
      createOutboxSweepJob(ctx),
      createBlobSweepJob(ctx),
      // LMS roster syncs, and the daily job that queues them (schedules.ts).
      createRosterSyncJob(ctx),
      createRosterSyncScheduleJob(ctx),
      // LMS grade passback, queued when students are shown new grades.
      createGradePassbackJob(ctx),
      // Peer reviews opening and closing on time (schedules.ts).
      createPeerReviewTickJob(ctx),
    ],
    close: () => mail.close(),
  };
}
