// Builders for run plans in the runner's tests: small limits, so a suite of real sandboxed runs stays quick.
import { TEST_CASE_RUN_DEFAULTS, type AutograderLanguage, type RunLimits, type TestCase } from '@marginalia/contracts';
import type { PlannedResult, PlannedTest, RunPlan } from '../types';

export const SMALL_LIMITS: RunLimits = { cpuSeconds: 5, wallSeconds: 10, memoryMb: 768, processes: 64, fileSizeMb: 8, outputKb: 2048 };

let nextId = 1000;

export function testCase(type: TestCase['type'], fields: Partial<TestCase> = {}): PlannedTest {
  const id = fields.id ?? nextId++;
  const category = { id: 1, name: 'Tests' };
  return {
    testCase: { ...TEST_CASE_RUN_DEFAULTS, id, testCategory: category.id, type, description: `test ${id}`, sortKey: id, pointsPass: 1, pointsFail: 0, explanation: '', ...fields },
    category,
    generated: [],
  };
}

export function plan(language: AutograderLanguage, files: Record<string, string>, tests: PlannedTest[], extra: Partial<RunPlan> = {}): RunPlan {
  return {
    language,
    buildCommand: '',
    limits: SMALL_LIMITS,
    submissionFiles: Object.entries(files).map(([path, text]) => ({ path, bytes: new TextEncoder().encode(text) })),
    helperFiles: [],
    tests,
    ...extra,
  };
}

/** The result of a planned case. */
export function resultOf(results: PlannedResult[], test: PlannedTest): PlannedResult {
  const found = results.find((result) => result.target.kind === 'case' && result.target.testCaseId === test.testCase.id);
  if (!found) throw new Error(`no result for test case ${test.testCase.id}`);
  return found;
}

/** Results a unit or file test reported, by name (generated targets) or by the case they matched. */
export function reportedBy(results: PlannedResult[], parent: PlannedTest): Map<string, PlannedResult> {
  const byName = new Map<string, PlannedResult>();
  for (const result of results) {
    if (result.target.kind === 'generated' && result.target.parentId === parent.testCase.id) byName.set(result.target.name, result);
  }
  return byName;
}
