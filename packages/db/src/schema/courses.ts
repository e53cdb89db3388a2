import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { organizations, users } from './users';

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull().references(() => organizations.id),
    name: varchar('name', { length: 36 }).notNull(),
    period: varchar('period', { length: 32 }).notNull(),
    sendReleasedSubmissionsToBack: boolean('send_released_submissions_to_back').notNull().default(false),
    showStudentsStatistics: boolean('show_students_statistics').notNull().default(false),
    timezone: text('timezone').notNull().default('US/Eastern'),
    emailNewUsers: boolean('email_new_users').notNull().default(true),
    anonymousGradingDefault: boolean('anonymous_grading_default').notNull().default(false),
    allowGradersToEditRubric: boolean('allow_graders_to_edit_rubric').notNull().default(false),
    minComments: integer('min_comments').notNull().default(0),
    noUnfinalize: boolean('no_unfinalize').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    lateDayCreditsAllowable: integer('late_day_credits_allowable'),
    activateQueue: boolean('activate_queue').notNull().default(true),
    inviteCode: text('invite_code').notNull(),
    inviteCodeEnabled: boolean('invite_code_enabled').notNull().default(false),
    emailWhitelist: text('email_whitelist').notNull().default(''),
    enableStudentFeedbackNotifications: boolean('enable_student_feedback_notifications').notNull().default(true),
    webhooks: jsonb('webhooks').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('courses_org_name_period_unique').on(t.organizationId, t.name, t.period), unique('courses_invite_code_unique').on(t.inviteCode)],
);

export const courseRole = pgEnum('course_role', ['student', 'grader', 'superGrader', 'courseAdmin']);
export type CourseRole = (typeof courseRole.enumValues)[number];

/**
 * One row per (course, user, role). Removing someone deactivates the row instead of deleting it,
 * which gives the roster its inactive lists. A super grader also holds an active grader row.
 */
export const courseMemberships = pgTable(
  'course_memberships',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: courseRole('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('course_memberships_unique').on(t.courseId, t.userId, t.role),
    index('course_memberships_user_idx').on(t.userId),
    // The platform console counts people by role over the whole server: who holds a role (distinct users of one
    // role's active rows) and each course's admins, read from the index alone.
    index('course_memberships_active_role_idx').on(t.role, t.courseId, t.userId).where(sql`${t.isActive}`),
    // ...and the roles each person holds, in user order, for the weekly active users by role.
    index('course_memberships_active_user_idx').on(t.userId, t.role).where(sql`${t.isActive}`),
  ],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sections_course_name_unique').on(t.courseId, t.name)],
);

export const sectionLeaders = pgTable(
  'section_leaders',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').notNull().references(() => sections.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('section_leaders_unique').on(t.sectionId, t.userId), index('section_leaders_user_idx').on(t.userId)],
);

/** course_id is repeated here so that "a student is in at most one section" is a unique index. */
export const sectionStudents = pgTable(
  'section_students',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').notNull().references(() => sections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [unique('section_students_one_per_course').on(t.courseId, t.userId), index('section_students_section_idx').on(t.sectionId)],
);

/** The roster map: an e-mail a registrar or LMS export uses, mapped to the e-mail of the person's account. */
export const courseRosterAliases = pgTable(
  'course_roster_aliases',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').notNull().references(() => courses.id, { onDelete: 'cascade' }),
    aliasEmail: text('alias_email').notNull(),
    email: text('email').notNull(),
  },
  (t) => [unique('course_roster_aliases_unique').on(t.courseId, t.aliasEmail)],
);
