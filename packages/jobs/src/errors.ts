/** Thrown by a handler when trying again cannot help (bad payload, a template that cannot render): no retry. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
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
