import {
  RUBRIC_MESSAGES,
  SECTION_MESSAGES,
  type RubricCategory,
  type RubricCategoryCreate,
  type RubricCategoryUpdate,
  type RubricComment,
  type RubricCommentCreate,
  type RubricCommentUpdate,
  type GradeImpact,
  type RubricCommentImpactRequest,
} from '@marginalia/contracts';
import { asInvalidPk } from '../../http/invalid-pk';
import { isUniqueViolation, type Database, type Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { fieldErrors, notFound } from '../../http/errors';
import { selectSubmissionsUsingCategory, selectSubmissionsUsingRubricComments } from '../grades/queries';
import { findAssignment } from '../assignments/queries';
import { recomputeGrades } from '../grades/recompute';
import { measureGradeImpact } from '../grades/impact';
import { assertGradeChangesAgreed, previewGradeImpact, type GradeChangeConsent } from './grade-confirmation';
import { recordEvent } from '../audit/record';
import { nameBaseFromText, uniqueName } from './comment-names';
import { categoryEvent, commentEvent } from './events';
import {
  loadAssignmentForRubricWriter,
  loadCategoryForReader,
  loadCategoryForWriter,
  loadCommentForReader,
  loadCommentForWriter,
} from './policy';
import {
  deleteCategory,
  deleteComment,
  findCategory,
  insertCategory,
  insertComment,
  selectCategory,
  selectComment,
  selectCommentNames,
  updateCategoryRow,
  updateCommentRow,
} from './queries';

async function presentCategory(db: Executor, categoryId: number): Promise<RubricCategory> {
  const category = await selectCategory(db, categoryId);
  if (!category) throw notFound();
  return category;
}

async function presentComment(db: Executor, commentId: number): Promise<RubricComment> {
  const comment = await selectComment(db, commentId);
  if (!comment) throw notFound();
  return comment;
}

export async function getCategory(db: Executor, categoryId: number, user: AuthUser): Promise<RubricCategory> {
  await loadCategoryForReader(db, categoryId, user);
  return presentCategory(db, categoryId);
}

export async function createCategory(db: Database, user: AuthUser, input: RubricCategoryCreate): Promise<RubricCategory> {
  const { assignment: assignmentId, peer = false, ...fields } = input;
  const access = await asInvalidPk('assignment', assignmentId, () => loadAssignmentForRubricWriter(db, assignmentId, user));
  const created = await db.transaction(async (tx) => {
    const row = await insertCategory(tx, { ...fields, peer, assignmentId });
    await recordEvent(tx, user, categoryEvent('rubric_category.created', access, row.id, { name: row.name, ...(peer ? { peer } : {}) }));
    return row;
  });
  return presentCategory(db, created.id);
}

/** PATCH: `assignment` cannot change (the contract drops it), nor `peer`: the same value is accepted, another is a 400. */
export async function updateCategory(db: Database, categoryId: number, user: AuthUser, input: RubricCategoryUpdate): Promise<RubricCategory> {
  const access = await loadCategoryForWriter(db, categoryId, user);
  const { peer, ...fields } = input;
  if (peer !== undefined && peer !== access.category.peer) throw fieldErrors({ peer: [RUBRIC_MESSAGES.peerFixed] });
  return db.transaction(async (tx) => {
    await updateCategoryRow(tx, categoryId, fields);
    // A new pointLimit or atMostOnce changes the grade of every submission that uses one of its comments.
    await recomputeGrades(tx, await selectSubmissionsUsingCategory(tx, categoryId), { cause: 'rubric', actorId: user.id });
    await recordEvent(tx, user, categoryEvent('rubric_category.updated', access, categoryId, { fields: Object.keys(input) }));
    return presentCategory(tx, categoryId);
  });
}

export async function removeCategory(db: Database, categoryId: number, user: AuthUser): Promise<void> {
  const access = await loadCategoryForWriter(db, categoryId, user);
  await db.transaction(async (tx) => {
    // Found before the delete: afterwards the comments that used the category are no longer linked to it.
    const affected = await selectSubmissionsUsingCategory(tx, categoryId);
    if (!(await deleteCategory(tx, categoryId))) throw notFound();
    await recomputeGrades(tx, affected, { cause: 'rubric', actorId: user.id });
    await recordEvent(tx, user, categoryEvent('rubric_category.deleted', access, categoryId, { name: access.category.name }));
  });
}

const duplicateName = () => fieldErrors({ name: [RUBRIC_MESSAGES.duplicateCommentName] });

/**
 * Runs a write that stores a comment name. A name the client chose must be free (400 otherwise); a generated
 * one is chosen among the free names inside the transaction, and chosen again if a concurrent write took it.
 */
async function withCommentName<T>(
  db: Database,
  assignmentId: number,
  request: { given?: string; fromText?: string; exceptId?: number },
  write: (tx: Executor, name: string | undefined) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        if (request.given === undefined && request.fromText === undefined) return write(tx, undefined);
        const taken = await selectCommentNames(tx, assignmentId);
        if (request.given !== undefined) {
          const current = request.exceptId === undefined ? undefined : await selectComment(tx, request.exceptId);
          if (taken.has(request.given) && current?.name !== request.given) throw duplicateName();
          return write(tx, request.given);
        }
        return write(tx, uniqueName(nameBaseFromText(request.fromText!), taken));
      });
    } catch (error) {
      if (!isUniqueViolation(error, 'rubric_comments_assignment_name_unique')) throw error;
      if (request.given !== undefined || attempt >= 3) throw duplicateName();
    }
  }
}

