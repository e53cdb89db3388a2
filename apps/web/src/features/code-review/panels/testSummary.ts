import { testResultPoints, type SubmissionTest, type TestCase, type TestCategory } from '@marginalia/contracts';
import { latestResults } from '../model/gradeBreakdown';

// What the tests panel shows: each category (sortKey) with its test cases (sortKey) and the newest result of each;
// only the newest result counts, as in the grade.

export type TestOutcome = 'passed' | 'failed' | 'error' | 'notRun';

export interface TestRow {
  testCase: TestCase;
  result: SubmissionTest | null;
  outcome: TestOutcome;
  /** pointsPass when passed, pointsFail otherwise; 0 when it has not run. */
  earned: number;
}

export interface TestGroup {
  category: TestCategory;
  rows: TestRow[];
  passed: number;
  earned: number;
}

export interface TestSummary {
  groups: TestGroup[];
  passed: number;
  total: number;
  earned: number;
  /** At least one result exists. */
  hasResults: boolean;
}

const bySortKey = <T extends { sortKey: number; id: number }>(a: T, b: T) => a.sortKey - b.sortKey || a.id - b.id;

function outcomeOf(result: SubmissionTest | null): TestOutcome {
  if (!result) return 'notRun';
  if (result.isError) return 'error';
  return result.passed ? 'passed' : 'failed';
}

export function summarizeTests(categories: TestCategory[], testCases: TestCase[], results: SubmissionTest[]): TestSummary {
  const latest = latestResults(results);
  const groups = [...categories].sort(bySortKey).map((category): TestGroup => {
    const rows = testCases
      .filter((testCase) => testCase.testCategory === category.id)
      .sort(bySortKey)
      .map((testCase): TestRow => {
        const result = latest.get(testCase.id) ?? null;
        const earned = result === null ? 0 : testResultPoints({ ...testCase, passed: result.passed, score: result.score });
        return { testCase, result, outcome: outcomeOf(result), earned };
      });
    return {
      category,
      rows,
      passed: rows.filter((row) => row.outcome === 'passed').length,
      earned: rows.reduce((sum, row) => sum + row.earned, 0),
    };
  });
  return {
    groups,
    passed: groups.reduce((sum, group) => sum + group.passed, 0),
    total: groups.reduce((sum, group) => sum + group.rows.length, 0),
    earned: groups.reduce((sum, group) => sum + group.earned, 0),
    hasResults: groups.some((group) => group.rows.some((row) => row.result !== null)),
  };
}

/** Test points earned, as a student reads them: "+2", "-1", "0". */
export function earnedLabel(points: number): string {
  const tidy = Math.round(points * 1e6) / 1e6;
  return tidy > 0 ? `+${tidy}` : String(tidy);
}
