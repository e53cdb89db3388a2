import { gradescopeEndingProblem, gradescopeRunLimits, normalizeResultsText, runGradescopeAutograder } from '@marginalia/autograder';
import type { AutograderImages, LimitsInForce, Sandbox } from '@marginalia/sandbox';
import type { AppContext } from '../../../core/app-context';
import { SYSTEM_ACTOR } from '../../../core/actor';
import type { TestRunRow } from '../runs/queries';
import type { LoadedRun } from './plan';
import { ensureZipImage } from '../zip/build-job';
import { submissionMetadata } from '../zip/metadata';
import type { AutograderZipRow } from '../zip/queries';
import { finishRunWithError } from './store-report';
import { storeNormalizedReport } from './store-normalized';

// A run of an assignment that has an autograder zip (docs/AUTOGRADER.md, "Autograder zips"): the zip's image on
// this worker's host (built here first if this host has none), run_autograder on the submission, and its
// results.json through the one results normalizer. A run_autograder that ran past its limits, wrote no
// results.json or wrote an invalid one ends as "could not be graded" with the reason, and its output, for staff.

type Complete = <T>(work: (tx: Parameters<typeof finishRunWithError>[0]) => Promise<T>) => Promise<T>;

export interface ZipRunInput {
  ctx: Pick<AppContext, 'db' | 'config'>;
  sandbox: Sandbox;
  images: AutograderImages;
  run: TestRunRow;
  zip: AutograderZipRow;
  loaded: LoadedRun;
  signal: AbortSignal;
  complete: Complete;
}

export async function runZip(input: ZipRunInput): Promise<{ outcome: string; error?: string }> {
  const { ctx, run, zip, loaded, signal, complete } = input;
  const fail = async (message: string, stdout: string | null = null, limitsInForce: LimitsInForce | null = null) => {
    await complete((tx) => finishRunWithError(tx, run.id, `Could not be graded: ${message}`, { source: 'autograder', stdout, stdoutVisibility: 'hidden', limitsInForce }));
    return { outcome: 'error', error: message };
  };
  const image = await ensureZipImage(ctx, input.images, { sha256: zip.sha256, signal, onLog: () => undefined });
  if (!image.ok) {
    return fail(zip.state === 'failed' ? `the autograder zip's build failed (${zip.error ?? image.reason}).` : `the autograder zip's image could not be built here: ${image.reason}`);
  }
  const limits = gradescopeRunLimits(loaded.plan.limits, zip.runTimeLimitSeconds);
  const output = await runGradescopeAutograder(
    { layers: image.layers, submissionFiles: loaded.plan.submissionFiles, metadata: await submissionMetadata(ctx.db, run), limits },
    input.sandbox,
    { signal },
  );
  const ending = gradescopeEndingProblem(output, limits);
  if (ending) return fail(ending, output.stdout, output.limitsInForce);
  if (output.resultsJson === null) {
    const problem = output.resultsProblem ?? 'run_autograder wrote no results.json.';
    const exit = output.exitCode ? ` run_autograder exited with status ${output.exitCode}.` : '';
    return fail(problem + exit, output.stdout, output.limitsInForce);
  }
  const normalized = normalizeResultsText(output.resultsJson);
  if (!normalized.ok) return fail(normalized.message, output.stdout, output.limitsInForce);
  const testsText = loaded.settings.testsAsTextFile ? output.stdout : null;
  const outcome = await complete((tx) => storeNormalizedReport(tx, run.id, { report: normalized.results, stdout: output.stdout, testsText, actor: SYSTEM_ACTOR, source: 'autograder', limitsInForce: output.limitsInForce }));
  return { outcome };
}
