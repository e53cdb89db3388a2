import { decodeProtectedHeader, errors, importJWK, jwtVerify, type JWTPayload } from 'jose';
import { KeysetUnavailable, platformKey } from './platform-keysets';
import { claimObject, claimText } from './claim-values';
import type { PlatformRow } from './platform-queries';

// The launch's id_token, checked as the 1EdTech Security Framework and LTI Core 1.3 require (docs/LMS.md,
// "What a launch must carry"): RS256 only, signed by a key of the platform's key set named by `kid`; issued by the
// platform to us (iss, aud, azp); current (exp, iat, a minute of clock skew either way); for this login (nonce);
// from a registered deployment; an LTI 1.3 message of a kind we take, with the claims that kind must have.

export const CLAIM = {
  messageType: 'https://purl.imsglobal.org/spec/lti/claim/message_type',
  version: 'https://purl.imsglobal.org/spec/lti/claim/version',
  deploymentId: 'https://purl.imsglobal.org/spec/lti/claim/deployment_id',
  targetLinkUri: 'https://purl.imsglobal.org/spec/lti/claim/target_link_uri',
  resourceLink: 'https://purl.imsglobal.org/spec/lti/claim/resource_link',
  roles: 'https://purl.imsglobal.org/spec/lti/claim/roles',
  context: 'https://purl.imsglobal.org/spec/lti/claim/context',
  launchPresentation: 'https://purl.imsglobal.org/spec/lti/claim/launch_presentation',
  toolPlatform: 'https://purl.imsglobal.org/spec/lti/claim/tool_platform',
  deepLinkingSettings: 'https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings',
  namesRoles: 'https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice',
  gradeService: 'https://purl.imsglobal.org/spec/lti-ags/claim/endpoint',
} as const;

export const CLOCK_SKEW_SECONDS = 60;
/** A token issued longer ago than this is refused even if its expiry is later. */
const MAX_TOKEN_AGE_SECONDS = 10 * 60;
export const MESSAGE_TYPES = ['LtiResourceLinkRequest', 'LtiDeepLinkingRequest'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];

/** A refused token: `reason` for the registration's last error and the page, in words an LMS admin can act on. */
export class LaunchRefused extends Error {
  constructor(
    readonly reason: string,
    readonly status = 400,
  ) {
    super(reason);
  }
}

export interface LaunchClaims {
  issuer: string;
  subject: string;
  messageType: MessageType;
  deploymentId: string;
  roles: string[];
  email: string | null;
  name: string | null;
  context: { id: string; title: string; label: string } | null;
  resourceLink: { id: string; title: string } | null;
  targetLinkUri: string;
  returnUrl: string | null;
  /** The services the platform offers for this context (null: not offered). */
  services: { membershipsUrl: string | null; lineItemsUrl: string | null; lineItemUrl: string | null; agsScopes: string[] };
  payload: JWTPayload;
}



/** How a platform's signed token is checked where it arrives: a launch's id_token, or one a partner page posts. */
export interface PlatformJwtCheck {
  maxAgeSeconds: number;
  requiredClaims: string[];
  /** The refusal for a reason (a launch page's status, or a partner login's 401). */
  refuse: (reason: string) => LaunchRefused;
  /** What jose's refusal means, in words for the LMS's administrator. */
  describe: (error: unknown) => string;
}

/**
 * A platform's token, signed RS256 by the key its `kid` names in the platform's key set (fetched again once for an
 * unknown kid), with the registered issuer and client ID as audience, fresh within the clock skew; throws
 * LaunchRefused (502 when the key set cannot be read).
 */
export async function verifyPlatformJwt(token: string, platform: PlatformRow, check: PlatformJwtCheck): Promise<JWTPayload> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw check.refuse('The id_token cannot be read.');
  }
  if (header.alg !== 'RS256') throw check.refuse(`The id_token is signed with ${JSON.stringify(header.alg ?? 'none')}; only RS256 is taken (LTI 1.3 requires RS256).`);
  if (typeof header.kid !== 'string' || header.kid === '') throw check.refuse('The id_token names no signing key (no "kid" in its header).');
  let jwk;
  try {
    jwk = await platformKey(platform.keysetUrl, header.kid);
  } catch (error) {
    if (error instanceof KeysetUnavailable) throw new LaunchRefused(`The platform's public keys could not be read: ${error.message}`, 502);
    throw error;
  }
  if (!jwk) throw check.refuse(`The id_token's signing key "${header.kid}" is not in the platform's key set (${platform.keysetUrl}).`);
  try {
    const key = await importJWK({ ...jwk, alg: 'RS256' }, 'RS256');
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['RS256'],
      issuer: platform.issuer,
      audience: platform.clientId,
      clockTolerance: CLOCK_SKEW_SECONDS,
      maxTokenAge: check.maxAgeSeconds,
      requiredClaims: check.requiredClaims,
    });
    return payload;
  } catch (error) {
    throw check.refuse(check.describe(error));
  }
}

