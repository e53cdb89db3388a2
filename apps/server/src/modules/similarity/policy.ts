import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { loadAssignmentForStaff, type AssignmentAccess } from '../assignments/policy';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { findCheck, findPair, type SimilarityCheckRow, type SimilarityPairRow } from './queries';

// Who may check an assignment for copied code: its course's admins and super graders, as for running the whole
// assignment's tests (autograder/runs/policy.ts). Other staff and students 403, outsiders 404. Starting, updating
// and reviewing are writes: an archived course takes none (400); its checks stay readable.

export function mayCheckSimilarity(course: CourseAccess): boolean {
  return course.isAdmin || course.roles.includes('superGrader');
}

export async function loadAssignmentForSimilarity(db: Executor, assignmentId: number, user: AuthUser, write = false): Promise<AssignmentAccess> {
  const access = await loadAssignmentForStaff(db, assignmentId, user);
  if (!mayCheckSimilarity(access.course)) throw forbidden();
  if (write) assertCourseWritable(access.course.course);
  return access;
}

export type CheckAccess = AssignmentAccess & { check: SimilarityCheckRow };

export async function loadCheckForSimilarity(db: Executor, checkId: number, user: AuthUser, write = false): Promise<CheckAccess> {
  const check = await findCheck(db, checkId);
  if (!check) throw notFound();
  return { check, ...(await loadAssignmentForSimilarity(db, check.assignmentId, user, write)) };
}

export type PairAccess = CheckAccess & { pair: SimilarityPairRow };

export async function loadPairForSimilarity(db: Executor, pairId: number, user: AuthUser, write = false): Promise<PairAccess> {
  const pair = await findPair(db, pairId);
  if (!pair) throw notFound();
  return { pair, ...(await loadCheckForSimilarity(db, pair.checkId, user, write)) };
}
