import { index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Per-user API keys. Only a SHA-256 of the key is stored; the key itself is shown once. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_unique').on(t.keyHash), index('api_keys_user_idx').on(t.userId)],
);

export const oneTimeTokenPurpose = pgEnum('one_time_token_purpose', ['activation', 'password_reset', 'upgrade', 'partner_link']);

/** Activation, reset and similar links: random, stored hashed, single-use, expiring; only the latest works. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: oneTimeTokenPurpose('purpose').notNull(),
    /** What the token is about besides the user (a submission for partner links). */
    subjectId: integer('subject_id'),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);

/** Fixed-window counters shared by every server process (login throttling and the like). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export const logKind = pgEnum('log_kind', ['log', 'error', 'happiness', 'help']);

/** What the web app reports (`/logs/...`): errors, shape mismatches, feedback, help requests. */
export const logMessages = pgTable(
  'log_messages',
  {
    id: serial('id').primaryKey(),
    kind: logKind('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    message: text('message').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    url: text('url').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('log_messages_created_idx').on(t.createdAt), index('log_messages_kind_created_idx').on(t.kind, t.createdAt)],
);
