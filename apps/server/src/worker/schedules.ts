import type { Schedule } from '@marginalia/jobs';
import { BLOB_SWEEP_JOB_KIND } from '../modules/file-blobs/sweep';
import { JOBS_SWEEP_JOB_KIND } from '../modules/jobs/retention';
import { ROSTER_SYNC_SCHEDULE_JOB_KIND } from '../modules/lti/sync-job';
import { OUTBOX_SWEEP_JOB_KIND } from '../modules/mail/retention';
import { PEER_REVIEW_TICK_JOB_KIND, PEER_REVIEW_TICK_MINUTES } from '../modules/peer-review/tick-job';

// The cron table (packages/jobs cron.ts): work that recurs, each occurrence enqueued once as an ordinary job by
// whichever worker looks first. Every worker process carries this same table. A new recurring job (an LMS roster
// sync, say) is a handler in its module, a line in job-handlers.ts and a line here.

const DAILY = 24 * 60;
/** Minutes after midnight UTC: the sweeps run at night in Europe and the Americas, ten minutes apart. */
const at = (hour: number, minute: number) => hour * 60 + minute;

export const SCHEDULES: readonly Schedule[] = [
  { name: 'nightly-jobs-sweep', everyMinutes: DAILY, atMinute: at(3, 15), job: { kind: JOBS_SWEEP_JOB_KIND, fairnessKey: 'retention', maxAttempts: 3 } },
  { name: 'nightly-outbox-sweep', everyMinutes: DAILY, atMinute: at(3, 25), job: { kind: OUTBOX_SWEEP_JOB_KIND, fairnessKey: 'retention', maxAttempts: 3 } },
  { name: 'nightly-blob-sweep', everyMinutes: DAILY, atMinute: at(3, 35), job: { kind: BLOB_SWEEP_JOB_KIND, fairnessKey: 'retention', maxAttempts: 3 } },
  // Every course linked to an LMS course syncs its roster daily (docs/LMS.md, "Roster sync"), before the morning.
  // Peer reviews open and close on time, and follow late submissions and withdrawals (docs/PEER-REVIEW.md).
  { name: 'peer-review-tick', everyMinutes: PEER_REVIEW_TICK_MINUTES, atMinute: 0, job: { kind: PEER_REVIEW_TICK_JOB_KIND, fairnessKey: 'peer-review', maxAttempts: 3 } },
  { name: 'daily-lti-roster-sync', everyMinutes: DAILY, atMinute: at(4, 5), job: { kind: ROSTER_SYNC_SCHEDULE_JOB_KIND, fairnessKey: 'lti', maxAttempts: 3 } },
];
