import type { Database } from '@marginalia/db';
import { tendStage } from '../modules/peer-review/opening';

// One round of the peer-review tick on one assignment, as the job runs it (modules/peer-review/tick-job.ts), for
// tests and benchmarks that must not wait five minutes for the cron table.

export function tendPeerReviewStage(db: Database, assignmentId: number, now = new Date()) {
  return tendStage(db, assignmentId, now);
}
