// unit: the instructor's test file (`script`, written as `fileName`) runs under our harness for its language; each
// test function it holds becomes a result of its own, and the unit case itself passes when they all pass
// (docs/AUTOGRADER.md, "unit").
import type { SandboxLimits, SandboxRunResult } from '@marginalia/sandbox';
import { cFamilyUnitRecipe } from '../languages/c-family';
import { javaUnitRecipe } from '../languages/java';
import { javascriptUnitRecipe } from '../languages/javascript';
import { pythonUnitRecipe } from '../languages/python';
import { languageOfFile, type Recipe } from '../languages/recipe';
import { abnormalEnding } from '../results/ending';
import { caseResult, joinSections } from '../results/make';
import { parseProtocol } from '../results/protocol';
import { resultsOfReportedTests, type ReportedTest } from '../results/reported-tests';
import { section, streamsOf } from '../results/streams';
import { harnessFiles, nonceInput, runCommand, testLimits, writeTestFiles, type RunContext } from '../run-context';
import type { PlannedResult, PlannedTest } from '../types';

function unitRecipe(test: PlannedTest, context: RunContext): Recipe | string {
  const { fileName, script } = test.testCase;
  const language = languageOfFile(fileName, context.plan.language);
  switch (language) {
    case 'python':
      return pythonUnitRecipe(context.harnessDir, fileName);
    case 'javascript':
      return javascriptUnitRecipe(context.harnessDir, fileName);
    case 'java':
      return javaUnitRecipe(context.harnessDir, fileName, script);
    case 'c':
    case 'cpp':
      return cFamilyUnitRecipe(context.harnessDir, fileName, language);
    default:
      return 'Unit tests run in Python, Java, C, C++ and JavaScript; name the test file with its extension (e.g. test_main.py), or use a shell or file test.';
  }
}

interface HarnessReport {
  reported: ReportedTest[];
  plan: string[];
  started: string | null;
  done: boolean;
  loadError: string | null;
  output: string;
}

function readHarnessOutput(stdout: string, nonce: string): HarnessReport {
  const parsed = parseProtocol(stdout, nonce);
  const report: HarnessReport = { reported: [], plan: [], started: null, done: false, loadError: null, output: parsed.outsideTests };
  for (const message of parsed.messages) {
    const payload = message.payload as Record<string, unknown> | string | string[] | null;
    if (message.kind === 'plan' && Array.isArray(payload)) report.plan = payload.filter((name): name is string => typeof name === 'string');
    else if (message.kind === 'start' && typeof payload === 'string') report.started = payload;
    else if (message.kind === 'done') report.done = true;
    else if (message.kind === 'load_error' && payload && typeof payload === 'object' && !Array.isArray(payload)) report.loadError = String(payload.logs ?? '');
    else if (message.kind === 'result' && payload && typeof payload === 'object' && !Array.isArray(payload) && typeof payload.name === 'string') {
      const printed = parsed.outputByTest.get(payload.name) ?? '';
      report.reported.push({
        name: payload.name,
        passed: payload.passed === true,
        // A harness says so when the test crashed (C and C++, where each test has a process of its own).
        isError: payload.isError === true,
        logs: joinSections([typeof payload.logs === 'string' ? payload.logs : '', section('Output', printed)]),
        durationMs: typeof payload.durationMs === 'number' ? payload.durationMs : null,
      });
      report.started = null;
    }
  }
  return report;
}

function compileFailure(test: PlannedTest, context: RunContext, result: SandboxRunResult, limits: SandboxLimits): PlannedResult[] {
  const { stdout, stderr } = streamsOf(result);
  const ending = abnormalEnding(result, limits);
  const problem = ending ? `Compiling the tests stopped: ${ending}` : 'The tests did not compile.';
  return resultsOfReportedTests(test, context.plan, [], {
    complete: false,
    isError: true,
    preamble: joinSections([problem, stdout, stderr]),
    missingReason: 'The tests did not compile.',
    durationMs: result.durationMs,
  });
}

export async function runUnitTest(test: PlannedTest, context: RunContext): Promise<PlannedResult[]> {
  const recipe = unitRecipe(test, context);
  if (typeof recipe === 'string') return [caseResult(test, { passed: false, isError: true, logs: recipe })];
  const writeProblem = await writeTestFiles(context, [{ path: test.testCase.fileName, content: test.testCase.script }, ...(await harnessFiles(context, recipe.harness))]);
  if (writeProblem) return [caseResult(test, { passed: false, isError: true, logs: writeProblem })];

  const limits = testLimits(context, test);
  let compileMs = 0;
  if (recipe.compile) {
    const compiled = await runCommand(context, { command: recipe.compile, limits });
    compileMs = compiled.durationMs;
    if (compiled.verdict !== 'exited' || compiled.exitCode !== 0) return compileFailure(test, context, compiled, limits);
  }

  const result = await runCommand(context, { command: recipe.command, stdin: nonceInput(context), limits });
  const { stdout, stderr } = streamsOf(result);
  const report = readHarnessOutput(stdout, context.nonce);
  const ending = abnormalEnding(result, limits);
  const endedEarly = ending ?? (result.exitCode !== 0 && !report.done ? `The tests' process exited with code ${result.exitCode} before every test had run.` : 'The tests\' process ended before every test had run.');
  const reported = [...report.reported];
  if (report.started !== null) {
    reported.push({ name: report.started, passed: false, isError: ending !== null, logs: `${endedEarly}\nThis test was running when the process ended.` });
  }
  const names = new Set(reported.map((entry) => entry.name));
  for (const name of report.plan) {
    if (!names.has(name)) reported.push({ name, passed: false, isError: ending !== null, logs: `Not run: ${endedEarly}` });
  }
  const complete = report.done && report.loadError === null && ending === null;
  const problem = report.loadError !== null ? joinSections(['The test file could not be loaded.', report.loadError]) : complete ? '' : endedEarly;
  return resultsOfReportedTests(test, context.plan, reported, {
    complete,
    isError: ending !== null || report.loadError !== null,
    preamble: joinSections([problem, section('Output', report.output.trim() === '' ? '' : report.output), section('Standard error', stderr)]),
    missingReason: problem || endedEarly,
    durationMs: compileMs + result.durationMs,
  });
}
