import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERRORS } from '@marginalia/contracts';
import type { AppContext } from '../app-context';
import { findUserByApiKeyHash, findUserById, type AuthRow } from '../modules/auth/queries';
import { hashApiKey, looksLikeApiKey } from '../modules/auth/api-keys';
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

/** Resolves credentials to a user from the database, so revoked access is refused at once. */
async function resolveUser(ctx: AppContext, credentials: Credentials): Promise<AuthUser | { error: string } | null> {
  if (!credentials) return null;
  if (credentials.scheme === 'bad') return { error: API_ERRORS.invalidToken };
  if (credentials.scheme === 'token') {
    if (!looksLikeApiKey(credentials.value)) return { error: API_ERRORS.invalidToken };
    const row = await findUserByApiKeyHash(ctx.db, hashApiKey(credentials.value.toLowerCase()));
    return row && row.isActivated ? toAuthUser(row, 'token') : { error: API_ERRORS.invalidToken };
  }
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
 * before anything about their input is looked at. Public routes ignore bad credentials.
 */
export function installAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config?.policy;
    const resolved = await resolveUser(ctx, readCredentials(request));
    if (resolved && 'error' in resolved) {
      if (policy !== undefined && policy !== 'public') throw unauthorized(resolved.error);
      request.user = null;
    } else {
      request.user = resolved;
    }
    enforcePolicy(policy, request.user);
  });
}
