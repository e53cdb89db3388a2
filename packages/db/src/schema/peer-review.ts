import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assignments, rubricCategories } from './assignments';
import { comments, submissions } from './submissions';
import { users } from './users';

/**
 * An assignment's peer-review stage (docs/PEER-REVIEW.md): its settings as the course admins set them, and when it
 * opened and closed. A row exists once an admin has saved the settings; no row is a stage that is off.
 */
export const peerReviewStages = pgTable('peer_review_stages', {
  assignmentId: integer('assignment_id')
    .primaryKey()
    .references(() => assignments.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  reviewsPerStudent: integer('reviews_per_student').notNull().default(2),
  /** Null: at the assignment's upload due date. */
  opensAt: timestamp('opens_at', { withTimezone: true }),
  closesAt: timestamp('closes_at', { withTimezone: true }),
  /** `double` (nobody sees the other's name), `reviewer` (reviewers hidden from authors only) or `open`. */
  anonymity: text('anonymity').$type<'double' | 'reviewer' | 'open'>().notNull().default('double'),
  /** `assignment` (the assignment's rubric) or `peer` (a rubric of its own). */
  rubric: text('rubric').$type<'assignment' | 'peer'>().notNull().default('assignment'),
  /** The share of the grade that comes from peer scores (the median of the reviews), 0 to 1. */
  weight: numeric('weight', { mode: 'number' }).notNull().default(0),
  /** Staff approve peer comments before authors see them. */
  approval: boolean('approval').notNull().default(false),
  /** Comments a review needs before it can be submitted. */
  minComments: integer('min_comments').notNull().default(1),
  openedAt: timestamp('opened_at', { withTimezone: true }),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  /** When reviewers with reviews left were reminded that it closes soon (once per stage). */
  remindedAt: timestamp('reminded_at', { withTimezone: true }),
  /** Why the latest attempt to open on time could not allocate (too few submissions); cleared when it opens. */
  openError: text('open_error'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One review to do: a student (the reviewer) and a submission of the same assignment. `ordinal` is the reviewer's
 * number on that submission ("Reviewer 1"), how authors tell reviews apart without names.
 */
export const peerReviews = pgTable(
  'peer_reviews',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    reviewerId: integer('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => submissions.id, { onDelete: 'cascade' }),
    ordinal: integer('ordinal').notNull(),
    /** When the reviewer first wrote on it: a begun review is never moved by a rebalance. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** Staff's grade of the reviewing itself, 0 to 100 (docs/PEER-REVIEW.md, "Grading the reviews"); null: not graded. */
    grade: numeric('grade', { mode: 'number' }),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    /** With the stage's `approval` on, authors see the review's comments only once staff approved it. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('peer_reviews_reviewer_submission_unique').on(t.reviewerId, t.submissionId),
    index('peer_reviews_assignment_idx').on(t.assignmentId),
    index('peer_reviews_submission_idx').on(t.submissionId),
  ],
);

/**
 * A comment a peer reviewer wrote in a review (docs/PEER-REVIEW.md, "Peer comments"). Such comments live with the
 * graders' in `comments` (same ranges, same rubric links) but belong to the review: no grade counts them and no staff
 * or student read shows them except where peer review does (`notPeerComment`).
 */
export const peerReviewComments = pgTable(
  'peer_review_comments',
  {
    commentId: integer('comment_id')
      .primaryKey()
      .references(() => comments.id, { onDelete: 'cascade' }),
    peerReviewId: integer('peer_review_id')
      .notNull()
      .references(() => peerReviews.id, { onDelete: 'cascade' }),
    /** Staff hid the comment (abusive or wrong): its author never sees it, and its reviewer is told. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('peer_review_comments_review_idx').on(t.peerReviewId)],
);

/** How helpful an author found a review they received: 1 (not at all) to 5 (very), one rating per author and review. */
export const peerReviewRatings = pgTable(
  'peer_review_ratings',
  {
    peerReviewId: integer('peer_review_id')
      .notNull()
      .references(() => peerReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpfulness: integer('helpfulness').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.peerReviewId, t.userId] })],
);

/** A condition on a comments row (`commentId`: its id column or an alias's): it is not a peer reviewer's comment. */
export function notPeerComment(commentId: SQL | AnyColumn): SQL {
  return sql`not exists (select 1 from ${peerReviewComments} where ${peerReviewComments.commentId} = ${commentId})`;
}

/**
 * A condition on a rubric category id (`categoryId`: a rubric_comments.category_id column, or an alias's):
 * the category belongs to the assignment's own rubric, not to its peer rubric. Graders, grades, the assignment's
 * rubric reads and its transfers use it; only the peer rubric's own reads leave it out.
 */
export function assignmentRubricOnly(categoryId: SQL | AnyColumn): SQL {
  return sql`not exists (select 1 from ${rubricCategories} rubric_cat where rubric_cat.id = ${categoryId} and rubric_cat.peer)`;
}

/** The opposite of assignmentRubricOnly: the category is the peer rubric's. */
export function peerRubricOnly(categoryId: SQL | AnyColumn): SQL {
  return sql`exists (select 1 from ${rubricCategories} rubric_cat where rubric_cat.id = ${categoryId} and rubric_cat.peer)`;
}
