import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { isCourseStaff, loadAssignmentForMember, type AssignmentAccess } from '../assignments/policy';
import { assertCourseWritable } from '../courses/policy';
import { findCategory, findTestCase, type TestCaseRow, type TestCategoryRow } from './queries';

// Test categories and cases describe how an assignment is tested. Its staff read them (students get 403: the
// test setup is grading material); only its admins change them, never in an archived course.

export async function loadAssignmentForTestReader(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentForMember(db, assignmentId, user);
  if (!isCourseStaff(access.course)) throw forbidden();
  return access;
}

export async function loadAssignmentForTestWriter(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentForTestReader(db, assignmentId, user);
  if (!access.course.isAdmin) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

type AssignmentLoader = (db: Executor, assignmentId: number, user: AuthUser) => Promise<AssignmentAccess>;
export type TestCategoryAccess = AssignmentAccess & { category: TestCategoryRow };
export type TestCaseAccess = AssignmentAccess & { testCase: TestCaseRow };

async function loadCategoryWith(load: AssignmentLoader, db: Executor, categoryId: number, user: AuthUser): Promise<TestCategoryAccess> {
  const category = await findCategory(db, categoryId);
  if (!category) throw notFound();
  return { category, ...(await load(db, category.assignmentId, user)) };
}

async function loadTestCaseWith(load: AssignmentLoader, db: Executor, testCaseId: number, user: AuthUser): Promise<TestCaseAccess> {
  const testCase = await findTestCase(db, testCaseId);
  if (!testCase) throw notFound();
  return { testCase, ...(await load(db, testCase.assignmentId, user)) };
}

export const loadCategoryForReader = (db: Executor, id: number, user: AuthUser) => loadCategoryWith(loadAssignmentForTestReader, db, id, user);
export const loadCategoryForWriter = (db: Executor, id: number, user: AuthUser) => loadCategoryWith(loadAssignmentForTestWriter, db, id, user);
export const loadTestCaseForReader = (db: Executor, id: number, user: AuthUser) => loadTestCaseWith(loadAssignmentForTestReader, db, id, user);
export const loadTestCaseForWriter = (db: Executor, id: number, user: AuthUser) => loadTestCaseWith(loadAssignmentForTestWriter, db, id, user);
