// shell: the instructor's script (bash) passes when it exits 0; its output is the log.
import { abnormalEnding } from '../results/ending';
import { caseResult, joinSections } from '../results/make';
import { section, streamsOf } from '../results/streams';
import { runCommand, testLimits, writeScript, type RunContext } from '../run-context';
import type { PlannedResult, PlannedTest } from '../types';

export async function runShellTest(test: PlannedTest, context: RunContext): Promise<PlannedResult[]> {
  const script = await writeScript(context, 'shell-test.sh', test.testCase.script);
  if ('problem' in script) return [caseResult(test, { passed: false, isError: true, logs: script.problem })];
  const limits = testLimits(context, test);
  const result = await runCommand(context, { command: ['bash', script.path], limits });
  const { stdout, stderr } = streamsOf(result);
  const ending = abnormalEnding(result, limits);
  const output = joinSections([stdout, section('Standard error', stderr)]);
  if (ending !== null) return [caseResult(test, { passed: false, isError: true, durationMs: result.durationMs, logs: joinSections([ending, output]) })];
  const passed = result.exitCode === 0;
  return [caseResult(test, { passed, durationMs: result.durationMs, logs: passed ? output : joinSections([`The script exited with code ${result.exitCode}.`, output]) })];
}
