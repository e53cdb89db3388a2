import type { jobs } from '@marginalia/db';

export type JobRow = typeof jobs.$inferSelect;
export type JobState = JobRow['state'];

/** What to enqueue. Only `kind` is required; the rest have the defaults of the jobs table. */
export interface JobSpec {
  kind: string;
  payload?: unknown;
  /** Lower runs sooner (default 0). Bulk work such as re-running every submission uses a higher number. */
  priority?: number;
  /** Whose work it is, e.g. `course:12`; workers take turns between keys. */
  fairnessKey?: string;
  /** A queued job of the same kind and key is superseded (cancelled) by this one. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** Not before this time. */
  runAfter?: Date;
  /** For batches: how many items the job will work through. */
  progressTotal?: number;
}

/** The proof that one attempt holds a job: every change an attempt makes is conditional on it. */
export interface Lease {
  jobId: number;
  token: string;
}

/** A job as its worker receives it. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempt: number;
  maxAttempts: number;
  fairnessKey: string;
  lease: Lease;
}
