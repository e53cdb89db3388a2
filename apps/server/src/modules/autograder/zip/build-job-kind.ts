/** The background job that builds an autograder zip's image on a worker (docs/ARCHITECTURE.md, "Autograder images"). */
export const AUTOGRADER_BUILD_JOB_KIND = 'autograder.build';
/** A build that fails for the infrastructure's sake (not setup.sh's) is tried this often. */
export const BUILD_MAX_ATTEMPTS = 2;
/** Builds go with interactive runs, before bulk ones ("Run all"): an instructor is watching (runs/job-kind.ts). */
export const BUILD_PRIORITY = 0;
