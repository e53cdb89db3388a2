import { z } from 'zod';
import { InfrastructureError, runTests, type RunReport } from '@marginalia/autograder';
import { defineJob, type JobHandler } from '@marginalia/jobs';
import type { AutograderImages, Sandbox } from '@marginalia/sandbox';
import type { AppContext } from '../../../core/app-context';
import { AUTOGRADER_JOB_KIND } from '../runs/job-kind';
import { findRun, markRunStarted } from '../runs/queries';
import { findZip } from '../zip/queries';
import { loadRunPlan } from './plan';
import { runZip } from './run-zip';
import { finishRunWithError, storeReport } from './store-report';

// The `autograder.run` step: one run of an assignment's tests in the sandbox (docs/AUTOGRADER.md). A sandbox that
// fails (no workspace, a run that cannot start) is tried again, and after the last try the run ends as "could not
// be graded", which costs the student nothing; a worker that dies mid-run loses its lease and the run is offered
// again. The results are stored together with the job's completion (store-report.ts). An assignment with an
// autograder zip runs that instead (run-zip.ts).

export function createAutograderJob(ctx: Pick<AppContext, 'db' | 'config'>, sandbox: Sandbox, images: AutograderImages): JobHandler {
  return defineJob({
    kind: AUTOGRADER_JOB_KIND,
    payload: z.object({ runId: z.number().int().positive() }),
    run: async ({ runId }, { job, signal, progress, complete }) => {
      if (!(await markRunStarted(ctx.db, runId))) return { skipped: 'The run had already ended.' };
      const run = (await findRun(ctx.db, runId))!;
      const loaded = await loadRunPlan(ctx.db, ctx.config, run);
      if ('problem' in loaded) {
        await complete((tx) => finishRunWithError(tx, runId, loaded.problem));
        return { error: loaded.problem };
      }
      // An assignment with an autograder zip runs the zip's run_autograder instead of the product's own tests.
      const zip = await findZip(ctx.db, run.assignmentId);
      if (zip) {
        try {
          return await runZip({ ctx, sandbox, images, run, zip, loaded, signal, complete });
        } catch (error) {
          if (error instanceof InfrastructureError && job.attempt >= job.maxAttempts && !signal.aborted) {
            await complete((tx) => finishRunWithError(tx, runId, `Could not be graded: ${error.message}`));
            return { error: error.message };
          }
          throw error;
        }
      }
      let report: RunReport;
      try {
        report = await runTests(loaded.plan, sandbox, { signal, onProgress: (done, total) => void progress(done, total).catch(() => undefined) });
      } catch (error) {
        if (error instanceof InfrastructureError && job.attempt >= job.maxAttempts && !signal.aborted) {
          await complete((tx) => finishRunWithError(tx, runId, `Could not be graded: ${error.message}`));
          return { error: error.message };
        }
        throw error;
      }
      const outcome = await complete((tx) => storeReport(tx, runId, loaded, report));
      return { outcome, results: report.results.length };
    },
  });
}
