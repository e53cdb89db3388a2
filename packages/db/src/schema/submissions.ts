import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, numeric, pgTable, serial, smallint, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { assignments, rubricComments } from './assignments';
import { fileBlobs } from './file-blobs';
import { users } from './users';

export const submissions = pgTable(
  'submissions',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    graderId: integer('grader_id').references(() => users.id),
    isFinalized: boolean('is_finalized').notNull().default(false),
    /** Position in the grading queue; claiming takes the smallest unclaimed key. */
    queueOrderKey: bigint('queue_order_key', { mode: 'number' }).notNull().default(0),
    dateEdited: timestamp('date_edited', { withTimezone: true }).notNull().defaultNow(),
    dateUploaded: timestamp('date_uploaded', { withTimezone: true }).notNull().defaultNow(),
    /** Cached result of computeGrade; recomputed whenever an input changes. */
    grade: numeric('grade', { mode: 'number' }),
    questionIsOpen: boolean('question_is_open').notNull().default(false),
    questionIsRegrade: boolean('question_is_regrade').notNull().default(false),
    questionText: text('question_text').notNull().default(''),
    questionResponse: text('question_response').notNull().default(''),
    questionResponderId: integer('question_responder_id').references(() => users.id),
    questionDate: timestamp('question_date', { withTimezone: true }),
    responseDate: timestamp('response_date', { withTimezone: true }),
    testRunsCompleted: integer('test_runs_completed').notNull().default(0),
    lateDayCreditsUsed: integer('late_day_credits_used').notNull().default(0),
    /** The grade its students were last shown (null until its feedback first came out). */
    shownGrade: numeric('shown_grade', { mode: 'number' }),
    /** When the grade students see last changed after they had seen one, and what it was before: their notice. */
    gradeChangedAt: timestamp('grade_changed_at', { withTimezone: true }),
    gradeNoticeFrom: numeric('grade_notice_from', { mode: 'number' }),
    /** When its students were told its feedback is out (publication, or finalizing after it); they are told once. */
    feedbackNotifiedAt: timestamp('feedback_notified_at', { withTimezone: true }),
    /**
     * The feedback its students had been shown (their read of the submission view), kept when published work is
     * reopened: they read it, marked as being revised, until the submission is finalized again; null otherwise.
     */
    publishedFeedback: jsonb('published_feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('submissions_assignment_queue_idx').on(t.assignmentId, t.queueOrderKey),
    // Only the submissions still waiting for a grader: claiming and the queue length read these alone, so they
    // do not walk past the ones already claimed or finalized (which, late in grading, are nearly all of them).
    index('submissions_waiting_idx').on(t.assignmentId, t.queueOrderKey, t.id).where(sql`${t.graderId} is null and not ${t.isFinalized}`),
    index('submissions_grader_idx').on(t.graderId),
    // The platform console's counts of submissions since a date (this term, each week of its analytics).
    index('submissions_created_idx').on(t.createdAt),
  ],
);

/** assignment_id is repeated so that "one submission per student per assignment" is a unique index. */
export const submissionStudents = pgTable(
  'submission_students',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('submission_students_one_per_assignment').on(t.assignmentId, t.studentId),
    index('submission_students_submission_idx').on(t.submissionId),
    index('submission_students_student_idx').on(t.studentId),
  ],
);

/** Several rows may share (submission, path, name): the newest is current, older ones are versions. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    /** The text view that comments anchor to (line endings normalised; base64 for images, PDFs and binaries). */
    code: text('code').notNull().default(''),
    /** The exact bytes of this version, as received (docs/ARCHITECTURE.md, "Files and their bytes"). */
    blobSha256: varchar('blob_sha256', { length: 64 })
      .notNull()
      .references(() => fileBlobs.sha256),
    extension: varchar('extension', { length: 36 }).notNull().default(''),
    path: text('path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_submission_idx').on(t.submissionId), index('files_blob_idx').on(t.blobSha256)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id').notNull().references(() => files.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id),
    text: text('text').notNull().default(''),
    startChar: integer('start_char').notNull(),
    endChar: integer('end_char').notNull(),
    startLine: integer('start_line').notNull(),
    endLine: integer('end_line').notNull(),
    /** Positive = deduction. Null when the comment is linked to a rubric comment. */
    pointDelta: numeric('point_delta', { mode: 'number' }),
    rubricCommentId: integer('rubric_comment_id').references(() => rubricComments.id, { onDelete: 'set null' }),
    /** Student feedback on the comment: -1, 0 or 1. */
    feedback: smallint('feedback').notNull().default(0),
    color: varchar('color', { length: 32 }).notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_file_idx').on(t.fileId),
    index('comments_rubric_comment_idx').on(t.rubricCommentId),
    // The platform console's counts of comments since a date (this term, each week of its analytics).
    index('comments_created_idx').on(t.createdAt),
  ],
);

/** One row per student of a submission: whether and when they viewed published feedback. */
export const submissionHistory = pgTable(
  'submission_history',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    hasViewed: boolean('has_viewed').notNull().default(false),
    dateViewed: timestamp('date_viewed', { withTimezone: true }),
    /** The latest view (dateViewed keeps the first): a grade-change notice lasts until a view after it. */
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true }),
  },
  (t) => [unique('submission_history_unique').on(t.submissionId, t.studentId)],
);

/**
 * The grade history of a submission: once its students have been shown a grade, every later change of its stored
 * grade, what caused it (GRADE_CHANGE_CAUSES in the contracts) and who, when a person did; and at any time every
 * change of who gets the grade (partner links, joins, departures), with the student it was about.
 */
export const gradeChanges = pgTable(
  'grade_changes',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    oldGrade: numeric('old_grade', { mode: 'number' }),
    newGrade: numeric('new_grade', { mode: 'number' }),
    cause: varchar('cause', { length: 32 }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** For a partner change: the student who joined, left or was removed (null otherwise, or for a deleted account). */
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grade_changes_submission_idx').on(t.submissionId, t.createdAt)],
);
