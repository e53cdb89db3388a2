import type { TestCase, TestCategory, TestRunResult } from '@marginalia/contracts';

// A run's results in the assignment's order. Each result names its test and category as they are now; the order
// comes from the test setup when the reader has it (staff), else from the results' ids. A test or category
// deleted since the run is named by its id.

export interface TestNames {
  categories: readonly TestCategory[];
  testCases: readonly TestCase[];
}

export const NO_NAMES: TestNames = { categories: [], testCases: [] };

export interface ResultGroup {
  categoryId: number;
  name: string;
  results: { result: TestRunResult; testCase: TestCase | undefined; name: string }[];
  passed: number;
}

const bySortKey = (a: { sortKey: number; id: number } | undefined, b: { sortKey: number; id: number } | undefined, idA: number, idB: number) =>
  (a?.sortKey ?? Number.MAX_SAFE_INTEGER) - (b?.sortKey ?? Number.MAX_SAFE_INTEGER) || idA - idB;

/**
 * The results by category, both in the assignment's order (sortKey, then id); with `keepOrder` (an autograder's
 * or the API's results, whose order is theirs) categories come as they first appear and results as sent.
 */
export function groupResults(results: readonly TestRunResult[], names: TestNames, keepOrder = false): ResultGroup[] {
  const categories = new Map(names.categories.map((category) => [category.id, category]));
  const cases = new Map(names.testCases.map((testCase) => [testCase.id, testCase]));
  const groups = new Map<number, ResultGroup>();
  for (const result of results) {
    let group = groups.get(result.testCategory);
    if (!group) {
      const name = result.categoryName || categories.get(result.testCategory)?.name || `Category ${result.testCategory}`;
      group = { categoryId: result.testCategory, name, results: [], passed: 0 };
      groups.set(result.testCategory, group);
    }
    const testCase = cases.get(result.testCase);
    group.results.push({ result, testCase, name: result.description || testCase?.description || `Test ${result.testCase}` });
    if (result.passed && !result.isError) group.passed += 1;
  }
  if (keepOrder) return [...groups.values()];
  const ordered = [...groups.values()].sort((a, b) => bySortKey(categories.get(a.categoryId), categories.get(b.categoryId), a.categoryId, b.categoryId));
  for (const group of ordered) {
    group.results.sort((a, b) => bySortKey(a.testCase, b.testCase, a.result.testCase, b.result.testCase));
  }
  return ordered;
}
