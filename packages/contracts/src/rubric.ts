import { z } from 'zod';
import { LIMITS } from './constants';
import { boundedName, Id } from './primitives';
import { SortKey } from './assignments';

// Rubrics of docs/API.md (`/rubricCategories/`, `/rubricComments/`): an assignment's categories of fixed comments.

const LongText = z.string().max(20_000);
/** A point limit caps a category's deductions (positive) or bonuses (negative); null leaves it uncapped. */
const PointLimit = z.number().int().min(-1_000_000).max(1_000_000).nullable();
/** Positive = deduction, as for free comments. */
export const PointDelta = z.number().min(-1_000_000).max(1_000_000);
export const RUBRIC_COMMENT_NAME_MAX = 200;

const RubricCategoryName = boundedName(LIMITS.rubricCategoryName);

const RubricCategoryFields = {
  name: RubricCategoryName,
  pointLimit: PointLimit,
  sortKey: SortKey,
  helpText: LongText,
  atMostOnce: z.boolean(),
};

export const RubricCategory = z.object({
  id: Id,
  assignment: Id,
  ...RubricCategoryFields,
  name: z.string(),
  /** The category is the peer rubric's (docs/PEER-REVIEW.md, "The peer rubric"); set at creation, never changed. */
  peer: z.boolean(),
  rubricComments: z.array(Id),
});
export type RubricCategory = z.infer<typeof RubricCategory>;

export const RubricCategoryCreate = z.object({
  assignment: Id,
  ...z.object(RubricCategoryFields).partial().shape,
  name: RubricCategoryName,
  /** Default false: the assignment's own rubric. */
  peer: z.boolean().optional(),
});
export type RubricCategoryCreate = z.infer<typeof RubricCategoryCreate>;

/** PATCH: `assignment` cannot change, nor `peer` (a 400 when it differs: the category stays in its rubric). */
export const RubricCategoryUpdate = z.object({ ...RubricCategoryFields, peer: z.boolean() }).partial();
export type RubricCategoryUpdate = z.infer<typeof RubricCategoryUpdate>;

const RubricCommentFields = {
  text: LongText,
  pointDelta: PointDelta,
  sortKey: SortKey,
  explanation: LongText,
  instructionText: LongText,
  templateTextOn: z.boolean(),
  name: z.string().trim().min(1, 'This field may not be blank.').max(RUBRIC_COMMENT_NAME_MAX),
};

export const RubricComment = z.object({
  id: Id,
  category: Id,
  ...RubricCommentFields,
  pointDelta: z.number(),
  name: z.string(),
});
export type RubricComment = z.infer<typeof RubricComment>;

/** POST: pointDelta is required; a missing name is generated from the text (unique within the assignment). */
export const RubricCommentCreate = z.object({
  category: Id,
  pointDelta: PointDelta,
  ...z.object(RubricCommentFields).omit({ pointDelta: true }).partial().shape,
});
export type RubricCommentCreate = z.infer<typeof RubricCommentCreate>;

/** PATCH: a comment may move to another category of the same assignment. */
export const RubricCommentUpdate = z.object({ category: Id, ...RubricCommentFields }).partial();
export type RubricCommentUpdate = z.infer<typeof RubricCommentUpdate>;

export const RUBRIC_MESSAGES = {
  duplicateCommentName: 'A rubric comment with this name already exists in this assignment.',
  otherAssignmentCategory: 'The category must belong to the same assignment.',
  otherRubricCategory: 'The category must belong to the same rubric (the assignment’s or the peer rubric).',
  peerFixed: 'A category cannot move between the assignment’s rubric and the peer rubric.',
  rubricNotEmpty: 'The assignment already has a rubric; delete it before importing one.',
  duplicateNamesInImport: (name: string) => `The rubric comment name "${name}" is used more than once.`,
  nameTakenInAssignment: (name: string) => `The rubric comment name "${name}" is already used in this assignment (its peer rubric).`,
  /** 409 of a rubric write that would move finalized grades without the caller's confirmation of how many. */
  confirmGradeChanges: (grades: number) =>
    `This change moves ${plural(grades, 'grade')} of finalized work. Confirm it by sending confirmedGrades=${grades}.`,
} as const;

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/**
 * What a rubric write would do to grades already decided: finalized grades it changes, those among them that
 * students see now (published), and the students who will be e-mailed about their new grade.
 */
export const GradeImpact = z.object({
  finalizedGrades: z.number().int().min(0),
  publishedGrades: z.number().int().min(0),
  studentsEmailed: z.number().int().min(0),
});
export type GradeImpact = z.infer<typeof GradeImpact>;

/** The question the web app asks before a rubric write that moves finalized grades (e.g. "changes 3 published grades; 3 students will be e-mailed"). */
export function gradeImpactQuestion(impact: GradeImpact): string {
  const { finalizedGrades, publishedGrades, studentsEmailed } = impact;
  const mailed = studentsEmailed === 0 ? 'no student will be e-mailed' : `${plural(studentsEmailed, 'student')} will be e-mailed`;
  const parts = [`This changes ${plural(publishedGrades, 'published grade')}; ${mailed}.`];
  const unpublished = finalizedGrades - publishedGrades;
  if (unpublished > 0) parts.push(`It also changes ${plural(unpublished, 'finalized grade')} students have not seen yet.`);
  parts.push('Every change is kept in the grade history.');
  return parts.join(' ');
}

export const GRADE_IMPACT_TEXTS = {
  editTitle: 'Change grades that are already decided?',
  deleteTitle: 'Delete a rubric comment used on finalized work?',
  confirm: 'Change the grades',
  cancel: 'Keep the grades',
} as const;

/** POST /rubricComments/{id}/gradeImpact/: the change to weigh, as a PATCH would send it, or its deletion. */
export const RubricCommentImpactRequest = z.object({ change: RubricCommentUpdate.default({}), delete: z.boolean().default(false) });
export type RubricCommentImpactRequest = z.infer<typeof RubricCommentImpactRequest>;

/** Query of PATCH and DELETE /rubricComments/{id}/: how many finalized grades the caller agreed to change. */
export const RubricWriteConfirmation = z.object({ confirmedGrades: z.coerce.number().int().min(0).optional() });

/** GET /assignments/{id}/rubric/ — categories by sortKey then id, each with its comments in the same order. */
export const AssignmentRubric = z.object({
  assignment: Id,
  rubricCategories: z.array(RubricCategory.extend({ rubricComments: z.array(RubricComment) })),
});
export type AssignmentRubric = z.infer<typeof AssignmentRubric>;

/**
 * A rubric as portable JSON: GET /assignments/{id}/rubric/export/ gives it, POST /assignments/{id}/rubric/import/
 * takes it (into an assignment without a rubric). No ids: it is meant to be copied to another assignment.
 */
export const RubricTransferComment = z.object({
  ...z.object(RubricCommentFields).partial().shape,
  pointDelta: PointDelta,
});
export const RubricTransferCategory = z.object({
  ...z.object(RubricCategoryFields).partial().shape,
  name: RubricCategoryName,
  rubricComments: z.array(RubricTransferComment).max(1000).optional().default([]),
});
export const RubricTransfer = z.object({
  rubricCategories: z.array(RubricTransferCategory).max(500),
});
export type RubricTransfer = z.input<typeof RubricTransfer>;
export type RubricTransferParsed = z.output<typeof RubricTransfer>;
