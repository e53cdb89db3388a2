import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    shortname: text('shortname').notNull().default(''),
    /** Sign-ups whose e-mail ends with this domain are approved for the organization. */
    emailDomain: text('email_domain').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('organizations_name_unique').on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-cased; users are referenced by e-mail throughout the API. */
    email: text('email').notNull(),
    /** argon2id hash; null until the account is activated by setting a password. */
    passwordHash: text('password_hash'),
    organizationId: integer('organization_id').references(() => organizations.id),
    isActivated: boolean('is_activated').notNull().default(false),
    canCreateCourses: boolean('can_create_courses').notNull().default(false),
    canModifyRosters: boolean('can_modify_rosters').notNull().default(false),
    isPlatformAdmin: boolean('is_platform_admin').notNull().default(false),
    showProductTips: boolean('show_product_tips').notNull().default(true),
    /** Students' "send me a confirmation e-mail": each successful upload is followed by a receipt. */
    sendUploadReceipts: boolean('send_upload_receipts').notNull().default(false),
    /** Bumped on password change: JWTs carry it, so older sessions stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email), index('users_organization_idx').on(t.organizationId)],
);
