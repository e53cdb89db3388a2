import { bigint, bigserial, integer, pgTable } from 'drizzle-orm/pg-core';
import { courses } from './courses';

/**
 * The version of a course's data that the answer cache of the lists checks (docs/ARCHITECTURE.md, "The answer
 * cache"). Database triggers (migration 0022) bump it in the same transaction as every write to a table those
 * answers read, at commit (the last row lock the transaction takes, courses in ascending id). No row means version 0:
 * nothing was written to the course since the triggers exist.
 */
export const courseDataVersions = pgTable('course_data_versions', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * One row per writing transaction while it runs: inserting it queues the deferred trigger that bumps the versions
 * of the courses the transaction changed, once, at commit; that trigger deletes the row again.
 */
export const courseDataCommits = pgTable('course_data_commits', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
});
