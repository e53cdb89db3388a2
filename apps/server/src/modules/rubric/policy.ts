import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { forbidden, notFound } from '../../http/errors';
import { assertMemberSees, isCourseStaff, loadAssignmentForMember, type AssignmentAccess } from '../assignments/policy';
import { assertCourseWritable } from '../courses/policy';
import { findCategory, findComment, type RubricCategoryRow, type RubricCommentRow } from './queries';

// A rubric belongs to an assignment. Its staff read it (students get 403: the rubric is grading material);
// admins change it, and so do graders when the course allows graders to edit the rubric.

export async function loadAssignmentForRubricReader(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentForMember(db, assignmentId, user);
  assertRubricReader(access);
  return access;
}

/** Who reads a rubric read together with its assignment's access (rubric-tree.ts): as loadAssignmentForRubricReader. */
export function rubricReaderAccess(access: AssignmentAccess): AssignmentAccess {
  assertMemberSees(access);
  assertRubricReader(access);
  return access;
}

function assertRubricReader(access: AssignmentAccess): void {
  if (!isCourseStaff(access.course)) throw forbidden();
}

/** Writes: admins, or graders of a course with allowGradersToEditRubric; never in an archived course. */
export async function loadAssignmentForRubricWriter(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentAccess> {
  const access = await loadAssignmentForRubricReader(db, assignmentId, user);
  if (!access.course.isAdmin && !access.course.course.allowGradersToEditRubric) throw forbidden();
  assertCourseWritable(access.course.course);
  return access;
}

type AssignmentLoader = (db: Executor, assignmentId: number, user: AuthUser) => Promise<AssignmentAccess>;

async function loadCategoryWith(load: AssignmentLoader, db: Executor, categoryId: number, user: AuthUser) {
  const category = await findCategory(db, categoryId);
  if (!category) throw notFound();
  return { category, ...(await load(db, category.assignmentId, user)) };
}

async function loadCommentWith(load: AssignmentLoader, db: Executor, commentId: number, user: AuthUser) {
  const comment = await findComment(db, commentId);
  if (!comment) throw notFound();
  return { comment, ...(await load(db, comment.assignmentId, user)) };
}

export type CategoryAccess = AssignmentAccess & { category: RubricCategoryRow };
export type CommentAccess = AssignmentAccess & { comment: RubricCommentRow };

export const loadCategoryForReader = (db: Executor, id: number, user: AuthUser): Promise<CategoryAccess> =>
  loadCategoryWith(loadAssignmentForRubricReader, db, id, user);
export const loadCategoryForWriter = (db: Executor, id: number, user: AuthUser): Promise<CategoryAccess> =>
  loadCategoryWith(loadAssignmentForRubricWriter, db, id, user);
export const loadCommentForReader = (db: Executor, id: number, user: AuthUser): Promise<CommentAccess> =>
  loadCommentWith(loadAssignmentForRubricReader, db, id, user);
export const loadCommentForWriter = (db: Executor, id: number, user: AuthUser): Promise<CommentAccess> =>
  loadCommentWith(loadAssignmentForRubricWriter, db, id, user);
