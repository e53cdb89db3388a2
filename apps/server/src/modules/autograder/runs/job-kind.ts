/** The background job that runs one test run (docs/ARCHITECTURE.md, "Background work"). */
export const AUTOGRADER_JOB_KIND = 'autograder.run';

/** Interactive runs (an upload, a staff re-run, the solution) before bulk ones ("Run all"). */
export const INTERACTIVE_PRIORITY = 0;
export const BULK_PRIORITY = 10;

/** Tries before a run ends as "could not be graded" (a lost worker, a sandbox failure). */
export const RUN_MAX_ATTEMPTS = 3;
