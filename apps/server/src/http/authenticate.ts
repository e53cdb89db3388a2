import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@marginalia/contracts';
import type { AppContext } from '../core/app-context';
import { countApiKeyFailure, countApiKeyUse } from './api-key-throttle';
import type { AuthUser } from './auth-user';
import { unauthorized } from './errors';
import { enforcePolicy } from './policies';
import { callerFromRow, sessionRowIsValid, type SessionCaller } from './session-caller';

/** A credential's owner as stored: the caller's fields, and whether the account may sign in at all. */
export type CredentialOwner = Omit<AuthUser, 'via' | 'ip' | 'impersonation'> & { isActivated: boolean };

/** A login-as session as stored, with what decides whether its tokens still work. */
export interface ImpersonationRecord {
  id: number;
  adminId: number;
  adminEmail: string;
  userId: number;
  expiresAt: Date;
  endedAt: Date | null;
  /** The admin must still be an active platform admin: revoking them ends every session they opened. */
  adminMayImpersonate: boolean;
  /** The admin's token version now: when it has moved on since the session began, their sessions were ended. */
  adminTokenVersion: number;
}

/**
 * Where credentials are looked up. The auth module owns the tables, and app.ts installs its lookup here, so this
 * cross-cutting code imports no domain module (docs/ARCHITECTURE.md, "Layers").
 */
export interface CredentialLookup {
  /** The user a verified session token names. */
  userById(id: number): Promise<CredentialOwner | null>;
  /** The owner of an API key as sent, with the key's id (its rate-limit budget); null for anything not a live key. */
  userByApiKey(key: string): Promise<(CredentialOwner & { apiKeyId: number }) | null>;
  /** The login-as session a token names. */
  impersonation(id: number): Promise<ImpersonationRecord | null>;
}

type Credentials = { scheme: 'jwt' | 'token'; value: string } | { scheme: 'bad' } | null;

function readCredentials(request: FastifyRequest): Credentials {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(JWT|Bearer|Token)\s+(\S+)\s*$/i.exec(header);
  if (!match) return { scheme: 'bad' };
  const scheme = match[1]!.toLowerCase() === 'token' ? 'token' : 'jwt';
  return { scheme, value: match[2]! };
}

/** An API key's owner; every key sent is counted (api-key-throttle.ts), so guessing and floods get 429. */
async function resolveApiKey(ctx: AppContext, lookup: CredentialLookup, key: string, ip: string): Promise<AuthUser | { error: string }> {
  const row = await lookup.userByApiKey(key);
  if (!row || !row.isActivated) {
    await countApiKeyFailure(ctx, ip);
    return { error: API_ERRORS.invalidToken };
  }
  await countApiKeyUse(ctx, row.apiKeyId, ip);
  return callerFromRow(row, 'token', ip);
}

/** Resolves credentials to a user from the database, so revoked access is refused at once. */
async function resolveUser(ctx: AppContext, lookup: CredentialLookup, credentials: Credentials, ip: string): Promise<AuthUser | { error: string } | null> {
  if (!credentials) return null;
  if (credentials.scheme === 'bad') return { error: API_ERRORS.invalidToken };
  if (credentials.scheme === 'token') return resolveApiKey(ctx, lookup, credentials.value, ip);
  const verified = await ctx.sessions.verify(credentials.value);
  if (!verified.ok) return { error: verified.reason === 'expired' ? API_ERRORS.expiredToken : API_ERRORS.invalidToken };
  const row = await lookup.userById(verified.claims.userId);
  if (!row || !sessionRowIsValid(row, verified.claims.tokenVersion)) {
    return { error: API_ERRORS.invalidToken };
  }
  const { impersonationId } = verified.claims;
  if (impersonationId === undefined) return callerFromRow(row, 'jwt', ip);
  const record = await lookup.impersonation(impersonationId);
  if (!isOpenImpersonationOf(record, row.id, verified.claims.adminTokenVersion)) return { error: API_ERRORS.invalidToken };
  return callerFromRow(row, 'jwt', ip, impersonationOf(record));
}

/**
 * A login-as token works only while its session is open, unexpired, for this user, and its admin still may: still
 * a platform admin, and with the sessions they had when it began (a new password or a sign-out everywhere moves
 * their token version on, and every login-as they opened ends with their own sessions).
 */
export function isOpenImpersonationOf(record: ImpersonationRecord | null, userId: number, adminTokenVersion: number | undefined): record is ImpersonationRecord {
  return (
    record !== null &&
    record.userId === userId &&
    record.endedAt === null &&
    record.expiresAt.getTime() > Date.now() &&
    record.adminMayImpersonate &&
    record.adminTokenVersion === adminTokenVersion
  );
}

/** The caller's login-as, from its open session row. */
export function impersonationOf(record: ImpersonationRecord): NonNullable<AuthUser['impersonation']> {
  return { id: record.id, adminId: record.adminId, adminEmail: record.adminEmail, expiresAt: record.expiresAt, adminTokenVersion: record.adminTokenVersion };
}

/**
 * A browser session on a route that reads its caller's row with its object (`config.readsCallerWithObject`, see
 * session-caller.ts): the token verified, the row left to the route. Only a plain session (no login-as, whose
 * session row is checked too) and only when the route's parameters are valid, so that a refused session still
 * answers 401 before a bad parameter's 400, as everywhere else. Null: authenticate as usual.
 */
async function deferredSession(ctx: AppContext, lookup: CredentialLookup, request: FastifyRequest, credentials: Credentials): Promise<SessionCaller | null> {
  const { config, schema } = request.routeOptions;
  if (!config?.readsCallerWithObject || config.policy !== 'authenticated' || credentials?.scheme !== 'jwt') return null;
  const params = schema?.params as { safeParse?: (value: unknown) => { success: boolean } } | undefined;
  if (params?.safeParse && !params.safeParse(request.params).success) return null;
  const verified = await ctx.sessions.verify(credentials.value);
  if (!verified.ok || verified.claims.impersonationId !== undefined) return null;
  const { userId, tokenVersion } = verified.claims;
  return { kind: 'session', userId, tokenVersion, ip: request.ip, readRow: () => lookup.userById(userId) };
}

/**
 * Runs before body parsing: a caller without valid credentials gets 401 on a protected route
 * before anything about their input is looked at. Public routes ignore bad credentials, but API keys are
 * counted on every route (429 past their limits).
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext, lookup: CredentialLookup): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionCaller', null);
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    const credentials = readCredentials(request);
    const deferred = await deferredSession(ctx, lookup, request, credentials);
    if (deferred) {
      request.sessionCaller = deferred;
      return;
    }
    const resolved = await resolveUser(ctx, lookup, credentials, request.ip);
    if (resolved && 'error' in resolved) {
      if (policy !== undefined && policy !== 'public') throw unauthorized(resolved.error);
      request.user = null;
    } else {
      request.user = resolved;
    }
    enforcePolicy(policy, request.user);
  });
}
