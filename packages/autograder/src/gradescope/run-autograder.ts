// Runs a Gradescope-format autograder on one submission (docs/AUTOGRADER.md, "Autograder zips"), unchanged: in a
// fresh copy-on-write copy of the zip's built image, the student's files in /autograder/submission, Gradescope's
// submission_metadata.json beside them, then /autograder/run_autograder as the slot's unprivileged user, without
// network, under the assignment's limits. What it wrote to /autograder/results/results.json is read outside the
// sandbox; turning it into results (and judging whether it is valid) is the results normalizer's job.
import { ZIP_TIME_LIMIT_PLACE, type RunLimits } from '@marginalia/contracts';
import type { LimitsInForce, RootImage, Sandbox, SandboxVerdict } from '@marginalia/sandbox';
import { InfrastructureError } from '../errors';
import { sandboxLimits } from '../limits';
import { MAX_RESULTS_FILE_BYTES } from '../results/file-results';
import { capText, decodeText, displayText } from '../text';
import type { RunFile } from '../types';

export const AUTOGRADER_WORKDIR = '/autograder';
/** Everything a run writes anywhere in its copy of the image (results, scratch files, the submission). */
export const GRADESCOPE_DISK_MB = 1024;
export const GRADESCOPE_MAX_FILES = 50_000;
/** What of run_autograder's output is kept and shown (the end is cut, as Gradescope's own view does). */
export const MAX_STDOUT_BYTES = 256 * 1024;

export interface GradescopeRunPlan {
  /** The zip's built image: its layer, then the base system. */
  layers: readonly string[];
  submissionFiles: readonly RunFile[];
  /** The content of /autograder/submission_metadata.json. */
  metadata: unknown;
  limits: RunLimits;
}

export interface GradescopeRunOutput {
  verdict: SandboxVerdict;
  exitCode: number | null;
  durationMs: number;
  /** results/results.json's text, or null when it is missing, not a regular file, or too large (resultsProblem says). */
  resultsJson: string | null;
  resultsProblem: string | null;
  /** run_autograder's stdout, then its stderr, for staff (colours kept). */
  stdout: string;
  stdoutTruncated: boolean;
  /** How the sandbox held run_autograder. */
  limitsInForce: LimitsInForce;
}

async function infrastructure<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new InfrastructureError(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

export async function runGradescopeAutograder(plan: GradescopeRunPlan, sandbox: Sandbox, options: { signal?: AbortSignal } = {}): Promise<GradescopeRunOutput> {
  const image: RootImage = { layers: plan.layers, workdir: AUTOGRADER_WORKDIR };
  const workspace = await infrastructure('The sandbox could not make a workspace on the autograder image', () =>
    sandbox.createWorkspace({ diskMb: GRADESCOPE_DISK_MB, maxFiles: GRADESCOPE_MAX_FILES, image, signal: options.signal }),
  );
  try {
    await infrastructure('The submission could not be placed in /autograder/submission', async () => {
      for (const file of plan.submissionFiles) await workspace.writeFile(`submission/${file.path}`, file.bytes);
      await workspace.writeFile('submission_metadata.json', `${JSON.stringify(plan.metadata, null, 2)}\n`);
      await workspace.writeFile('results/.keep', '');
    });
    const result = await workspace.run({
      command: ['/bin/bash', '-c', 'cd /autograder && ./run_autograder'],
      limits: sandboxLimits(plan.limits),
      signal: options.signal,
    });
    const output = capText(displayText(decodeText(result.stdout) + decodeText(result.stderr), { keepColours: true }), MAX_STDOUT_BYTES);
    const bytes = await workspace.readFile('results/results.json', MAX_RESULTS_FILE_BYTES);
    // A missing file and one past the cap read alike (readFile never reads what it would refuse).
    const resultsProblem = bytes === null ? `run_autograder wrote no /autograder/results/results.json of at most ${MAX_RESULTS_FILE_BYTES / (1024 * 1024)} MB.` : null;
    return {
      verdict: result.verdict,
      exitCode: result.exitCode,
      durationMs: result.durationMs,
      resultsJson: bytes === null ? null : decodeText(bytes),
      resultsProblem,
      stdout: output.text,
      stdoutTruncated: output.truncated || result.outputTruncated,
      limitsInForce: result.limitsInForce,
    };
  } finally {
    await workspace.dispose().catch(() => undefined);
  }
}

/**
 * The limits of one run of a zip: the environment's, with the zip's own time limit (Gradescope's "autograder
 * timeout") as its wall time and as much CPU time, since Gradescope counts no CPU time of its own.
 */
export function gradescopeRunLimits(environment: RunLimits, timeLimitSeconds: number): RunLimits {
  return { ...environment, wallSeconds: timeLimitSeconds, cpuSeconds: timeLimitSeconds };
}

/** Why a run cannot be graded from its ending alone (a time-out, a crash of the whole autograder), or null. */
export function gradescopeEndingProblem(output: Pick<GradescopeRunOutput, 'verdict' | 'exitCode'>, limits: RunLimits): string | null {
  const raise = `Raise the zip's time limit under ${ZIP_TIME_LIMIT_PLACE}.`;
  switch (output.verdict) {
    case 'wall_time':
      return `run_autograder did not finish within ${limits.wallSeconds} seconds. ${raise}`;
    case 'cpu_time':
      return `run_autograder used more than ${limits.cpuSeconds} seconds of CPU time. ${raise}`;
    case 'memory':
      return `run_autograder used more than ${limits.memoryMb} MB of memory.`;
    case 'output_limit':
      return `run_autograder printed more than ${limits.outputKb} KB.`;
    case 'cancelled':
      return 'The run was cancelled.';
    default:
      return null;
  }
}
