// io_cli: the instructor's command (bash -c) with the test's input on stdin; its stdout is compared with the
// expected output outside the sandbox. The expected output is the test case's own text, or a helper file named by
// expectedOutputFile, read from the plan (helper files are also in the workspace, where student code can read
// them: secret expected outputs belong in the test case).
import { compareOutput } from '../compare';
import { shortDiff } from '../diff';
import { abnormalEnding } from '../results/ending';
import { caseResult, joinSections } from '../results/make';
import { section, streamsOf } from '../results/streams';
import { runCommand, testLimits, type RunContext } from '../run-context';
import { decodeText, excerpt } from '../text';
import type { PlannedResult, PlannedTest } from '../types';

const SHOWN_INPUT_CHARS = 2_000;
const SHOWN_OUTPUT_CHARS = 20_000;

function expectedOutputOf(test: PlannedTest, context: RunContext): string | null {
  const fileName = test.testCase.expectedOutputFile.trim();
  if (fileName === '') return test.testCase.expectedOutput;
  const normalized = fileName.replace(/^\.\//, '');
  const file = context.plan.helperFiles.find((helper) => helper.path === normalized);
  return file ? decodeText(file.bytes) : null;
}

export async function runIoCliTest(test: PlannedTest, context: RunContext): Promise<PlannedResult[]> {
  const { testCase } = test;
  const expected = expectedOutputOf(test, context);
  if (expected === null) {
    return [caseResult(test, { passed: false, isError: true, logs: `The expected-output file ${testCase.expectedOutputFile} is not among the environment's helper files.` })];
  }
  const limits = testLimits(context, test);
  const result = await runCommand(context, { command: ['bash', '-c', testCase.command], stdin: testCase.input, limits });
  const { stdout, stderr, truncated } = streamsOf(result);
  const ran = joinSections([`$ ${testCase.command}`, section('Input', excerpt(testCase.input, SHOWN_INPUT_CHARS))]);
  const ending = abnormalEnding(result, limits);
  const exitNote = result.verdict === 'exited' && result.exitCode !== 0 ? `Exit code ${result.exitCode}.` : '';
  const errorOutput = section('Standard error', excerpt(stderr, SHOWN_OUTPUT_CHARS));
  if (ending !== null) {
    return [
      caseResult(test, {
        passed: false,
        isError: true,
        durationMs: result.durationMs,
        logs: joinSections([ending, ran, section('Output', excerpt(stdout, SHOWN_OUTPUT_CHARS)), errorOutput]),
      }),
    ];
  }
  const comparison = compareOutput(expected, stdout, testCase);
  if (comparison.kind === 'error') {
    return [caseResult(test, { passed: false, isError: true, durationMs: result.durationMs, logs: joinSections([comparison.message, ran, errorOutput]) })];
  }
  const passed = comparison.kind === 'equal';
  const mode = testCase.outputIsRegexp ? 'Expected output (pattern)' : testCase.isFlexible ? 'Expected output (whitespace-flexible)' : 'Expected output';
  const logs = passed
    ? joinSections([ran, section('Output', excerpt(stdout, SHOWN_OUTPUT_CHARS)), exitNote, errorOutput])
    : joinSections([
        'The output differs from the expected output.',
        ran,
        section(mode, excerpt(expected, SHOWN_OUTPUT_CHARS)),
        section('Actual output', excerpt(stdout, SHOWN_OUTPUT_CHARS)) || 'Actual output: (none)',
        testCase.outputIsRegexp ? '' : section('Difference', shortDiff(expected, stdout)),
        truncated ? 'The output was cut at the output limit.' : '',
        exitNote,
        errorOutput,
      ]);
  return [caseResult(test, { passed, durationMs: result.durationMs, logs })];
}
