import { z } from 'zod';
import { defineJob, type JobHandler } from '@marginalia/jobs';
import type { AppContext } from '../../core/app-context';
import { tendStage } from './opening';
import { stagesToTend } from './queries';

// The peer-review tick (docs/PEER-REVIEW.md, "When it opens and closes"), queued every five minutes by the cron
// table: opens the stages whose time has come (allocating their reviews), closes those past their closing time, and
// keeps the open ones' allocation in step with late submissions and withdrawals.

export const PEER_REVIEW_TICK_JOB_KIND = 'peer_review.tick';
export const PEER_REVIEW_TICK_MINUTES = 5;

export function createPeerReviewTickJob(ctx: Pick<AppContext, 'db'>): JobHandler {
  return defineJob({
    kind: PEER_REVIEW_TICK_JOB_KIND,
    payload: z.object({}),
    run: async () => {
      const now = new Date();
      const done: Record<string, number> = {};
      for (const { assignmentId } of await stagesToTend(ctx.db, now)) {
        const outcome = await tendStage(ctx.db, Number(assignmentId), now);
        done[outcome] = (done[outcome] ?? 0) + 1;
      }
      return done;
    },
  });
}
