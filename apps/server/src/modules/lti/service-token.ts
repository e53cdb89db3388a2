import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Database } from '@marginalia/db';
import type { PlatformRow } from './platform-queries';
import { currentSigningKey } from './tool-keys';

// Calls to a platform's LTI Advantage services (docs/LMS.md, "Roster sync"): an access token from the platform's
// token endpoint by OAuth 2 client credentials, the client authenticated by a JWT we sign with our current key
// (iss = sub = the client ID the platform gave us, aud = its token URL or the registration's token audience when
// the platform wants another one, as Brightspace does, five minutes of life, a fresh jti). A token
// is kept per registration and scopes until shortly before it expires; a service answering 401 (the platform
// revoked or forgot the token) gets one fresh token and one more try. Roster sync and grade passback share this.

export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
const ASSERTION_LIFETIME_SECONDS = 5 * 60;
/** A kept token is renewed this long before the platform says it expires (clocks and slow calls). */
const RENEW_BEFORE_MS = 60_000;
/** What a platform's answer may take before the call counts as failed (and is retried by its job). */
const CALL_TIMEOUT_MS = 30_000;

/** A platform's service refused or failed; `status` 0 when it could not be reached. */
export class LmsServiceError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'LmsServiceError';
  }

  /** Worth trying again later: unreachable, rate-limited (429) or a server error (5xx). */
  get transient(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

interface KeptToken {
  token: string;
  expiresAt: number;
}

const kept = new Map<string, KeptToken>();

function keyOf(platform: PlatformRow, scopes: readonly string[]): string {
  return [platform.id, platform.issuer, platform.clientId, platform.accessTokenUrl, platform.tokenAudience ?? '', [...scopes].sort().join(' ')].join('\n');
}

async function callPlatform(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    throw new LmsServiceError(`The LMS could not be reached at ${new URL(url).origin}: ${(error as Error).message}`, 0);
  }
}

/** Our signed client assertion for the platform's token endpoint. */
export async function clientAssertion(db: Database, platform: PlatformRow): Promise<string> {
  const { kid, key } = await currentSigningKey(db);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
    .setIssuer(platform.clientId)
    .setSubject(platform.clientId)
    .setAudience(platform.tokenAudience ?? platform.accessTokenUrl)
    .setIssuedAt(now)
    .setExpirationTime(now + ASSERTION_LIFETIME_SECONDS)
    .setJti(randomUUID())
    .sign(key);
}

async function requestToken(db: Database, platform: PlatformRow, scopes: readonly string[]): Promise<KeptToken> {
  const body = new URLSearchParams({
    grant_type: 'client_credentials',
    client_assertion_type: CLIENT_ASSERTION_TYPE,
    client_assertion: await clientAssertion(db, platform),
    scope: scopes.join(' '),
  });
  const response = await callPlatform(platform.accessTokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
  });
  const text = await response.text();
  if (!response.ok) throw new LmsServiceError(`The LMS's token endpoint answered ${response.status}: ${text.slice(0, 300)}`, response.status);
  let answer: { access_token?: unknown; expires_in?: unknown };
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    throw new LmsServiceError("The LMS's token endpoint did not answer JSON.", 502);
  }
  if (typeof answer.access_token !== 'string' || answer.access_token === '') throw new LmsServiceError("The LMS's token endpoint gave no access_token.", 502);
  const lifetimeSeconds = typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : 3600;
  return { token: answer.access_token, expiresAt: Date.now() + lifetimeSeconds * 1000 - RENEW_BEFORE_MS };
}

/** A live access token for these scopes, kept from an earlier call when it still has time. */
export async function serviceToken(db: Database, platform: PlatformRow, scopes: readonly string[]): Promise<string> {
  const key = keyOf(platform, scopes);
  const found = kept.get(key);
  if (found && found.expiresAt > Date.now()) return found.token;
  const fresh = await requestToken(db, platform, scopes);
  kept.set(key, fresh);
  return fresh.token;
}

/** Forgets the kept token (a service said it is no longer valid). */
export function dropServiceToken(platform: PlatformRow, scopes: readonly string[]): void {
  kept.delete(keyOf(platform, scopes));
}

/**
 * A call to one of the platform's services with a bearer token for `scopes`. A 401 drops the kept token and tries
 * once more with a fresh one; any other answer is the caller's to read.
 */
export async function callService(db: Database, platform: PlatformRow, scopes: readonly string[], url: string, init: RequestInit = {}): Promise<Response> {
  const send = async () => {
    const token = await serviceToken(db, platform, scopes);
    return callPlatform(url, { ...init, headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } });
  };
  const first = await send();
  if (first.status !== 401) return first;
  await first.body?.cancel();
  dropServiceToken(platform, scopes);
  return send();
}
