import type { JobHandler } from '@marginalia/jobs';
import type { AppContext } from '../core/app-context';
import { createAutograderJob } from '../modules/autograder/job/run-job';
import { createSandbox } from '../modules/autograder/job/sandbox';
import { createAutograderImages } from '../modules/autograder/zip/images';

/** The `autograder.run` step with the sandbox the configuration chooses, for tests and benchmarks that run jobs themselves. */
export function autograderHandler(ctx: Pick<AppContext, 'db' | 'config'>): JobHandler {
  return createAutograderJob(ctx, createSandbox(ctx.config), createAutograderImages(ctx.config));
}
