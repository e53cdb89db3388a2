import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestCaseUpdate, TestCategoryUpdate } from '@marginalia/contracts';
import { assignmentQueryKeys } from '../../../../../api/assignments';
import {
  createTestCase,
  createTestCategory,
  deleteTestCase,
  deleteTestCategory,
  fetchTestSuite,
  testSuiteQueryKey,
  updateTestCase,
  updateTestCategory,
} from '../../../../../api/testSuite';

export function useTestSuite(assignmentId: number) {
  return useQuery({ queryKey: testSuiteQueryKey(assignmentId), queryFn: () => fetchTestSuite(assignmentId) });
}

/** A new test case: its category and kind, and whichever fields the form sends. */
export type TestCaseDraft = TestCaseUpdate & Required<Pick<TestCaseUpdate, 'testCategory' | 'type'>>;

/**
 * Every change to an assignment's tests. The suite is read again after each write, because the assignment and
 * the categories list the ids of what they hold. Form writes are quiet: their forms show the server's messages.
 */
export function useTestSuiteActions(assignmentId: number, courseId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: testSuiteQueryKey(assignmentId) });
  // The assignment lists its categories' ids, and a test (or its absence) decides whether runs can start.
  const assignmentChanged = () =>
    Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: assignmentQueryKeys.ofCourse(courseId) })]);
  const quiet = { quiet: true };

  const createCategory = useMutation({
    mutationFn: (fields: { name: string; sortKey: number }) => createTestCategory({ assignment: assignmentId, ...fields }, quiet),
    onSuccess: assignmentChanged,
  });
  const renameCategory = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TestCategoryUpdate }) => updateTestCategory(id, changes, quiet),
    onSuccess: refresh,
  });
  const removeCategory = useMutation({ mutationFn: (id: number) => deleteTestCategory(id), onSuccess: assignmentChanged });
  const createCase = useMutation({ mutationFn: (draft: TestCaseDraft) => createTestCase(draft, quiet), onSuccess: refresh });
  const updateCase = useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: TestCaseUpdate }) => updateTestCase(id, changes, quiet),
    onSuccess: refresh,
  });
  const removeCase = useMutation({ mutationFn: (id: number) => deleteTestCase(id), onSuccess: refresh });

  return { createCategory, renameCategory, removeCategory, createCase, updateCase, removeCase };
}

export type TestSuiteActions = ReturnType<typeof useTestSuiteActions>;