/** The launch's token: its signature and standard claims, a nonce included; throws LaunchRefused. */
function verifySignature(token: string, platform: PlatformRow): Promise<JWTPayload> {
  return verifyPlatformJwt(token, platform, {
    maxAgeSeconds: MAX_TOKEN_AGE_SECONDS,
    requiredClaims: ['iss', 'aud', 'exp', 'iat', 'nonce', 'sub'],
    refuse: (reason) => new LaunchRefused(reason),
    describe: (error) => describeJoseError(error, platform),
  });
}

function describeJoseError(error: unknown, platform: PlatformRow): string {
  if (error instanceof errors.JWTExpired) return 'The id_token has expired (check the LMS server clock).';
  if (error instanceof errors.JWSSignatureVerificationFailed) return "The id_token's signature does not match the platform's key.";
  if (error instanceof errors.JWTClaimValidationFailed) {
    switch (error.claim) {
      case 'iss':
        return `The id_token was issued by ${JSON.stringify(String((error.payload as JWTPayload).iss))}, not by the registered issuer ${platform.issuer}.`;
      case 'aud':
        return `The id_token is not addressed to the registered client ID ${platform.clientId}.`;
      case 'iat':
        return 'The id_token was issued in the future or too long ago (check the LMS server clock).';
      case 'nbf':
        return 'The id_token is not valid yet (check the LMS server clock).';
      default:
        return `The id_token lacks its "${error.claim}" claim.`;
    }
  }
  if (error instanceof errors.JOSEError) return `The id_token could not be verified (${error.code}).`;
  throw error;
}

/** The NRPS and AGS claims: where the context's roster and line items are, and what we may do there. */
function services(payload: JWTPayload): LaunchClaims['services'] {
  const names = claimObject(payload[CLAIM.namesRoles]);
  const grades = claimObject(payload[CLAIM.gradeService]);
  const scopes = Array.isArray(grades?.scope) ? grades.scope.filter((scope): scope is string => typeof scope === 'string' && scope.length <= 200) : [];
  return {
    membershipsUrl: claimText(names?.context_memberships_url, 2000),
    lineItemsUrl: claimText(grades?.lineitems, 2000),
    lineItemUrl: claimText(grades?.lineitem, 2000),
    agsScopes: scopes.slice(0, 20),
  };
}

/** Checks the token for `platform` and this login's `nonce`, and reads what the launch needs. */
export async function verifyIdToken(token: string, platform: PlatformRow, nonce: string): Promise<LaunchClaims> {
  const payload = await verifySignature(token, platform);
  // With several audiences the token must say which party it was authorized for; that must be us.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp === undefined) throw new LaunchRefused('The id_token has several audiences but no "azp".');
  if (payload.azp !== undefined && payload.azp !== platform.clientId) throw new LaunchRefused(`The id_token was authorized for ${JSON.stringify(payload.azp)}, not for ${platform.clientId}.`);
  if (payload.nonce !== nonce) throw new LaunchRefused('The id_token does not belong to this login (its nonce differs).');
  const subject = claimText(payload.sub, 255);
  if (!subject) throw new LaunchRefused('The id_token names no user ("sub").');
  const deploymentId = claimText(payload[CLAIM.deploymentId], 255);
  if (!deploymentId) throw new LaunchRefused('The id_token names no deployment.');
  if (!platform.deploymentIds.includes(deploymentId)) throw new LaunchRefused(`The deployment ${JSON.stringify(deploymentId)} is not registered for this platform; add it to the registration.`);
  if (payload[CLAIM.version] !== '1.3.0') throw new LaunchRefused(`The launch is LTI version ${JSON.stringify(payload[CLAIM.version] ?? 'none')}; Marginalia takes 1.3.0.`);
  const messageType = payload[CLAIM.messageType];
  if (!(MESSAGE_TYPES as readonly unknown[]).includes(messageType)) throw new LaunchRefused(`Marginalia does not take launches of type ${JSON.stringify(messageType ?? 'none')}.`);
  const roles = payload[CLAIM.roles];
  if (!Array.isArray(roles) || roles.some((role) => typeof role !== 'string')) throw new LaunchRefused('The id_token has no roles claim.');
  const targetLinkUri = claimText(payload[CLAIM.targetLinkUri], 2000);
  if (!targetLinkUri) throw new LaunchRefused('The id_token has no target_link_uri.');
  const link = claimObject(payload[CLAIM.resourceLink]);
  const linkId = claimText(link?.id, 255);
  if (messageType === 'LtiResourceLinkRequest' && !linkId) throw new LaunchRefused('The launch names no resource link.');
  const context = claimObject(payload[CLAIM.context]);
  const contextId = claimText(context?.id, 255);
  return {
    issuer: platform.issuer,
    subject,
    messageType: messageType as MessageType,
    deploymentId,
    roles: roles as string[],
    email: claimText(payload.email, 254)?.toLowerCase() ?? null,
    name: claimText(payload.name, 255),
    context: contextId ? { id: contextId, title: claimText(context?.title, 255) ?? '', label: claimText(context?.label, 255) ?? '' } : null,
    resourceLink: linkId ? { id: linkId, title: claimText(link?.title, 255) ?? '' } : null,
    targetLinkUri,
    returnUrl: claimText(claimObject(payload[CLAIM.launchPresentation])?.return_url, 2000),
    services: services(payload),
    payload,
  };
}
