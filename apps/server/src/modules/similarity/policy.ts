import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { loadAssignmentForStaff, type AssignmentAccess } from '../assignments/policy';
import { assertCourseWritable, type CourseAccess } from '../courses/policy';
import { isCourseStaff, readsCourseSubmissions } from '../submissions/policy';
import {
  findCheck,
  findPair,
  selectEarlierAssignments,
  selectRolesIn,
  selectSubmissionAssignments,
  type SimilarityCheckRow,
  type SimilarityPairRow,
} from './queries';

// Who may check an assignment for copied code: its course's admins and super graders, as for running the whole
// assignment's tests (autograder/runs/policy.ts). Other staff and students 403, outsiders 404. Starting, updating
// and reviewing are writes: an archived course takes none (400); its checks stay readable.
//
// A check may hold submissions of other courses (earlier offerings). Who may see each side of a pair is decided
// when it is read, never when the check was made: the caller sees a side's students and code only while they may
// read submissions of that side's course (docs/SIMILARITY.md, "Reading across courses").

export function mayCheckSimilarity(course: CourseAccess): boolean {
  return course.isAdmin || course.roles.includes('superGrader');
}

export async function loadAssignmentForSimilarity(db: Executor, assignmentId: number, user: AuthUser, write = false): Promise<AssignmentAccess> {
  const access = await loadAssignmentForStaff(db, assignmentId, user);
  if (!mayCheckSimilarity(access.course)) throw forbidden();
  if (write) assertCourseWritable(access.course.course);
  return access;
}

export type CheckAccess = AssignmentAccess & {
  check: SimilarityCheckRow;
  /** The check's assignments (its own and its earlier offerings) whose submissions the caller may read now. */
  readable: ReadonlySet<number>;
  /** Whether the caller may read every assignment of the check. */
  readsAll: boolean;
};

/** Of the check's assignments, those in courses where the caller may read submissions at this moment. */
async function readableAssignments(db: Executor, access: AssignmentAccess, checkId: number, user: AuthUser) {
  const earlier = await selectEarlierAssignments(db, [checkId]);
  const roles = await selectRolesIn(db, user.id, [...new Set(earlier.map((row) => row.courseId))]);
  const readable = new Set<number>();
  if (isCourseStaff(access.course)) readable.add(access.assignment.id);
  for (const row of earlier) if (readsCourseSubmissions(roles.get(row.courseId) ?? [])) readable.add(row.assignmentId);
  return { readable, readsAll: readable.size === earlier.length + 1 };
}

export async function loadCheckForSimilarity(db: Executor, checkId: number, user: AuthUser, write = false): Promise<CheckAccess> {
  const check = await findCheck(db, checkId);
  if (!check) throw notFound();
  const access = await loadAssignmentForSimilarity(db, check.assignmentId, user, write);
  return { check, ...access, ...(await readableAssignments(db, access, check.id, user)) };
}

export type PairAccess = CheckAccess & {
  pair: SimilarityPairRow;
  /** Whether the caller may read each side now ([a, b]). */
  sidesReadable: [boolean, boolean];
};

/** A pair of a check the caller may read; a pair neither of whose sides they may read does not exist for them (404). */
export async function loadPairForSimilarity(db: Executor, pairId: number, user: AuthUser, write = false): Promise<PairAccess> {
  const pair = await findPair(db, pairId);
  if (!pair) throw notFound();
  const access = await loadCheckForSimilarity(db, pair.checkId, user, write);
  const assignmentOf = await selectSubmissionAssignments(db, [pair.submissionA, pair.submissionB]);
  const sidesReadable = [pair.submissionA, pair.submissionB].map((id) => access.readable.has(assignmentOf.get(id) ?? -1)) as [boolean, boolean];
  if (!sidesReadable[0] && !sidesReadable[1]) throw notFound();
  return { ...access, pair, sidesReadable };
}

/** The pair filter that keeps what the caller may see: pairs with at least one side they may read. */
export function visiblePairsFilter(access: Pick<CheckAccess, 'readable' | 'readsAll'>): { withSideIn?: number[] } {
  return access.readsAll ? {} : { withSideIn: [...access.readable] };
}
