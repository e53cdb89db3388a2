import { index, integer, pgTable, primaryKey, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { users } from './users';

/**
 * Anonymous grading: the number a student goes by ("Student 7") in one assignment, stable once given. A row
 * outlives its student's account (student_id becomes null), so that a number is never handed out twice.
 */
export const studentPseudonyms = pgTable(
  'student_pseudonyms',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id').notNull().references(() => assignments.id, { onDelete: 'cascade' }),
    studentId: integer('student_id').references(() => users.id, { onDelete: 'set null' }),
    number: integer('number').notNull(),
  },
  (t) => [
    unique('student_pseudonyms_student_unique').on(t.assignmentId, t.studentId),
    unique('student_pseudonyms_number_unique').on(t.assignmentId, t.number),
    index('student_pseudonyms_student_idx').on(t.studentId),
  ],
);

/**
 * Anonymous grading: the assignments whose students a member of staff chose to see by name. Remembered per
 * person and assignment, so that one choice applies to every page and every read of that assignment until they
 * hide the names again.
 */
export const anonymityReveals = pgTable(
  'anonymity_reveals',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.assignmentId] }), index('anonymity_reveals_assignment_idx').on(t.assignmentId)],
);
