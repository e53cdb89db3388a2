import { z } from 'zod';

/** Thrown by a handler when trying again cannot help (bad payload, a template that cannot render): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** The row a job is about is gone (deleted since the job was queued): trying again cannot bring it back. */
export class MissingRowError extends PermanentJobError {
  constructor(message: string) {
    super(message);
    this.name = 'MissingRowError';
  }
}

/**
 * Errors that are permanent by their type, so the job ends failed at once instead of retrying: PermanentJobError
 * (and MissingRowError), and zod's validation errors (data that does not fit its schema will not fit it later).
 * A handler may name more of its own (JobHandler.isPermanent).
 */
export function isPermanentError(error: unknown): boolean {
  return error instanceof PermanentJobError || error instanceof z.core.$ZodError;
}

/**
 * The attempt no longer holds its job: its lease expired and the job was offered again, or it was cancelled.
 * Whatever the attempt was about to write is rolled back.
 */
export class LeaseLostError extends Error {
  constructor(jobId: number) {
    super(`Job ${jobId} is no longer held by this attempt.`);
    this.name = 'LeaseLostError';
  }
}

/** A staff action on a job that its state does not allow (cancelling a finished job, retrying a running one). */
export class JobStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JobStateError';
  }
}
