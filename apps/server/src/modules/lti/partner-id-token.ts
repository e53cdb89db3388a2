import { decodeJwt, errors, type JWTPayload } from 'jose';
import { PARTNER_LOGIN_MESSAGES } from '@marginalia/contracts';
import type { Database } from '@marginalia/db';
import { claimText } from './claim-values';
import { CLAIM, CLOCK_SKEW_SECONDS, LaunchRefused, verifyPlatformJwt } from './id-token';
import { selectPlatformsByIssuer, type PlatformRow } from './platform-queries';

// The id_token a partner page posts (docs/LMS.md, "Login from a partner's page"), checked as a launch's is where
// that applies: RS256 only, a `kid` from the platform's key set (fetched again once for an unknown one), issued by
// a registered platform to us (iss, aud, azp), current (exp, iat, a minute of skew), from a registered deployment
// when it names one. There was no login of ours, so no nonce binds it: it must be young instead, and each token
// is taken once (partner-login.ts keeps a hash of it until it expires).

/** A token issued longer ago than this is refused: a partner page posts the token it has just been given. */
export const PARTNER_TOKEN_MAX_AGE_SECONDS = 5 * 60;

export interface PartnerClaims {
  platform: PlatformRow;
  subject: string;
  /** When the token stops being valid (with the skew), until which its use is remembered. */
  expiresAt: Date;
}

/** Refused with 401: nothing about the token may sign anyone in. */
const refused = (reason: string) => new LaunchRefused(reason, 401);

function audiences(payload: JWTPayload): string[] {
  if (typeof payload.aud === 'string') return [payload.aud];
  return Array.isArray(payload.aud) ? payload.aud.filter((aud): aud is string => typeof aud === 'string') : [];
}

/** The registration the token names by issuer and audience (its azp when it has several); read before its check. */
export async function platformOfPartnerToken(db: Database, token: string): Promise<PlatformRow> {
  let unverified: JWTPayload;
  try {
    unverified = decodeJwt(token);
  } catch {
    throw refused('The id_token cannot be read.');
  }
  const issuer = typeof unverified.iss === 'string' ? unverified.iss : '';
  const named = typeof unverified.azp === 'string' ? [unverified.azp] : audiences(unverified);
  const candidates = issuer ? (await selectPlatformsByIssuer(db, issuer)).filter((platform) => named.includes(platform.clientId)) : [];
  if (candidates.length !== 1) throw refused(PARTNER_LOGIN_MESSAGES.noPlatform);
  return candidates[0]!;
}

function describeJoseError(error: unknown): string {
  // jose reports a token older than maxTokenAge as expired too, naming its iat.
  if (error instanceof errors.JWTExpired) return error.claim === 'iat' ? PARTNER_LOGIN_MESSAGES.tooOld : 'The id_token has expired.';
  if (error instanceof errors.JWSSignatureVerificationFailed) return "The id_token's signature does not match the platform's key.";
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'iat') return PARTNER_LOGIN_MESSAGES.tooOld;
    if (error.claim === 'iss' || error.claim === 'aud') return PARTNER_LOGIN_MESSAGES.noPlatform;
    return `The id_token lacks a valid "${error.claim}" claim.`;
  }
  if (error instanceof errors.JOSEError) return `The id_token could not be verified (${error.code}).`;
  throw error;
}

/** The token's signature and standard claims, no older than a partner token may be; throws LaunchRefused (401). */
function verifiedPayload(token: string, platform: PlatformRow): Promise<JWTPayload> {
  return verifyPlatformJwt(token, platform, {
    maxAgeSeconds: PARTNER_TOKEN_MAX_AGE_SECONDS,
    requiredClaims: ['iss', 'aud', 'exp', 'iat', 'sub'],
    refuse: refused,
    describe: describeJoseError,
  });
}

/** Checks the token for `platform` (platformOfPartnerToken) and answers whom it names; throws LaunchRefused. */
export async function verifyPartnerIdToken(token: string, platform: PlatformRow): Promise<PartnerClaims> {
  const payload = await verifiedPayload(token, platform);
  if (payload.azp !== undefined && payload.azp !== platform.clientId) throw refused(`The id_token was authorized for ${JSON.stringify(payload.azp)}, not for ${platform.clientId}.`);
  const subject = claimText(payload.sub, 255);
  if (!subject) throw refused('The id_token names no user ("sub").');
  const deploymentId = payload[CLAIM.deploymentId];
  if (deploymentId !== undefined && !platform.deploymentIds.includes(String(deploymentId))) {
    throw refused(`The deployment ${JSON.stringify(deploymentId)} is not registered for this platform.`);
  }
  return { platform, subject, expiresAt: new Date((payload.exp! + CLOCK_SKEW_SECONDS) * 1000) };
}
