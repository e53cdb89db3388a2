import { z } from 'zod';
import { defineJob, type JobHandler } from '@marginalia/jobs';
import type { AutograderImages, LayerResult } from '@marginalia/sandbox';
import type { AppContext } from '../../../core/app-context';
import { selectBlobBytes } from '../../file-blobs/queries';
import { AUTOGRADER_BUILD_JOB_KIND, BUILD_MAX_ATTEMPTS } from './build-job-kind';
import { BuildLog } from './build-log';
import { setupLimits } from './images';
import { findZip, updateBuild } from './queries';
import { autograderZipFiles } from './zip-files';

// The `autograder.build` step (docs/AUTOGRADER.md, "Autograder zips"): builds the zip's image on the worker that
// claims it and reports the state, step and log on the zip's row as it goes. Other worker hosts build their own
// copy the first time they run the zip (ensureZipImage); this job is what the admin watches.

export function createAutograderBuildJob(ctx: Pick<AppContext, 'db' | 'config'>, images: AutograderImages): JobHandler {
  return defineJob({
    kind: AUTOGRADER_BUILD_JOB_KIND,
    payload: z.object({ assignmentId: z.number().int().positive(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
    run: async ({ assignmentId, sha256 }, { job, signal, complete }) => {
      const row = await findZip(ctx.db, assignmentId);
      if (!row || row.sha256 !== sha256) return { skipped: 'A newer zip replaced this one, or it was removed.' };
      await updateBuild(ctx.db, assignmentId, sha256, { state: 'building', step: 'Preparing the build', buildStartedAt: new Date(), error: null });
      const log = new BuildLog((text) => updateBuild(ctx.db, assignmentId, sha256, { log: text }));
      let result: LayerResult;
      try {
        result = await ensureZipImage(ctx, images, { sha256, signal, onLog: log.append, onStep: (step) => void updateBuild(ctx.db, assignmentId, sha256, { step }).catch(() => undefined) });
        if (result.ok && !result.built) log.append('This host had already built this zip: its image is reused.\n');
      } finally {
        await log.close();
      }
      if (!result.ok && signal.aborted && job.attempt < BUILD_MAX_ATTEMPTS) throw new Error(result.reason);
      const ending = result.ok
        ? { state: 'ready' as const, step: null, error: null, builtAt: new Date(), durationMs: result.durationMs }
        : { state: 'failed' as const, step: null, error: result.reason, builtAt: null, durationMs: result.durationMs };
      await complete((tx) => updateBuild(tx, assignmentId, sha256, { ...ending, log: log.text }));
      return { state: ending.state, error: ending.error };
    },
  });
}

/** The zip's image on this host, built first when this host has none (only then is the zip read from the database). */
export async function ensureZipImage(
  ctx: Pick<AppContext, 'db' | 'config'>,
  images: AutograderImages,
  request: { sha256: string; signal?: AbortSignal; onLog: (text: string) => void; onStep?: (step: string) => void },
): Promise<LayerResult> {
  const loadFiles = async () => {
    const bytes = (await selectBlobBytes(ctx.db, [request.sha256])).get(request.sha256);
    if (!bytes) throw new Error('The autograder zip is no longer stored.');
    try {
      return await autograderZipFiles(bytes);
    } catch {
      throw new Error('The autograder zip cannot be read.');
    }
  };
  return images.ensureLayer({ sha256: request.sha256, loadFiles, ...setupLimits(ctx.config), onLog: request.onLog, onStep: request.onStep, signal: request.signal });
}
