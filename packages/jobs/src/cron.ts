import { eq, sql } from 'drizzle-orm';
import { jobSchedules, type Executor } from '@marginalia/db';
import { enqueueJob } from './enqueue';
import type { JobSpec } from './types';

// The cron table: work that recurs (nightly retention sweeps now; an LMS roster sync later) is declared as
// schedules, and every worker looks at them now and then. Each due occurrence is enqueued as one ordinary job,
// exactly once however many workers look at the same moment: a worker takes the schedule's transaction advisory
// lock, reads the latest occurrence enqueued (job_schedules), and only when a later one is due advances it and
// enqueues its job, in that same transaction. One row per schedule, so the table never grows.

/** One recurring job. */
export interface Schedule {
  /** Names the schedule in job_schedules; keep it when changing the time, or the next occurrence is seen as a first. */
  name: string;
  /** Minutes between occurrences: 1440 for daily, 60 for hourly. */
  everyMinutes: number;
  /** Where in each period the occurrence falls, in minutes from its start (UTC): 180 with 1440 is 03:00 UTC daily. */
  atMinute?: number;
  /** The job each occurrence enqueues. */
  job: JobSpec;
}

/** The first key of the two-key advisory locks that serialize workers looking at one schedule. */
const SCHEDULE_LOCK_CLASS = 7413;

/** The latest occurrence of `schedule` at or before `now`. */
export function latestOccurrence(schedule: Schedule, now: Date): Date {
  const period = schedule.everyMinutes * 60_000;
  const offset = (schedule.atMinute ?? 0) * 60_000;
  return new Date(Math.floor((now.getTime() - offset) / period) * period + offset);
}

export interface ScheduledRun {
  schedule: string;
  occurrence: Date;
  jobId: number;
}

/**
 * Enqueues the job of every schedule whose latest occurrence (at or before `now`) has not been enqueued yet, and
 * answers what this call enqueued. Occurrences missed while no worker ran are not made up: only the latest is
 * enqueued. A schedule seen for the first time is recorded without a job, so a new deployment's first sweep
 * comes at the schedule's time rather than at every first start.
 */
export async function enqueueDueSchedules(db: Executor, schedules: readonly Schedule[], now: Date = new Date()): Promise<ScheduledRun[]> {
  const runs: ScheduledRun[] = [];
  for (const schedule of schedules) {
    const occurrence = latestOccurrence(schedule, now);
    const run = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_CLASS}, hashtext(${schedule.name}))`);
      const [seen] = await tx.select().from(jobSchedules).where(eq(jobSchedules.name, schedule.name));
      if (!seen) {
        await tx.insert(jobSchedules).values({ name: schedule.name, lastOccurrence: occurrence });
        return null;
      }
      if (seen.lastOccurrence.getTime() >= occurrence.getTime()) return null;
      const { id } = await enqueueJob(tx, schedule.job);
      await tx
        .update(jobSchedules)
        .set({ lastOccurrence: occurrence, lastJobId: id, updatedAt: sql`now()` })
        .where(eq(jobSchedules.name, schedule.name));
      return { schedule: schedule.name, occurrence, jobId: id };
    });
    if (run) runs.push(run);
  }
  return runs;
}
