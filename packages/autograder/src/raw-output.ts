// The run's whole output as one text (the build's log, then every result's log under its test's name), for the
// optional `_tests.txt` file graders can comment on. Capped at MAX_RAW_OUTPUT_BYTES; the cut is marked.
import { capText, plainText } from './text';
import type { PlannedResult, RunPlan } from './types';

export const MAX_RAW_OUTPUT_BYTES = 1024 * 1024;

export interface RawOutput {
  text: string;
  truncated: boolean;
}

export function appendRawOutput(raw: RawOutput, title: string, body: string): void {
  if (raw.truncated) return;
  // A file shows its text as it is: the colours a log keeps for the log viewer are left out here.
  const next = `${raw.text}${raw.text === '' ? '' : '\n\n'}=== ${plainText(title)} ===\n${plainText(body)}`;
  const capped = capText(next, MAX_RAW_OUTPUT_BYTES);
  raw.text = capped.text;
  raw.truncated = capped.truncated;
}

function titleOf(result: PlannedResult, plan: RunPlan): string {
  const { target } = result;
  if (target.kind === 'generated') {
    const parent = plan.tests.find((test) => test.testCase.id === target.parentId);
    return `${target.categoryName ?? parent?.category.name ?? ''} › ${target.name}`;
  }
  for (const test of plan.tests) {
    if (test.testCase.id === target.testCaseId) return `${test.category.name} › ${test.testCase.description}`;
    const generated = test.generated.find((entry) => entry.id === target.testCaseId);
    if (generated) return `${test.category.name} › ${generated.description}`;
  }
  return `Test case ${target.testCaseId}`;
}

export function rawOutputOf(raw: RawOutput, plan: RunPlan, results: PlannedResult[]): string {
  for (const result of results) {
    const verdict = result.passed ? 'passed' : result.isError ? 'error' : 'failed';
    appendRawOutput(raw, `${titleOf(result, plan)} (${verdict})`, result.logs);
  }
  return raw.text;
}
