import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const jobState = pgEnum('job_state', ['queued', 'running', 'succeeded', 'failed', 'cancelled']);

/**
 * All background work, as stored state machines (docs/ARCHITECTURE.md, "Background work"): a job is written in
 * the same transaction as the change that causes it, claimed by one worker at a time under a lease that the
 * worker's heartbeats extend, and ends exactly once as succeeded, failed (staff can retry it) or cancelled.
 * packages/jobs holds every statement that changes a job.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What to do, e.g. `mail.send`; a worker runs the kinds it has handlers for. */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    state: jobState('state').notNull().default('queued'),
    /** Lower runs sooner: interactive work before bulk re-runs. */
    priority: integer('priority').notNull().default(0),
    /** Whose work this is (e.g. `course:12`): workers take turns between keys, so one key's backlog starves no other. */
    fairnessKey: text('fairness_key').notNull().default(''),
    /** A newer job of the same kind and key supersedes a queued older one. */
    dedupeKey: text('dedupe_key'),
    /** Tries started so far; counted when claimed, so a job that kills its worker still runs out of tries. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** Not offered before then (backoff after a failed try, or a delayed start). */
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current (or last) attempt was claimed. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** The holder must heartbeat before then; after it the job is offered again. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    /** Names the attempt holding the lease: only it can complete, fail or release the job. */
    leaseToken: uuid('lease_token'),
    /** Which process holds it (host and pid), for the jobs page. */
    workerId: text('worker_id'),
    cancelRequestedAt: timestamp('cancel_requested_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result').$type<unknown>(),
    progressDone: integer('progress_done'),
    progressTotal: integer('progress_total'),
    /** The job that superseded this one (its state is then cancelled). */
    supersededBy: bigint('superseded_by', { mode: 'number' }),
  },
  (t) => [
    index('jobs_queued_idx').on(t.fairnessKey, t.priority, t.id).where(sql`${t.state} = 'queued'`),
    index('jobs_served_idx').on(t.fairnessKey, t.startedAt),
    index('jobs_lease_idx').on(t.leaseExpiresAt).where(sql`${t.state} = 'running'`),
    index('jobs_state_kind_idx').on(t.state, t.kind),
    // The retention sweep's way to the oldest finished jobs, and the jobs page's way to the unfinished ones: both
    // stay small however many jobs have run.
    index('jobs_finished_idx').on(t.finishedAt).where(sql`${t.state} in ('succeeded', 'failed', 'cancelled')`),
    index('jobs_unfinished_idx').on(t.kind, t.id).where(sql`${t.state} in ('queued', 'running')`),
    uniqueIndex('jobs_dedupe_idx').on(t.kind, t.dedupeKey).where(sql`${t.state} = 'queued' and ${t.dedupeKey} is not null`),
  ],
);

/**
 * The cron table's memory (packages/jobs cron.ts): for each declared schedule, the latest occurrence a worker has
 * enqueued. Advancing it and enqueueing that occurrence's job happen in one transaction under an advisory lock, so
 * each occurrence is enqueued once however many workers look at once. One row per schedule: it never grows.
 */
export const jobSchedules = pgTable('job_schedules', {
  name: text('name').primaryKey(),
  lastOccurrence: timestamp('last_occurrence', { withTimezone: true }).notNull(),
  /** The job enqueued for lastOccurrence; null when the schedule was first seen (nothing is enqueued then). */
  lastJobId: bigint('last_job_id', { mode: 'number' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
