import {
  AssignmentRubric,
  GradeImpact,
  RubricCategory,
  RubricComment,
  RubricTransfer,
  type RubricCategoryCreate,
  type RubricCategoryUpdate,
  type RubricCommentCreate,
  type RubricCommentImpactRequest,
  type RubricCommentUpdate,
} from '@marginalia/contracts';
import { sendExpecting, type CallOptions } from './expectStatus';
import { createResource, deleteResource, readNested, resourcePath, updateResource } from './resources';
import { checkShape } from './shape';

// The rubric calls of docs/API.md: the whole tree of an assignment, its categories and comments, and the
// JSON export/import used to copy a rubric between assignments.

export function rubricQueryKey(assignmentId: number): readonly ['rubric', number] {
  return ['rubric', assignmentId] as const;
}

/** `/assignments/{id}/rubric/`; the export and import paths are one level below it. */
function rubricPath(assignmentId: number): string {
  return resourcePath('assignments', assignmentId, 'rubric');
}

/** GET /assignments/{id}/rubric/ — categories in order, each with its comments in order. */
export function fetchRubric(assignmentId: number): Promise<AssignmentRubric> {
  return readNested('assignments', assignmentId, 'rubric', AssignmentRubric);
}

/** GET /assignments/{id}/rubric/export/ — the rubric as portable JSON, without ids. */
export async function exportRubric(assignmentId: number): Promise<RubricTransfer> {
  const path = `${rubricPath(assignmentId)}export/`;
  const response = await sendExpecting('GET', path, 200);
  return checkShape(RubricTransfer, response.body, `GET ${path}`);
}

/**
 * POST /assignments/{id}/rubric/import/ — into an assignment without a rubric; all or nothing. It creates
 * objects, so success is 201 (not the 200 of other actions), and the answer is the new rubric tree.
 */
export async function importRubric(assignmentId: number, rubric: unknown, options: CallOptions = {}): Promise<AssignmentRubric> {
  const path = `${rubricPath(assignmentId)}import/`;
  const response = await sendExpecting('POST', path, 201, { ...options, body: rubric });
  return checkShape(AssignmentRubric, response.body, `POST ${path}`);
}

export function createRubricCategory(category: RubricCategoryCreate, options?: CallOptions): Promise<RubricCategory> {
  return createResource('rubricCategories', category, RubricCategory, options);
}

export function updateRubricCategory(categoryId: number, changes: RubricCategoryUpdate, options?: CallOptions): Promise<RubricCategory> {
  return updateResource('rubricCategories', categoryId, changes, RubricCategory, options);
}

/** DELETE /rubricCategories/{id}/ — its comments go with it. */
export function deleteRubricCategory(categoryId: number, options?: CallOptions): Promise<void> {
  return deleteResource('rubricCategories', categoryId, options);
}

export function createRubricComment(comment: RubricCommentCreate, options?: CallOptions): Promise<RubricComment> {
  return createResource('rubricComments', comment, RubricComment, options);
}

/**
 * PATCH /rubricComments/{id}/ — `confirmedGrades` is the number of finalized grades the user agreed to change
 * (POST .../gradeImpact/ told it); the server answers 409 with the fresh count when it no longer matches.
 */
export function updateRubricComment(commentId: number, changes: RubricCommentUpdate, options: CallOptions & { confirmedGrades?: number } = {}): Promise<RubricComment> {
  const { confirmedGrades, ...call } = options;
  return updateResource('rubricComments', commentId, changes, RubricComment, { ...call, query: { confirmedGrades } });
}

/** DELETE /rubricComments/{id}/ — with `confirmedGrades` as for the PATCH. */
export function deleteRubricComment(commentId: number, options: CallOptions & { confirmedGrades?: number } = {}): Promise<void> {
  const { confirmedGrades, ...call } = options;
  return deleteResource('rubricComments', commentId, { ...call, query: { confirmedGrades } });
}

/** POST /rubricComments/{id}/gradeImpact/ — how many finalized and published grades a change would move (changes nothing). */
export async function fetchRubricCommentGradeImpact(commentId: number, request: Partial<RubricCommentImpactRequest>): Promise<GradeImpact> {
  const path = `${resourcePath('rubricComments', commentId)}gradeImpact/`;
  const response = await sendExpecting('POST', path, 200, { body: request });
  return checkShape(GradeImpact, response.body, `POST ${path}`);
}
