// Turns what a unit or file test reported (one entry per test it ran) into results: each names a case of the plan
// when it can, else a generated case the server creates. The parent case gets the summary, and cases earlier runs
// created that this run did not report fail, so a test that stops reporting cannot keep an old pass.
import type { PlannedResult, PlannedTest, ResultTarget, RunPlan } from '../types';
import { testName } from '../text';
import { caseResult, joinSections, resultFor } from './make';

export interface ReportedTest {
  /** A test case id (file tests only); checked against the parent's category. */
  id?: number;
  name?: string;
  /** Another category's name (file tests only); null or missing for the parent's own. */
  category?: string | null;
  passed: boolean;
  logs: string;
  score?: number | null;
  isError?: boolean;
  durationMs?: number | null;
}

export interface ReportOutcome {
  /** False when the run ended before every test had reported (crash, time-out, early exit, load failure). */
  complete: boolean;
  /** What the parent's log says before the summary (how the run went, its output). */
  preamble: string;
  /** True when the run itself was a time-out, crash or harness failure. */
  isError: boolean;
  /** Why tests that did not report failed, when the run ended early. */
  missingReason: string;
  durationMs: number | null;
}

function resolveTarget(parent: PlannedTest, plan: RunPlan, reported: ReportedTest): ResultTarget | string {
  const categoryName = reported.category?.trim() ? reported.category.trim() : null;
  const sameCategory = categoryName === null || categoryName === parent.category.name;
  if (reported.id !== undefined) {
    const known = parent.generated.some((g) => g.id === reported.id) || plan.tests.some((t) => t.testCase.id === reported.id && t.category.id === parent.category.id && t !== parent);
    return known ? { kind: 'case', testCaseId: reported.id } : `A result names test case ${reported.id}, which is not a test of this category; it was ignored.`;
  }
  const name = testName(reported.name ?? '');
  if (sameCategory) {
    const generated = parent.generated.find((g) => g.description === name);
    if (generated) return { kind: 'case', testCaseId: generated.id };
  }
  const planned = plan.tests.find((t) => t !== parent && t.testCase.description === name && (sameCategory ? t.category.id === parent.category.id : t.category.name === categoryName));
  if (planned) return { kind: 'case', testCaseId: planned.testCase.id };
  return { kind: 'generated', parentId: parent.testCase.id, categoryName: sameCategory ? null : categoryName, name };
}

function targetKey(target: ResultTarget): string {
  return target.kind === 'case' ? `case:${target.testCaseId}` : `generated:${target.categoryName ?? ''}:${target.name}`;
}

export function resultsOfReportedTests(parent: PlannedTest, plan: RunPlan, reported: ReportedTest[], outcome: ReportOutcome): PlannedResult[] {
  const results: PlannedResult[] = [];
  const notes: string[] = [];
  const seen = new Set<string>();
  const failedNames: string[] = [];
  let passedCount = 0;
  for (const entry of reported) {
    let target = resolveTarget(parent, plan, entry);
    if (typeof target === 'string') {
      notes.push(target);
      continue;
    }
    if (seen.has(targetKey(target)) && target.kind === 'generated') {
      const base = target.name;
      for (let copy = 2; seen.has(targetKey(target)); copy += 1) target = { ...target, name: testName(`${base.slice(0, 42)} (${copy})`) };
    }
    if (seen.has(targetKey(target))) {
      notes.push(`A second result for the same test case was ignored (${entry.name ?? entry.id}).`);
      continue;
    }
    seen.add(targetKey(target));
    results.push(resultFor(target, { passed: entry.passed, logs: entry.logs, isError: entry.isError, score: entry.score, durationMs: entry.durationMs }));
    if (entry.passed) passedCount += 1;
    else failedNames.push(target.kind === 'generated' ? target.name : testName(entry.name ?? String(entry.id)));
  }
  for (const earlier of parent.generated) {
    if (seen.has(`case:${earlier.id}`)) continue;
    results.push(resultFor({ kind: 'case', testCaseId: earlier.id }, { passed: false, isError: !outcome.complete, logs: outcome.complete ? 'This test did not report a result in this run.' : outcome.missingReason }));
    failedNames.push(earlier.description);
  }
  const total = results.length;
  const summary = total === 0 ? 'No tests reported a result.' : `${passedCount} of ${total} tests passed.`;
  const failedList = failedNames.length > 0 ? `Failed:\n${failedNames.map((name) => `  ${name}`).join('\n')}` : '';
  const parentPassed = outcome.complete && !outcome.isError && total > 0 && passedCount === total && notes.length === 0;
  results.unshift(
    caseResult(parent, {
      passed: parentPassed,
      isError: outcome.isError,
      logs: joinSections([summary, failedList, notes.join('\n'), outcome.preamble]),
      durationMs: outcome.durationMs,
    }),
  );
  return results;
}
