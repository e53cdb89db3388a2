import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { courses } from './courses';

export const assignments = pgTable(
  'assignments',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 32 }).notNull(),
    points: numeric('points', { mode: 'number' }).notNull().default(0),
    isReleased: boolean('is_released').notNull().default(false),
    isVisible: boolean('is_visible').notNull().default(true),
    sortKey: integer('sort_key').notNull().default(0),
    allowStudentUpload: boolean('allow_student_upload').notNull().default(true),
    uploadDueDate: timestamp('upload_due_date', { withTimezone: true }),
    allowLateUploads: boolean('allow_late_uploads').notNull().default(false),
    liveFeedbackMode: boolean('live_feedback_mode').notNull().default(false),
    anonymousGrading: boolean('anonymous_grading').notNull().default(false),
    additiveGrading: boolean('additive_grading').notNull().default(false),
    forcedRubricMode: boolean('forced_rubric_mode').notNull().default(false),
    collaborativeRubricMode: boolean('collaborative_rubric_mode').notNull().default(false),
    showFrequentlyUsedRubricComments: boolean('show_frequently_used_rubric_comments').notNull().default(false),
    templateMode: boolean('template_mode').notNull().default(false),
    allowRegradeRequests: boolean('allow_regrade_requests').notNull().default(true),
    regradeDeadline: timestamp('regrade_deadline', { withTimezone: true }),
    hideGrades: boolean('hide_grades').notNull().default(false),
    hideGradersFromStudents: boolean('hide_graders_from_students').notNull().default(true),
    commentFeedback: boolean('comment_feedback').notNull().default(true),
    /** Frozen grades are not recomputed: no change reaches a stored grade until the assignment is unfrozen. */
    gradeFrozen: boolean('grade_frozen').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('assignments_course_name_unique').on(t.courseId, t.name)],
);

export const rubricCategories = pgTable(
  'rubric_categories',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 72 }).notNull(),
    /** Null = uncapped; positive caps deductions, negative caps bonuses. */
    pointLimit: integer('point_limit'),
    sortKey: integer('sort_key').notNull().default(0),
    helpText: text('help_text').notNull().default(''),
    atMostOnce: boolean('at_most_once').notNull().default(false),
    /**
     * The category belongs to the assignment's peer rubric (docs/PEER-REVIEW.md, "The peer rubric"), which reviewers
     * use when the stage's rubric is `peer`: graders, grades and the assignment's rubric never see it.
     */
    peer: boolean('peer').notNull().default(false),
  },
  (t) => [index('rubric_categories_assignment_idx').on(t.assignmentId)],
);

/** assignment_id is repeated so that a rubric comment's name is unique within its assignment. */
export const rubricComments = pgTable(
  'rubric_comments',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => rubricCategories.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    text: text('text').notNull().default(''),
    pointDelta: numeric('point_delta', { mode: 'number' }).notNull(),
    sortKey: integer('sort_key').notNull().default(0),
    explanation: text('explanation').notNull().default(''),
    instructionText: text('instruction_text').notNull().default(''),
    templateTextOn: boolean('template_text_on').notNull().default(false),
  },
  (t) => [unique('rubric_comments_assignment_name_unique').on(t.assignmentId, t.name), index('rubric_comments_category_idx').on(t.categoryId)],
);

export const fileTemplates = pgTable(
  'file_templates',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 150 }).notNull(),
    extension: varchar('extension', { length: 36 }).notNull().default(''),
    code: text('code').notNull().default(''),
    path: text('path'),
    required: boolean('required').notNull().default(false),
  },
  (t) => [index('file_templates_assignment_idx').on(t.assignmentId)],
);
