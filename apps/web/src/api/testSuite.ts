import { Assignment, TestCase, TestCategory, type TestCaseCreate, type TestCaseUpdate, type TestCategoryCreate, type TestCategoryUpdate } from '@marginalia/contracts';
import type { CallOptions } from './expectStatus';
import { bulkRead, createResource, deleteResource, readResource, updateResource } from './resources';

// An assignment's test categories and test cases (`/testCategories/`, `/testCases/` of docs/API.md). There is no
// list route: the assignment names its categories' ids, and each category its cases' ids.

export interface TestSuiteCategory extends TestCategory {
  /** The category's cases, in sortKey, id order. */
  cases: TestCase[];
}

export function testSuiteQueryKey(assignmentId: number): readonly ['testSuite', number] {
  return ['testSuite', assignmentId] as const;
}

const bySortKey = <T extends { sortKey: number; id: number }>(a: T, b: T) => a.sortKey - b.sortKey || a.id - b.id;

/** The assignment's categories in order, each with its cases in order; any deleted meanwhile are left out. */
export async function fetchTestSuite(assignmentId: number): Promise<TestSuiteCategory[]> {
  const assignment = await readResource('assignments', assignmentId, Assignment);
  const categories = await bulkRead('testCategories', assignment.testCategories, TestCategory);
  const cases = await bulkRead('testCases', categories.flatMap((category) => category.testCases), TestCase);
  return categories.sort(bySortKey).map((category) => ({
    ...category,
    cases: cases.filter((testCase) => testCase.testCategory === category.id).sort(bySortKey),
  }));
}

export function createTestCategory(category: TestCategoryCreate, options?: CallOptions): Promise<TestCategory> {
  return createResource('testCategories', category, TestCategory, options);
}

export function updateTestCategory(categoryId: number, changes: TestCategoryUpdate, options?: CallOptions): Promise<TestCategory> {
  return updateResource('testCategories', categoryId, changes, TestCategory, options);
}

/** DELETE /testCategories/{id}/ — its test cases and their results go with it. */
export function deleteTestCategory(categoryId: number, options?: CallOptions): Promise<void> {
  return deleteResource('testCategories', categoryId, options);
}

export function createTestCase(testCase: TestCaseCreate, options?: CallOptions): Promise<TestCase> {
  return createResource('testCases', testCase, TestCase, options);
}

export function updateTestCase(testCaseId: number, changes: TestCaseUpdate, options?: CallOptions): Promise<TestCase> {
  return updateResource('testCases', testCaseId, changes, TestCase, options);
}

export function deleteTestCase(testCaseId: number, options?: CallOptions): Promise<void> {
  return deleteResource('testCases', testCaseId, options);
}
