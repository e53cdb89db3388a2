// Runs an assignment's tests on one submission (or the reference solution) in one sandbox workspace
// (docs/AUTOGRADER.md): write the files, build, remember the folder, then for each test put the folder back as it
// was after the build and run the test, so nothing one test leaves (a hidden test's files, a planted result) can
// reach the next.
import { testCaseProblems } from '@marginalia/contracts';
import type { Sandbox, Workspace } from '@marginalia/sandbox';
import { runBuild } from './build';
import { InfrastructureError } from './errors';
import { runFileTest } from './kinds/file';
import { runIoTest } from './kinds/io';
import { runIoCliTest } from './kinds/io-cli';
import { runShellTest } from './kinds/shell';
import { runUnitTest } from './kinds/unit';
import { caseResult } from './results/make';
import { appendRawOutput, rawOutputOf } from './raw-output';
import { resultsOfReportedTests } from './results/reported-tests';
import { createRunContext, type RunContext } from './run-context';
import type { PlannedResult, PlannedTest, RunOptions, RunPlan, RunReport } from './types';

/** The workspace of one run: room for a submission, its build and the harness. */
export const WORKSPACE_DISK_MB = 256;
export const WORKSPACE_MAX_FILES = 10_000;

async function infrastructure<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof InfrastructureError) throw error;
    throw new InfrastructureError(`${what}: ${(error as Error).message}`, { cause: error });
  }
}

/** Files keep no mode bits in the database; a script that starts with `#!` is made executable, so `./check.sh` runs. */
function isScript(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x23 && bytes[1] === 0x21;
}

async function writeRunFiles(workspace: Workspace, plan: RunPlan): Promise<string[]> {
  const notes: string[] = [];
  for (const [files, whose] of [[plan.submissionFiles, 'submission'], [plan.helperFiles, 'helper']] as const) {
    for (const file of files) {
      try {
        await workspace.writeFile(file.path, file.bytes, { executable: isScript(file.bytes) });
      } catch (error) {
        notes.push(`The ${whose} file ${file.path} could not be written into the run's folder: ${(error as Error).message}`);
      }
    }
  }
  return notes;
}

function runOne(test: PlannedTest, context: RunContext): Promise<PlannedResult[]> {
  switch (test.testCase.type) {
    case 'io_cli':
      return runIoCliTest(test, context);
    case 'io':
      return runIoTest(test, context);
    case 'unit':
      return runUnitTest(test, context);
    case 'shell':
      return runShellTest(test, context);
    case 'file':
      return runFileTest(test, context);
    case 'external':
      return Promise.resolve([]);
  }
}

function buildFailureResults(test: PlannedTest, plan: RunPlan, buildLog: string): PlannedResult[] {
  const logs = `${buildLog}\n\nThe build failed, so this test did not run.`;
  if (test.testCase.type === 'unit' || test.testCase.type === 'file') {
    return resultsOfReportedTests(test, plan, [], { complete: false, isError: true, preamble: logs, missingReason: 'The build failed, so this test did not run.', durationMs: null });
  }
  return [caseResult(test, { passed: false, isError: true, logs })];
}

export async function runTests(plan: RunPlan, sandbox: Sandbox, options: RunOptions = {}): Promise<RunReport> {
  const runnable = plan.tests.filter((test) => test.testCase.type !== 'external');
  const total = runnable.length;
  const workspace = await infrastructure('The sandbox could not make a workspace', () => sandbox.createWorkspace({ diskMb: WORKSPACE_DISK_MB, maxFiles: WORKSPACE_MAX_FILES, signal: options.signal }));
  try {
    const context = createRunContext(plan, workspace, options.signal);
    const setupNotes = await writeRunFiles(workspace, plan);
    const build = await runBuild(context, setupNotes);
    const results: PlannedResult[] = [];
    const raw = { text: '', truncated: false };
    appendRawOutput(raw, 'Build', build.ran ? build.log : build.log || '(no build command)');
    options.onProgress?.(0, total);
    if (!build.ok) {
      for (const test of runnable) results.push(...buildFailureResults(test, plan, build.log));
      options.onProgress?.(total, total);
      return { build, results, rawOutput: rawOutputOf(raw, plan, results), limitsInForce: context.limitsInForce };
    }
    await infrastructure('The sandbox could not remember the built folder', () => workspace.checkpoint());
    let done = 0;
    for (const test of runnable) {
      if (done > 0) await infrastructure('The sandbox could not reset the folder between tests', () => workspace.restore());
      const problems = testCaseProblems(test.testCase);
      const testResults = problems
        ? [caseResult(test, { passed: false, isError: true, logs: `This test cannot run: ${Object.entries(problems).map(([field, messages]) => `${field}: ${messages.join(' ')}`).join('; ')}` })]
        : await runOne(test, context);
      results.push(...testResults);
      done += 1;
      options.onProgress?.(done, total);
    }
    return { build, results, rawOutput: rawOutputOf(raw, plan, results), limitsInForce: context.limitsInForce };
  } finally {
    await workspace.dispose().catch(() => undefined);
  }
}
