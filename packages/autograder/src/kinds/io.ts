// io: calls `function` of the student's `fileName` with `arguments` (a JSON array) in a harness for Python or
// JavaScript, and compares its return value (as JSON; or, when the expected output is not JSON, as text) with the
// expected output, or with `compareOutput`, what the call printed (docs/AUTOGRADER.md, "io").
import { compareOutput, jsonEqual } from '../compare';
import { shortDiff } from '../diff';
import { javascriptIoRecipe } from '../languages/javascript';
import { pythonIoRecipe } from '../languages/python';
import { languageOfFile, type Recipe } from '../languages/recipe';
import { abnormalEnding } from '../results/ending';
import { caseResult, joinSections } from '../results/make';
import { parseProtocol } from '../results/protocol';
import { section, streamsOf } from '../results/streams';
import { harnessFiles, nonceInput, runCommand, testLimits, writeTestFiles, type RunContext } from '../run-context';
import { excerpt } from '../text';
import type { PlannedResult, PlannedTest } from '../types';

const SHOWN_CHARS = 20_000;

function ioRecipe(test: PlannedTest, context: RunContext, argumentsPath: string): Recipe | string {
  const { fileName, function: functionName } = test.testCase;
  switch (languageOfFile(fileName, context.plan.language)) {
    case 'python':
      return pythonIoRecipe(context.harnessDir, fileName, functionName, argumentsPath);
    case 'javascript':
      return javascriptIoRecipe(context.harnessDir, fileName, functionName, argumentsPath);
    default:
      return 'The io kind calls Python and JavaScript functions; for other languages use an io_cli test (a command with input and expected output).';
  }
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export async function runIoTest(test: PlannedTest, context: RunContext): Promise<PlannedResult[]> {
  const { testCase } = test;
  const argumentsJson = testCase.arguments.trim() === '' ? '[]' : testCase.arguments;
  const parsedArguments = parseJson(argumentsJson);
  if (!parsedArguments.ok || !Array.isArray(parsedArguments.value)) return [caseResult(test, { passed: false, isError: true, logs: 'The arguments are not a JSON array.' })];
  const argumentsPath = `${context.harnessDir}/arguments.json`;
  const recipe = ioRecipe(test, context, argumentsPath);
  if (typeof recipe === 'string') return [caseResult(test, { passed: false, isError: true, logs: recipe })];
  const writeProblem = await writeTestFiles(context, [{ path: argumentsPath, content: argumentsJson }, ...(await harnessFiles(context, recipe.harness))]);
  if (writeProblem) return [caseResult(test, { passed: false, isError: true, logs: writeProblem })];

  const limits = testLimits(context, test);
  const result = await runCommand(context, { command: recipe.command, stdin: nonceInput(context), limits });
  const { stdout, stderr } = streamsOf(result);
  const parsed = parseProtocol(stdout, context.nonce);
  const call = `${testCase.function}(${excerpt(argumentsJson.trim().replace(/^\[|\]$/g, ''), 2_000)}) in ${testCase.fileName}`;
  const printed = section('Printed', excerpt(parsed.output, SHOWN_CHARS));
  const errorOutput = section('Standard error', excerpt(stderr, SHOWN_CHARS));
  const ending = abnormalEnding(result, limits);
  const value = parsed.messages.find((message) => message.kind === 'value')?.payload as { json: string | null; text: string } | undefined;
  const failure = parsed.messages.find((message) => message.kind === 'error')?.payload as { logs: string } | undefined;
  const fail = (problem: string, isError: boolean) => [caseResult(test, { passed: false, isError, durationMs: result.durationMs, logs: joinSections([problem, `Called ${call}.`, printed, errorOutput]) })];

  if (ending !== null) return fail(ending, true);
  if (failure) return fail(joinSections(['The call raised an error.', failure.logs]), false);
  if (!value) return fail(`The program ended (exit code ${result.exitCode}) before the function returned.`, false);

  if (testCase.compareOutput) {
    const comparison = compareOutput(testCase.expectedOutput, parsed.output, testCase);
    if (comparison.kind === 'error') return fail(comparison.message, true);
    const passed = comparison.kind === 'equal';
    const logs = passed
      ? joinSections([`Called ${call}.`, printed])
      : joinSections(['What the call printed differs from the expected output.', `Called ${call}.`, section('Expected output', excerpt(testCase.expectedOutput, SHOWN_CHARS)), printed || 'Printed: (nothing)', testCase.outputIsRegexp ? '' : section('Difference', shortDiff(testCase.expectedOutput, parsed.output)), errorOutput]);
    return [caseResult(test, { passed, durationMs: result.durationMs, logs })];
  }

  const expectedJson = parseJson(testCase.expectedOutput);
  const returned = value.json === null ? null : parseJson(value.json);
  let passed: boolean;
  let shown: string;
  if (expectedJson.ok) {
    passed = returned !== null && returned.ok && jsonEqual(expectedJson.value, returned.value);
    shown = value.json ?? `${value.text} (not JSON)`;
  } else {
    passed = value.text === testCase.expectedOutput;
    shown = value.text;
  }
  const logs = joinSections([`Called ${call}.`, `Returned: ${excerpt(shown, SHOWN_CHARS)}`, passed ? '' : `Expected: ${excerpt(testCase.expectedOutput, SHOWN_CHARS)}`, printed, errorOutput]);
  return [caseResult(test, { passed, durationMs: result.durationMs, logs })];
}
