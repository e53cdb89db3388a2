import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assignments } from './assignments';
import { courses } from './courses';
import { organizations, users } from './users';

/**
 * A learning-management system registered with Marginalia as an LTI 1.3 platform (docs/LMS.md): who it is (issuer
 * and the client id it gave us), the deployments it may launch from, its three URLs, and the organization new
 * courses made from its contexts go to. The last launch and the last refusal are kept for the console.
 */
export const ltiPlatforms = pgTable(
  'lti_platforms',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    clientId: text('client_id').notNull(),
    deploymentIds: jsonb('deployment_ids').$type<string[]>().notNull(),
    authLoginUrl: text('auth_login_url').notNull(),
    accessTokenUrl: text('access_token_url').notNull(),
    keysetUrl: text('keyset_url').notNull(),
    /**
     * What our client assertions name as their audience when the platform wants something other than its token URL
     * (Brightspace's authorization server name); null: the token URL.
     */
    tokenAudience: text('token_audience'),
    organizationId: integer('organization_id').references(() => organizations.id),
    /**
     * Origins the platform's pages were seen framing launches from (the launch's return URL), beside the issuer's and
     * the login URL's: an LMS's issuer is often not the host its course pages are on.
     */
    frameOrigins: jsonb('frame_origins').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLaunchAt: timestamp('last_launch_at', { withTimezone: true }),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [uniqueIndex('lti_platforms_issuer_client_unique').on(t.issuer, t.clientId)],
);

/**
 * A single-use link a platform admin hands an LMS's administrator to register that LMS by LTI Dynamic Registration
 * (docs/LMS.md): only its SHA-256 is kept, with the organization the registration's new courses go to. It works
 * once, for a day; the registration it made is kept beside it.
 */
export const ltiRegistrationLinks = pgTable(
  'lti_registration_links',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the code in the link, hex. */
    codeHash: text('code_hash').notNull(),
    organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    platformId: integer('platform_id').references(() => ltiPlatforms.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('lti_registration_links_code_unique').on(t.codeHash)],
);

/**
 * Marginalia's own RSA keys, which sign what it sends platforms (service token requests, deep-linking answers).
 * One is current (`retired_at` null); a retired key stays published in the JWKS until nothing it signed can still
 * be in use, then it is deleted.
 */
export const ltiToolKeys = pgTable(
  'lti_tool_keys',
  {
    id: serial('id').primaryKey(),
    kid: text('kid').notNull(),
    publicJwk: jsonb('public_jwk').$type<Record<string, unknown>>().notNull(),
    privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lti_tool_keys_kid_unique').on(t.kid),
    // At most one current key, even when two processes make the first one at once.
    uniqueIndex('lti_tool_keys_one_current').on(sql`(true)`).where(sql`${t.retiredAt} is null`),
  ],
);

/**
 * One OIDC login in progress: the `state` and `nonce` sent to the platform, the secret the browser was given to
 * prove at the launch that it is the browser that started the login, and the login's own parameters (to start it
 * again in a new window when the frame cannot keep the secret). Single use, short-lived.
 */
export const ltiLoginStates = pgTable(
  'lti_login_states',
  {
    state: text('state').primaryKey(),
    nonce: text('nonce').notNull(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    /** SHA-256 of the browser's secret, hex. */
    bindingHash: text('binding_hash').notNull(),
    loginParams: jsonb('login_params').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('lti_login_states_expires_idx').on(t.expiresAt)],
);

/** A person of an LMS (its issuer and their `sub`), linked to one Marginalia account. */
export const ltiUsers = pgTable(
  'lti_users',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_users_issuer_subject_unique').on(t.issuer, t.subject), index('lti_users_user_idx').on(t.userId)],
);

/** An LMS course (a context of a platform), linked to one Marginalia course. */
export const ltiContexts = pgTable(
  'lti_contexts',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    contextId: text('context_id').notNull(),
    title: text('title').notNull().default(''),
    /** The context's short label (a course code), as its first launch gave it. */
    label: text('label').notNull().default(''),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** The context's Names and Role Provisioning service, as the latest launch named it (null: not offered). */
    membershipsUrl: text('memberships_url'),
    /** Its Assignment and Grade Services line-items container and the scopes the platform grants us there. */
    lineItemsUrl: text('line_items_url'),
    agsScopes: jsonb('ags_scopes').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_contexts_platform_context_unique').on(t.platformId, t.contextId), index('lti_contexts_course_idx').on(t.courseId)],
);

/** A link placed in an LMS course; once it names an assignment, launches from it open that assignment. */
export const ltiResourceLinks = pgTable(
  'lti_resource_links',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    resourceLinkId: text('resource_link_id').notNull(),
    contextId: integer('context_id')
      .notNull()
      .references(() => ltiContexts.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    assignmentId: integer('assignment_id').references(() => assignments.id, { onDelete: 'set null' }),
    /** The line item the platform made for this link (AGS `lineitem` claim), when it made one. */
    lineItemUrl: text('line_item_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lti_resource_links_platform_link_unique').on(t.platformId, t.resourceLinkId)],
);

/**
 * One roster sync of a course from its LMS (docs/LMS.md, "Roster sync"): what started it, what it did (people added,
 * people made inactive, course admins the roster rules kept), and the error of its latest failed try. Written
 * `queued` with its job, then `succeeded` or `failed` by it.
 */
export const ltiRosterSyncs = pgTable(
  'lti_roster_syncs',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** `launch`, `schedule` or `manual`. */
    trigger: text('trigger').$type<'launch' | 'schedule' | 'manual'>().notNull(),
    /** The course admin who asked for a manual sync. */
    requestedById: integer('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** `queued`, `succeeded` or `failed`. */
    state: text('state').$type<'queued' | 'succeeded' | 'failed'>().notNull().default('queued'),
    added: integer('added').notNull().default(0),
    madeInactive: integer('made_inactive').notNull().default(0),
    /** Course admins the LMS no longer lists but the roster rules kept (a course keeps one admin). */
    keptAdmins: jsonb('kept_admins').$type<string[]>().notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('lti_roster_syncs_course_idx').on(t.courseId, t.id)],
);

/**
 * A deep-linking request in progress (docs/LMS.md, "Deep Linking"): what the platform asked for (where to return,
 * the `data` to echo, what it accepts), from which deployment, for which course and person. The instructor's page
 * names it by `ref`, a random reference; it is used once (the answer or the cancel) and lives a short while.
 */
export const ltiDeepLinkRequests = pgTable(
  'lti_deep_link_requests',
  {
    ref: text('ref').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => ltiPlatforms.id, { onDelete: 'cascade' }),
    deploymentId: text('deployment_id').notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    returnUrl: text('return_url').notNull(),
    /** The request's `data`, echoed in the answer; null when the platform sent none. */
    data: text('data'),
    acceptTypes: jsonb('accept_types').$type<string[]>().notNull(),
    acceptMultiple: boolean('accept_multiple').notNull().default(false),
    /** The platform's title for what is being added, when it gave one. */
    title: text('title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('lti_deep_link_requests_expires_idx').on(t.expiresAt)],
);

/**
 * id_tokens a partner page exchanged for a session (docs/LMS.md, "Login from a partner's page"): SHA-256 of each,
 * kept until the token expires, so that none signs anyone in twice. No nonce of ours binds such a token to one use.
 */
export const ltiPartnerTokenUses = pgTable(
  'lti_partner_token_uses',
  {
    tokenHash: text('token_hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('lti_partner_token_uses_expires_idx').on(t.expiresAt)],
);
