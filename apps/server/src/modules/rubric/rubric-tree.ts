import type { AssignmentRubric, RubricComment } from '@marginalia/contracts';
import type { Executor } from '@marginalia/db';
import type { AuthUser } from '../../http/auth-user';
import { loadAssignmentForRubricReader } from './policy';
import { selectAssignmentCategories, selectAssignmentComments } from './queries';

// GET /assignments/{id}/rubric/: the whole rubric at once, as the grading view shows it, in two queries.

export async function getAssignmentRubric(db: Executor, assignmentId: number, user: AuthUser): Promise<AssignmentRubric> {
  await loadAssignmentForRubricReader(db, assignmentId, user);
  const [categories, comments] = await Promise.all([selectAssignmentCategories(db, assignmentId), selectAssignmentComments(db, assignmentId)]);
  const byCategory = new Map<number, RubricComment[]>();
  for (const comment of comments) {
    const list = byCategory.get(comment.category);
    if (list) list.push(comment);
    else byCategory.set(comment.category, [comment]);
  }
  return {
    assignment: assignmentId,
    rubricCategories: categories.map((category) => ({ ...category, rubricComments: byCategory.get(category.id) ?? [] })),
  };
}
