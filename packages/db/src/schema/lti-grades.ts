import { doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { ltiContexts } from './lti';
import { users } from './users';

/**
 * The LMS gradebook column (AGS line item) that receives an assignment's grades in one linked LMS course
 * (docs/LMS.md, "Grade passback"). One row per context and assignment, written before the line item is looked for
 * or created: one run at a time holds the row's claim (a short lease, so a crashed run's claim runs out) while it
 * looks for the line item and creates it if missing, and any other run waits for `url` instead of creating a second
 * column. A run that takes over an expired claim looks before it creates, so a crash between the LMS's answer and
 * our write leaves no duplicate.
 */
export const ltiLineItems = pgTable(
  'lti_line_items',
  {
    id: serial('id').primaryKey(),
    contextId: integer('context_id')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    url: text('url'),
    /** `created` (we made it), `found` (the LMS had it: a deep link's, or one with our resource id), `launch` (a link's claim). */
    origin: text('origin').$type<'created' | 'found' | 'launch'>(),
    /** While `url` is null: until when one passback run holds the right to find or create the line item. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest passback run over this column: when it ended and, if it failed as a whole, why. */
    lastPassbackAt: timestamp('last_passback_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('lti_line_items_context_assignment_unique').on(t.contextId, t.assignmentId), index('lti_line_items_assignment_idx').on(t.assignmentId)],
);

/**
 * The latest score sent (or refused) for one student on one line item: what the gradebook holds, so that a run sends
 * only what changed, and the timestamp it carried, so that the next one is strictly later (platforms ignore or refuse
 * an older score). `state` is `sent` or `refused`; a refusal keeps the LMS's words in `error`.
 */
export const ltiScores = pgTable(
  'lti_scores',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => ltiLineItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lmsUserId: text('lms_user_id').notNull(),
    scoreGiven: doublePrecision('score_given'),
    scoreMaximum: doublePrecision('score_maximum').notNull(),
    timestamp: timestamp('timestamp', { withTimezone: true, precision: 3 }).notNull(),
    state: text('state').$type<'sent' | 'refused'>().notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.userId] })],
);
