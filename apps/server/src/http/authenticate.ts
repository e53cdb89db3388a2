import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@marginalia/contracts';
import type { AppContext } from '../core/app-context';
import { findUserByApiKeyHash, findUserById, type AuthRow } from '../modules/auth/queries';
import { hashApiKey, looksLikeApiKey } from '../modules/auth/api-keys';
import { countApiKeyFailure, countApiKeyUse } from './api-key-throttle';
import type { AuthUser } from './auth-user';
import { unauthorized } from './errors';
import { enforcePolicy } from './policies';

type Credentials = { scheme: 'jwt' | 'token'; value: string } | { scheme: 'bad' } | null;

function readCredentials(request: FastifyRequest): Credentials {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^(JWT|Bearer|Token)\s+(\S+)\s*$/i.exec(header);
  if (!match) return { scheme: 'bad' };
  const scheme = match[1]!.toLowerCase() === 'token' ? 'token' : 'jwt';
  return { scheme, value: match[2]! };
}

function toAuthUser(row: NonNullable<AuthRow>, via: AuthUser['via']): AuthUser {
  return {
    id: row.id,
    email: row.email,
    organizationId: row.organizationId,
    isPlatformAdmin: row.isPlatformAdmin,
    canCreateCourses: row.canCreateCourses,
    canModifyRosters: row.canModifyRosters,
    tokenVersion: row.tokenVersion,
    via,
  };
}

/** An API key's owner; every key sent is counted (api-key-throttle.ts), so guessing and floods get 429. */
async function resolveApiKey(ctx: AppContext, key: string, ip: string): Promise<AuthUser | { error: string }> {
  const row = looksLikeApiKey(key) ? await findUserByApiKeyHash(ctx.db, hashApiKey(key.toLowerCase())) : null;
  if (!row || !row.isActivated) {
    await countApiKeyFailure(ctx, ip);
    return { error: API_ERRORS.invalidToken };
  }
  await countApiKeyUse(ctx, row.apiKeyId, ip);
  return toAuthUser(row, 'token');
}

/** Resolves credentials to a user from the database, so revoked access is refused at once. */
async function resolveUser(ctx: AppContext, credentials: Credentials, ip: string): Promise<AuthUser | { error: string } | null> {
  if (!credentials) return null;
  if (credentials.scheme === 'bad') return { error: API_ERRORS.invalidToken };
  if (credentials.scheme === 'token') return resolveApiKey(ctx, credentials.value, ip);
  const verified = await ctx.sessions.verify(credentials.value);
  if (!verified.ok) return { error: verified.reason === 'expired' ? API_ERRORS.expiredToken : API_ERRORS.invalidToken };
  const row = await findUserById(ctx.db, verified.claims.userId);
  if (!row || !row.isActivated || row.tokenVersion !== verified.claims.tokenVersion) {
    return { error: API_ERRORS.invalidToken };
  }
  return toAuthUser(row, 'jwt');
}

/**
 * Runs before body parsing: a caller without valid credentials gets 401 on a protected route
 * before anything about their input is looked at. Public routes ignore bad credentials, but API keys are
 * counted on every route (429 past their limits).
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    const resolved = await resolveUser(ctx, readCredentials(request), request.ip);
    if (resolved && 'error' in resolved) {
      if (policy !== undefined && policy !== 'public') throw unauthorized(resolved.error);
      request.user = null;
    } else {
      request.user = resolved;
    }
    enforcePolicy(policy, request.user);
  });
}
