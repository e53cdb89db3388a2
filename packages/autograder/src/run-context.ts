// What every kind of test needs while it runs: the plan, the workspace, the run's secrets and the limits, and
// one way to run a command in the sandbox.
import { randomBytes } from 'node:crypto';
import { javaFlags, type LimitsInForce, type SandboxLimits, type SandboxRunResult, type Workspace } from '@marginalia/sandbox';
import { InfrastructureError, RunCancelledError } from './errors';
import { harnessSource, type HarnessFile } from './harness-files';
import { sandboxLimits } from './limits';
import type { PlannedTest, RunPlan } from './types';

export interface RunContext {
  plan: RunPlan;
  workspace: Workspace;
  /** The secret of this run's result markers; never written into the workspace. */
  nonce: string;
  /** The folder (in the workspace) harness files go to: random per run, so nothing the build left can be there. */
  harnessDir: string;
  signal?: AbortSignal;
  /** The limits in force of the run's first command (the build, or the first test), for staff; null before it. */
  limitsInForce: LimitsInForce | null;
}

export function createRunContext(plan: RunPlan, workspace: Workspace, signal?: AbortSignal): RunContext {
  return { plan, workspace, nonce: randomBytes(16).toString('hex'), harnessDir: `.marginalia-${randomBytes(6).toString('hex')}`, signal, limitsInForce: null };
}

/** A test's limits: the environment's, with the test's own wall time when it has one. */
export function testLimits(context: RunContext, test: PlannedTest): SandboxLimits {
  return sandboxLimits(context.plan.limits, test.testCase.timeLimitSeconds ?? context.plan.limits.wallSeconds);
}

export interface SandboxCommand {
  command: readonly string[];
  stdin?: string | Uint8Array;
  limits: SandboxLimits;
}

/**
 * The environment of every command. The JVM's memory flags, so that an instructor's `java Main` or `javac *.java`
 * starts under the sandbox's address-space limit without them (flags on the command line still win). And at most
 * two malloc arenas: glibc reserves 64 MiB of address space per arena, one per busy thread, and a JVM's compiler
 * threads then ran out of address space at random under the 768 MB default.
 */
export const SANDBOX_ENV: Readonly<Record<string, string>> = { JAVA_TOOL_OPTIONS: javaFlags().join(' '), MALLOC_ARENA_MAX: '2' };

/** Runs a command; a sandbox that fails to run it at all is the infrastructure's failure, not the student's. */
export async function runCommand(context: RunContext, request: SandboxCommand): Promise<SandboxRunResult> {
  if (context.signal?.aborted) throw new RunCancelledError();
  try {
    const result = await context.workspace.run({ command: request.command, stdin: request.stdin, limits: request.limits, env: SANDBOX_ENV, signal: context.signal });
    context.limitsInForce ??= result.limitsInForce;
    return result;
  } catch (error) {
    if (context.signal?.aborted) throw new RunCancelledError();
    throw new InfrastructureError(`The sandbox could not run a command: ${(error as Error).message}`, { cause: error });
  }
}

/**
 * Writes files a test needs into the workspace. The folder is the student's (the build step may have planted a
 * link or a folder where a file should go), so a refused write is reported as the test's error, not thrown.
 */
export async function writeTestFiles(context: RunContext, files: { path: string; content: string | Uint8Array }[]): Promise<string | null> {
  for (const file of files) {
    try {
      await context.workspace.writeFile(file.path, file.content);
    } catch (error) {
      return `Could not write ${file.path} into the run's folder: ${(error as Error).message}`;
    }
  }
  return null;
}

/** The harness files named, as files to write into this run's harness folder. */
export async function harnessFiles(context: RunContext, names: readonly HarnessFile[]): Promise<{ path: string; content: string }[]> {
  return Promise.all(names.map(async (name) => ({ path: `${context.harnessDir}/${name}`, content: await harnessSource(name) })));
}

/**
 * Writes an instructor's script into the harness folder and returns its path: scripts may be far longer than one
 * command-line argument may be (128 KiB on Linux), and the folder is put back before the next test.
 */
export async function writeScript(context: RunContext, name: string, script: string): Promise<{ path: string } | { problem: string }> {
  const path = `${context.harnessDir}/${name}`;
  const problem = await writeTestFiles(context, [{ path, content: script }]);
  return problem ? { problem } : { path };
}

/** stdin that hands a harness the marker secret. */
export function nonceInput(context: RunContext): string {
  return `${context.nonce}\n`;
}
