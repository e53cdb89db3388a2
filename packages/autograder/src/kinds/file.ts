// file: the instructor's script (bash) writes results.json in the run's folder (or prints TestOutput lines);
// each result becomes a result of its own (docs/AUTOGRADER.md, "file"). A results.json that the
// submission or the build left is removed before the script starts, so only this run's file counts.
import { abnormalEnding } from '../results/ending';
import { MAX_RESULTS_FILE_BYTES, parseResultsFile, parseTestOutputLines, RESULTS_FILE, type ParsedResults } from '../results/file-results';
import { caseResult, joinSections } from '../results/make';
import { resultsOfReportedTests } from '../results/reported-tests';
import { section, streamsOf } from '../results/streams';
import { runCommand, testLimits, writeScript, type RunContext } from '../run-context';
import { decodeText } from '../text';
import type { PlannedResult, PlannedTest } from '../types';

const FRESH_RESULTS = `rm -rf -- ${RESULTS_FILE}; exec bash "$1"`;

export async function runFileTest(test: PlannedTest, context: RunContext): Promise<PlannedResult[]> {
  const script = await writeScript(context, 'file-test.sh', test.testCase.script);
  if ('problem' in script) return [caseResult(test, { passed: false, isError: true, logs: script.problem })];
  const limits = testLimits(context, test);
  const result = await runCommand(context, { command: ['bash', '-c', FRESH_RESULTS, 'file-test', script.path], limits });
  const { stdout, stderr } = streamsOf(result);
  const ending = abnormalEnding(result, limits);
  const exitNote = result.verdict === 'exited' && result.exitCode !== 0 ? `The script exited with code ${result.exitCode}.` : '';
  const output = joinSections([section('Output', stdout), section('Standard error', stderr)]);

  let parsed: ParsedResults | null;
  let bytes: Uint8Array | null;
  try {
    bytes = await context.workspace.readFile(RESULTS_FILE, MAX_RESULTS_FILE_BYTES);
  } catch (error) {
    return [caseResult(test, { passed: false, isError: true, durationMs: result.durationMs, logs: joinSections([`Could not read ${RESULTS_FILE}: ${(error as Error).message}`, ending, output]) })];
  }
  if (bytes !== null) parsed = parseResultsFile(decodeText(bytes));
  else parsed = parseTestOutputLines(stdout);

  if (parsed === null || !parsed.ok) {
    const problem = parsed === null ? `The script wrote no ${RESULTS_FILE} (or one over ${MAX_RESULTS_FILE_BYTES / 1024 / 1024} MB, or not a regular file) and printed no TestOutput lines.` : parsed.message;
    return resultsOfReportedTests(test, context.plan, [], {
      complete: false,
      isError: true,
      preamble: joinSections([problem, ending, exitNote, output]),
      missingReason: `The results could not be read: ${problem}`,
      durationMs: result.durationMs,
    });
  }
  return resultsOfReportedTests(
    test,
    context.plan,
    parsed.results.map((entry) => ({ id: entry.id, name: entry.name, category: entry.category, passed: entry.passed, logs: entry.logs, score: entry.score ?? null })),
    {
      complete: ending === null,
      isError: ending !== null,
      preamble: joinSections([ending, exitNote, output]),
      missingReason: ending ?? 'This test did not report a result in this run.',
      durationMs: result.durationMs,
    },
  );
}
