import { z } from 'zod';
import { Id, IsoDateTime } from './primitives';

// An assignment's Gradescope-format autograder (docs/AUTOGRADER.md, "Autograder zips"): a zip with `setup.sh` and
// `run_autograder` at its root, built once into a root filesystem (setup.sh with network), then run unchanged on
// every submission without network.
//   GET    /assignments/{id}/autograder/   its state, build log and when it was built
//   POST   /assignments/{id}/autograder/   multipart, field `file`: a new zip replaces the old one and is built
//   PATCH  /assignments/{id}/autograder/   its settings: run_autograder's time limit
//   DELETE /assignments/{id}/autograder/   back to the product's own tests

export const AUTOGRADER_BUILD_STATES = ['building', 'ready', 'failed'] as const;
export const AutograderBuildState = z.enum(AUTOGRADER_BUILD_STATES);
export type AutograderBuildState = z.infer<typeof AutograderBuildState>;

export const AUTOGRADER_BUILD_STATE_LABELS: Record<AutograderBuildState, string> = {
  building: 'Building',
  ready: 'Ready',
  failed: 'Build failed',
};

/** run_autograder's time limit: Gradescope's default, and the bounds an admin may choose between. */
export const ZIP_TIME_LIMIT_DEFAULT_SECONDS = 600;
export const ZIP_TIME_LIMIT_MIN_SECONDS = 10;
export const ZIP_TIME_LIMIT_MAX_SECONDS = 3600;
/** Where staff raise it, named in a time-out's message. */
export const ZIP_TIME_LIMIT_PLACE = 'Tests tab › Autograder zip › Time limit';

export const ZipTimeLimitSeconds = z
  .number({ message: 'The time limit must be a number of seconds.' })
  .int('The time limit must be a whole number of seconds.')
  .min(ZIP_TIME_LIMIT_MIN_SECONDS, `The time limit must be at least ${ZIP_TIME_LIMIT_MIN_SECONDS} seconds.`)
  .max(ZIP_TIME_LIMIT_MAX_SECONDS, `The time limit can be at most ${ZIP_TIME_LIMIT_MAX_SECONDS / 60} minutes.`);

export const AutograderZip = z.object({
  assignment: Id,
  fileName: z.string(),
  size: z.number().int().nonnegative(),
  /** The zip's SHA-256: a build is made once per zip and worker host. */
  sha256: z.string(),
  state: AutograderBuildState,
  /** While building, what it is doing (e.g. "Running setup.sh"); null otherwise. */
  step: z.string().nullable(),
  /** setup.sh's output so far (the end is kept when it is long). */
  log: z.string(),
  /** Why the build failed, in a sentence; null unless failed. */
  error: z.string().nullable(),
  uploaded: IsoDateTime,
  buildStarted: IsoDateTime.nullable(),
  /** When the build finished successfully. */
  built: IsoDateTime.nullable(),
  durationMs: z.number().int().nonnegative().nullable(),
  /** How long each run of run_autograder may take (wall time, and as much CPU time), in seconds. */
  timeLimitSeconds: z.number().int().positive(),
});
export type AutograderZip = z.infer<typeof AutograderZip>;

/** PATCH /assignments/{id}/autograder/: the zip's settings (kept when a new zip replaces it). */
export const AutograderZipPatch = z.object({ timeLimitSeconds: ZipTimeLimitSeconds }).strict();
export type AutograderZipPatch = z.infer<typeof AutograderZipPatch>;

/** GET /assignments/{id}/autograder/ (and the answer of POST and DELETE). */
export const AutograderZipState = z.object({ autograder: AutograderZip.nullable() });
export type AutograderZipState = z.infer<typeof AutograderZipState>;

export const AUTOGRADER_ZIP_MESSAGES = {
  notZip: 'Upload the autograder as a .zip file.',
  missingRunAutograder: 'The zip has no run_autograder at its root.',
  missingSetup: 'The zip has no setup.sh at its root.',
  noAutograder: 'This assignment has no autograder zip.',
  imagesUnavailable: 'This server cannot build autograder environments',
} as const;
