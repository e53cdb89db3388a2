/**
 * The sandbox itself failed (unavailable, a workspace could not be made, a run could not start): the run could not
 * be graded, which costs the student nothing. A student's program failing in any way is never this error.
 */
export class InfrastructureError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InfrastructureError';
  }
}

/** The caller's signal fired: the run stops and reports nothing. */
export class RunCancelledError extends Error {
  constructor() {
    super('The test run was cancelled.');
    this.name = 'RunCancelledError';
  }
}
