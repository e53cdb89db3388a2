import { z } from 'zod';
import { SIMILARITY_HISTOGRAM_BUCKETS } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import { defineJob, type JobHandler } from '@marginalia/jobs';
import { ENGINE_VERSION, encodeFingerprints, type SimilarityEngine } from '@marginalia/similarity';
import type { AppContext } from '../../core/app-context';
import { similarityEngine } from './engine';
import { SIMILARITY_JOB_KIND } from './job-kind';
import { PAIR_KEEP_MAX } from './limits';
import { ProgressReporter } from './progress';
import { deletePairsNotFound, upsertPairs } from './pair-rows';
import { deleteDocumentsOf, findCheck, insertDocuments, pairBuckets, raiseNearest, trimPairs, updateCheck, type SimilarityCheckRow } from './queries';
import { runCheck, type CheckRunResult } from './run-check';

// The `similarity.check` step (docs/SIMILARITY.md, "Checks"): runs or updates one check, reporting its step and
// progress on the check's row as it goes, and stores documents, pairs, counts and histogram with the job's
// completion, in one transaction. A check that cannot finish ends failed with the reason in a sentence; a worker
// that stops (or loses the job) leaves it to the next attempt.

export interface SimilarityJobOptions {
  /** The engine to use (tests count its calls); by default the one this process loads once. */
  engine?: () => Promise<SimilarityEngine>;
  /** Checks running at once across all workers (SIMILARITY_MAX_RUNNING): they never take every worker slot. */
  maxRunning?: number;
  /** The longest one check may run (SIMILARITY_MAX_RUN_SECONDS) before it is stopped and tried again. */
  maxRunSeconds?: number;
}

export function createSimilarityJob(ctx: Pick<AppContext, 'db'>, options: SimilarityJobOptions = {}): JobHandler {
  const loadEngine = options.engine ?? similarityEngine;
  return defineJob({
    kind: SIMILARITY_JOB_KIND,
    maxRunning: options.maxRunning,
    maxRunSeconds: options.maxRunSeconds,
    payload: z.object({ checkId: z.number().int().positive() }),
    run: async ({ checkId }, { job, signal, complete }) => {
      const check = await findCheck(ctx.db, checkId);
      if (!check) return { skipped: 'The check was deleted.' };
      if (check.jobId !== job.id) return { skipped: 'A newer run of the check replaced this one.' };
      const started = Date.now();
      await updateCheck(ctx.db, checkId, { state: 'running', step: null, progressDone: 0, progressTotal: 0, startedAt: new Date(started), error: null });
      const progress = new ProgressReporter((values) => updateCheck(ctx.db, checkId, values));
      let result: CheckRunResult;
      try {
        let engine: SimilarityEngine;
        try {
          engine = await loadEngine();
        } catch (error) {
          throw new Error(`The similarity engine could not be loaded (${reason(error)}).`, { cause: error });
        }
        result = await runCheck({ db: ctx.db, engine, check, progress, signal });
      } catch (error) {
        await progress.close();
        if (signal.aborted) throw error;
        const message = sentence(error);
        await complete((tx) => updateCheck(tx, checkId, { state: 'failed', step: null, error: message, finishedAt: new Date(), durationMs: Date.now() - started }));
        return { failed: message };
      }
      await progress.close();
      const stored = await complete((tx) => storeResult(tx, check, result, started));
      return { submissions: result.submissionCount, added: result.added.length, pairs: stored.pairCount };
    },
  });
}

function reason(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/[.\s]+$/, '');
}

/** The reason a check failed, as one sentence staff can read. */
function sentence(error: unknown): string {
  const text = reason(error);
  return text.startsWith('The ') ? `${text}.` : `The check failed: ${text}.`;
}

/** Stores a run's result; the check's duration runs from `started` to the end of the saving, which it includes. */
async function storeResult(tx: Executor, check: SimilarityCheckRow, result: CheckRunResult, started: number): Promise<{ pairCount: number }> {
  // Pairs of submissions that changed or are gone go with their reviews; the others keep theirs.
  await deleteDocumentsOf(tx, check.id, result.replaced);
  await deleteDocumentsOf(tx, check.id, result.dropped, { keepPairs: true });
  if (result.rescoredAll) await deletePairsNotFound(tx, check.id, result.pairs);
  await insertDocuments(
    tx,
    result.added.map(({ read, assignmentId, fingerprints, resemblance }) => ({
      checkId: check.id,
      submissionId: read.submissionId,
      assignmentId,
      fileIds: read.fileIds,
      files: read.files,
      fingerprints: Buffer.from(encodeFingerprints(fingerprints)),
      engineVersion: ENGINE_VERSION,
      tokenCount: fingerprints.tokenCount,
      lineCount: fingerprints.lineCount,
      typicalSimilarity: resemblance.typical,
      nearestSimilarity: resemblance.nearest,
    })),
  );
  await raiseNearest(tx, check.id, result.raisedNearest);
  await upsertPairs(tx, result.pairs);
  // Pairs kept from earlier runs and this run's together stay under the ceiling.
  const pairCount = await trimPairs(tx, check.id, PAIR_KEEP_MAX);
  const histogram = await pairBuckets(tx, check.id, SIMILARITY_HISTOGRAM_BUCKETS);
  // Pairs not kept scored below the floor, the first bucket's upper bound (or fell past the ceiling).
  histogram[0]! += Math.max(0, result.countedPairs - pairCount);
  const finished = new Date();
  await updateCheck(tx, check.id, {
    state: 'complete',
    step: null,
    detectedLanguage: result.language,
    starter: result.starter,
    submissionCount: result.submissionCount,
    pairCount,
    histogram,
    error: null,
    resultsAt: finished,
    finishedAt: finished,
    durationMs: finished.getTime() - started,
  });
  return { pairCount };
}
