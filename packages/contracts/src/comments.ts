import { z } from 'zod';
import { invalidPkMessage } from './messages';
import { Email, Id } from './primitives';
import { PointDelta } from './rubric';

// Comments of docs/API.md (`/comments/`): a grader's note on a range of a file. Positions are 0-based; a
// positive pointDelta is a deduction. A comment linked to a rubric comment takes its points from the rubric.

/** Far beyond any real file, and within PostgreSQL's integer range. */
const Position = z.number().int().min(0).max(100_000_000);
const CommentText = z.string().max(100_000).nullable().transform((text) => text ?? '');
const Tags = z.array(z.string().max(100)).max(100);

/**
 * A comment's `color` (docs/API.md, `/comments/`): a comment linked to a rubric comment is drawn in its rubric
 * category's colour, one of these (picked by the category's id, so it stays the same when the rubric is reordered
 * or renamed); a free comment has none (""), and clients draw it in a colour of their own. Red and green are left
 * out: they mean points lost and won.
 */
export const RUBRIC_CATEGORY_COLORS = ['#1677ff', '#722ed1', '#13c2c2', '#eb2f96', '#fa8c16', '#2f54eb', '#faad14', '#fa541c', '#a0d911'] as const;

/** The colour of a rubric category, and of every comment linked to one of its rubric comments. */
export function rubricCategoryColor(categoryId: number): string {
  return RUBRIC_CATEGORY_COLORS[categoryId % RUBRIC_CATEGORY_COLORS.length]!;
}

export const Comment = z.object({
  id: Id,
  file: Id,
  text: z.string(),
  startChar: z.number().int(),
  endChar: z.number().int(),
  startLine: z.number().int(),
  endLine: z.number().int(),
  pointDelta: z.number().nullable(),
  rubricComment: Id.nullable(),
  author: z.string().nullable(),
  color: z.string(),
  feedback: z.number().int(),
  tags: z.array(z.string()),
  /**
   * Set on a peer reviewer's comment as the submission's authors read it (docs/PEER-REVIEW.md, "Receiving"): the
   * review it belongs to and the reviewer as the stage's anonymity names them ("Reviewer 1"). Absent or null on
   * every other comment.
   */
  peerReview: z.object({ review: Id, reviewer: z.string() }).nullable().optional(),
});
export type Comment = z.infer<typeof Comment>;

const CommentFields = {
  text: CommentText,
  startChar: Position,
  endChar: Position,
  startLine: Position,
  endLine: Position,
  pointDelta: PointDelta.nullable(),
  rubricComment: Id.nullable(),
  /** Admins may name another staff member; for everyone else it is read-only (the caller). */
  author: Email,
  tags: Tags,
};

export const CommentCreate = z.object({
  file: Id,
  ...CommentFields,
  text: CommentFields.text.optional().default(''),
  pointDelta: CommentFields.pointDelta.optional().default(null),
  rubricComment: CommentFields.rubricComment.optional().default(null),
  author: CommentFields.author.optional(),
  tags: Tags.optional().default([]),
});
export type CommentCreate = z.output<typeof CommentCreate>;

/** PATCH: `file` is read-only once created, as are color and feedback (ignored). */
export const CommentUpdate = z.object(CommentFields).partial();
export type CommentUpdate = z.output<typeof CommentUpdate>;

/** PATCH /comments/{id}/feedback/ — a student's thumbs down, neutral or up. */
export const CommentFeedback = z.object({ feedback: z.union([z.literal(-1), z.literal(0), z.literal(1)]) });
export type CommentFeedback = z.infer<typeof CommentFeedback>;

/** Files whose comments are not anchored to lines of text. */
export const UNLINED_FILE_EXTENSIONS = ['pdf', 'ipynb'] as const;

export const COMMENT_MESSAGES = {
  empty: 'A comment needs text, points or a rubric comment.',
  peerNoPoints: 'Peer reviewers do not give points: leave pointDelta empty.',
  peerRubric: 'This peer review does not use the assignment’s rubric.',
  notPeerRubric: 'This peer review uses the assignment’s rubric, not the peer rubric.',
  peerRubricForReviewers: 'This rubric comment belongs to the peer rubric, which only peer reviewers use.',
  endLineBeforeStart: 'endLine must not be before startLine.',
  endCharBeforeStart: 'endChar must not be before startChar on the same line.',
  lineOutsideFile: (lineCount: number) => `The file has ${lineCount} line${lineCount === 1 ? '' : 's'} (0-based).`,
  otherAssignmentRubricComment: 'The rubric comment belongs to another assignment.',
  notStaff: (email: string) => `${email} is not staff of this course.`,
  invalidPk: invalidPkMessage,
} as const;