export async function getComment(db: Executor, commentId: number, user: AuthUser): Promise<RubricComment> {
  await loadCommentForReader(db, commentId, user);
  return presentComment(db, commentId);
}

/** A new comment in a category; without a name, one is made from its text. */
export async function createComment(db: Database, user: AuthUser, input: RubricCommentCreate): Promise<RubricComment> {
  const { category: categoryId, name, ...fields } = input;
  const access = await asInvalidPk('category', categoryId, () => loadCategoryForWriter(db, categoryId, user));
  const { assignment } = access;
  const naming = name === undefined ? { fromText: fields.text ?? '' } : { given: name };
  const created = await withCommentName(db, assignment.id, naming, async (tx, chosen) => {
    const row = await insertComment(tx, { ...fields, name: chosen!, categoryId, assignmentId: assignment.id });
    await recordEvent(tx, user, commentEvent('rubric_comment.created', access, row.id, { category: categoryId }));
    return row;
  });
  return presentComment(db, created.id);
}

/**
 * PATCH: a comment may move to another category of its assignment; its name stays unique there. A change that
 * moves finalized grades needs the caller's consent (grade-confirmation.ts); the audit event keeps the counts.
 */
export async function updateComment(
  db: Database,
  commentId: number,
  user: AuthUser,
  input: RubricCommentUpdate,
  consent: GradeChangeConsent = {},
): Promise<RubricComment> {
  const access = await loadCommentForWriter(db, commentId, user);
  const { comment, assignment } = access;
  const { category: categoryId, name, ...fields } = input;
  if (categoryId !== undefined && categoryId !== comment.categoryId) {
    const target = await findCategory(db, categoryId);
    const unknown = fieldErrors({ category: [SECTION_MESSAGES.invalidPk(categoryId)] });
    if (!target) throw unknown;
    if (target.assignmentId !== comment.assignmentId) {
      // A category of another course does not exist for the caller: the same answer as an unknown id.
      const targetAssignment = await findAssignment(db, target.assignmentId);
      if (targetAssignment?.courseId !== assignment.courseId) throw unknown;
      throw fieldErrors({ category: [RUBRIC_MESSAGES.otherAssignmentCategory] });
    }
    const current = await findCategory(db, comment.categoryId);
    if (current && current.peer !== target.peer) throw fieldErrors({ category: [RUBRIC_MESSAGES.otherRubricCategory] });
  }
  await withCommentName(db, comment.assignmentId, { given: name, exceptId: commentId }, async (tx, chosen) => {
    // Its points or its category (with another limit) may have changed for every submission that uses it.
    const affected = await selectSubmissionsUsingRubricComments(tx, [commentId]);
    const { impact } = await measureGradeImpact(tx, affected, async () => {
      await updateCommentRow(tx, commentId, { ...fields, ...(chosen === undefined ? {} : { name: chosen }), ...(categoryId === undefined ? {} : { categoryId }) });
      await recomputeGrades(tx, affected, { cause: 'rubric', actorId: user.id });
    });
    assertGradeChangesAgreed(impact, user, consent);
    await recordEvent(tx, user, commentEvent('rubric_comment.updated', access, commentId, { fields: Object.keys(input), ...impactData(impact) }));
  });
  return presentComment(db, commentId);
}

/** The counts an audit event keeps when a rubric write moved finalized grades. */
function impactData(impact: GradeImpact): Record<string, number> {
  return impact.finalizedGrades === 0 ? {} : { ...impact };
}

export async function removeComment(db: Database, commentId: number, user: AuthUser, consent: GradeChangeConsent = {}): Promise<void> {
  const access = await loadCommentForWriter(db, commentId, user);
  await db.transaction(async (tx) => {
    // Found before the delete, which unlinks the comments that used it (they then count for nothing).
    const affected = await selectSubmissionsUsingRubricComments(tx, [commentId]);
    const { impact } = await measureGradeImpact(tx, affected, async () => {
      if (!(await deleteComment(tx, commentId))) throw notFound();
      await recomputeGrades(tx, affected, { cause: 'rubric', actorId: user.id });
    });
    assertGradeChangesAgreed(impact, user, consent);
    await recordEvent(tx, user, commentEvent('rubric_comment.deleted', access, commentId, { category: access.comment.categoryId, ...impactData(impact) }));
  });
}

/** What a PATCH (or the DELETE) of this rubric comment would do to finalized grades, without doing it. */
export async function rubricCommentGradeImpact(db: Database, commentId: number, user: AuthUser, request: RubricCommentImpactRequest): Promise<GradeImpact> {
  const dryRun = { dryRun: true };
  return previewGradeImpact(() => (request.delete ? removeComment(db, commentId, user, dryRun) : updateComment(db, commentId, user, request.change, dryRun)));
}
