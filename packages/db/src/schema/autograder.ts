import { boolean, index, integer, numeric, pgEnum, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { submissions } from './submissions';

export const testCategories = pgTable(
  'test_categories',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 48 }).notNull(),
    sortKey: integer('sort_key').notNull().default(0),
  },
  (t) => [unique('test_categories_assignment_name_unique').on(t.assignmentId, t.name)],
);

export const testCaseType = pgEnum('test_case_type', ['io', 'io_cli', 'unit', 'shell', 'file', 'external']);

export const testCases = pgTable(
  'test_cases',
  {
    id: serial('id').primaryKey(),
    testCategoryId: integer('test_category_id').notNull().references(() => testCategories.id, { onDelete: 'cascade' }),
    type: testCaseType('type').notNull().default('external'),
    description: varchar('description', { length: 48 }).notNull().default(''),
    sortKey: integer('sort_key').notNull().default(0),
    pointsPass: numeric('points_pass', { mode: 'number' }).notNull().default(0),
    pointsFail: numeric('points_fail', { mode: 'number' }).notNull().default(0),
    explanation: text('explanation').notNull().default(''),
  },
  (t) => [index('test_cases_category_idx').on(t.testCategoryId)],
);

export const submissionTests = pgTable(
  'submission_tests',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id').notNull().references(() => submissions.id, { onDelete: 'cascade' }),
    testCaseId: integer('test_case_id').notNull().references(() => testCases.id, { onDelete: 'cascade' }),
    logs: text('logs').notNull().default(''),
    passed: boolean('passed').notNull(),
    isError: boolean('is_error').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    modified: timestamp('modified', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('submission_tests_submission_idx').on(t.submissionId, t.testCaseId)],
);
