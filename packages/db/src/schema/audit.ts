import { bigint, bigserial, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The audit trail (docs/AUDIT.md): one row per change a person made, written in the transaction of the change, so
 * a change that rolls back leaves no event and a committed one always has its event. Append-only. Course and
 * object ids are kept without foreign keys: deleting a course must neither cascade into its history nor be blocked
 * by it, and the ids still name what was deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** One of the contracts' AUDIT_EVENT_TYPES. */
    type: text('type').notNull(),
    /** The account the change was made as; null for Marginalia itself or a visitor who is not signed in. */
    actorId: integer('actor_id').references(() => users.id),
    /** The platform admin who really acted, when the actor's session was a login-as. */
    impersonatorId: integer('impersonator_id').references(() => users.id),
    /** The caller's address as the server saw it (behind a proxy: with TRUST_PROXY). */
    ip: text('ip'),
    courseId: integer('course_id'),
    /** The person the change is about (added to a roster, acted as, approved), when there is one. */
    targetUserId: integer('target_user_id').references(() => users.id),
    objectType: text('object_type'),
    objectId: bigint('object_id', { mode: 'number' }),
    /** What the reader needs beyond the ids: changed field names, counts, a route and its status. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_occurred_idx').on(t.occurredAt, t.id),
    index('audit_events_actor_idx').on(t.actorId, t.id),
    index('audit_events_impersonator_idx').on(t.impersonatorId, t.id),
    index('audit_events_target_user_idx').on(t.targetUserId, t.id),
    index('audit_events_course_idx').on(t.courseId, t.id),
    // A course's latest event (the platform console's "last activity"), one index probe per course.
    index('audit_events_course_occurred_idx').on(t.courseId, t.occurredAt),
    index('audit_events_type_idx').on(t.type, t.id),
  ],
);

/**
 * A platform admin's login-as: the session token of the person acted as names this row, and is accepted only
 * while the row is neither ended nor expired and its admin is still a platform admin (docs/AUDIT.md).
 */
export const impersonations = pgTable(
  'impersonations',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => users.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set by "Return to my account"; the session's tokens stop working at once. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ip: text('ip'),
  },
  (t) => [index('impersonations_user_idx').on(t.userId, t.startedAt), index('impersonations_admin_idx').on(t.adminId, t.startedAt)],
);

/**
 * Who used Marginalia in which week (a Monday, UTC), for the platform console's weekly active users: one row per
 * person and week, written when the web app signs in or loads the current user (at most a few times an hour).
 */
export const userActivityWeeks = pgTable(
  'user_activity_weeks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    week: date('week', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.week] }), index('user_activity_weeks_week_idx').on(t.week)],
);
