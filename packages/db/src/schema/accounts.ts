import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations, users } from './users';

/**
 * Every e-mail the server sends (the outbox pattern): a request that sends mail writes a row, and a `mail.send` job
 * for it, in its own transaction and answers at once; a worker delivers it and records the outcome here, and the
 * jobs system retries failures later. Nothing acknowledged is lost with the process that queued it.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    toAddress: text('to_address').notNull(),
    /** Which template (activation, passwordReset, courseInvitation, feedbackPublished, regradeAnswered, ...). */
    template: text('template').notNull(),
    /** The template's values (links, names). */
    data: jsonb('data').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try is due (shown on the outbox page; the mail's job decides). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up after too many attempts. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  // The retention sweep's way to sent mail past its age (unsent mail is never swept).
  (t) => [index('mail_outbox_sent_idx').on(t.sentAt).where(sql`${t.sentAt} is not null`)],
);

export const signupRequestStatus = pgEnum('signup_request_status', ['pending', 'approved', 'rejected']);

/**
 * An instructor's sign-up (docs/PRODUCT.md §4): approved at once when the e-mail's domain is the organization's, otherwise
 * pending until a platform admin decides. Either an existing organization or the name of a new one.
 */
export const signupRequests = pgTable(
  'signup_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    newOrganizationName: text('new_organization_name'),
    status: signupRequestStatus('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('signup_requests_email_idx').on(sql`lower(${t.email})`), index('signup_requests_status_idx').on(t.status)],
);

/**
 * What lets the browser that sent a sign-up follow its request, and nobody else: each sign-up reply carries a
 * random token, kept here as a SHA-256 digest. Several browsers may follow one request.
 */
export const signupStatusTokens = pgTable(
  'signup_status_tokens',
  {
    id: serial('id').primaryKey(),
    requestId: integer('request_id').notNull().references(() => signupRequests.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('signup_status_tokens_hash_unique').on(t.tokenHash), index('signup_status_tokens_request_idx').on(t.requestId)],
);
