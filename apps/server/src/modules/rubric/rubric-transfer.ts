import { RUBRIC_MESSAGES, type AssignmentRubric, type RubricTransferParsed } from '@marginalia/contracts';
import type { Database, Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { badRequest, fieldErrors, notFound } from '../../http/errors';
import { recordEvent } from '../audit/record';
import { nameBaseFromText, uniqueName } from './comment-names';
import { loadAssignmentForRubricReader, loadAssignmentForRubricWriter } from './policy';
import { selectAssignmentCategories, selectCommentNames } from './queries';
import { getAssignmentRubric } from './rubric-tree';
import { hasRubric, insertCategories, insertComments, lockAssignment, selectCommentsForExport } from './transfer-queries';

// Copying a rubric between assignments: export it as JSON without ids, import it into an assignment that has
// none yet. An import is all or nothing (one transaction).

export async function exportRubric(db: Executor, assignmentId: number, user: AuthUser): Promise<RubricTransferParsed> {
  await loadAssignmentForRubricReader(db, assignmentId, user);
  const [categories, comments] = await Promise.all([selectAssignmentCategories(db, assignmentId), selectCommentsForExport(db, assignmentId)]);
  return {
    rubricCategories: categories.map(({ name, pointLimit, sortKey, helpText, atMostOnce, id }) => ({
      name,
      pointLimit,
      sortKey,
      helpText,
      atMostOnce,
      rubricComments: comments.filter((comment) => comment.categoryId === id).map(({ categoryId: _categoryId, ...comment }) => comment),
    })),
  };
}

/**
 * Every comment's name: given names must not repeat nor take one of `existing` (the peer rubric's: names are unique
 * in the assignment across both rubrics); absent ones are made from the text, unique among all.
 */
function nameComments(rubric: RubricTransferParsed, existing: ReadonlySet<string>): string[][] {
  const given = rubric.rubricCategories.flatMap((category) => category.rubricComments.flatMap((comment) => (comment.name === undefined ? [] : [comment.name])));
  const taken = new Set<string>();
  const repeated = new Set<string>();
  for (const name of given) (taken.has(name) ? repeated : taken).add(name);
  if (repeated.size > 0) throw fieldErrors({ rubricCategories: [...repeated].map(RUBRIC_MESSAGES.duplicateNamesInImport) });
  const clashing = given.filter((name) => existing.has(name));
  if (clashing.length > 0) throw fieldErrors({ rubricCategories: clashing.map(RUBRIC_MESSAGES.nameTakenInAssignment) });
  for (const name of existing) taken.add(name);
  return rubric.rubricCategories.map((category) =>
    category.rubricComments.map((comment) => {
      if (comment.name !== undefined) return comment.name;
      const name = uniqueName(nameBaseFromText(comment.text ?? ''), taken);
      taken.add(name);
      return name;
    }),
  );
}

export async function importRubric(db: Database, assignmentId: number, user: AuthUser, rubric: RubricTransferParsed): Promise<AssignmentRubric> {
  const { assignment } = await loadAssignmentForRubricWriter(db, assignmentId, user);
  await db.transaction(async (tx) => {
    if (!(await lockAssignment(tx, assignmentId))) throw notFound();
    if (await hasRubric(tx, assignmentId)) throw badRequest(RUBRIC_MESSAGES.rubricNotEmpty);
    const names = nameComments(rubric, await selectCommentNames(tx, assignmentId));
    const categoryIds = await insertCategories(
      tx,
      rubric.rubricCategories.map(({ rubricComments: _comments, ...category }) => ({ ...category, assignmentId })),
    );
    await insertComments(
      tx,
      rubric.rubricCategories.flatMap((category, c) =>
        category.rubricComments.map((comment, i) => ({ ...comment, name: names[c]![i]!, categoryId: categoryIds[c]!, assignmentId })),
      ),
    );
    // One event for the whole import, with its counts.
    await recordEvent(tx, user, {
      type: 'rubric.imported',
      courseId: assignment.courseId,
      object: { type: 'assignment', id: assignmentId },
      data: { categories: categoryIds.length, comments: names.flat().length },
    });
  });
  return getAssignmentRubric(db, assignmentId, user);
}
