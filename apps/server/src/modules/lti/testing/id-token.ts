// The id_token of a launch: every claim LTI Core 1.3 requires (and the NRPS, AGS and deep-linking claims an
// Advantage platform adds) filled from a scenario, any of them overridable or removable, signed by the platform's
// current key, or deliberately wrong in one of the ways the Security Framework says a tool must refuse.
import { randomUUID } from 'node:crypto';
import { base64url, SignJWT, UnsecuredJWT, type JWTPayload } from 'jose';
import { AGS_SCOPES, CLAIM, LTI_VERSION, MESSAGE_TYPE, isContextRole, type LaunchMessageType } from './lti-vocabulary';
import { requireTool, type Platform } from './platform';
import { createPlatformKey, publicKeyPem } from './platform-keys';

export interface LaunchScenario {
  /** The person launching (added with addPerson). */
  sub: string;
  contextId?: string;
  resourceLinkId?: string;
  /** Default `LtiResourceLinkRequest`. */
  messageType?: LaunchMessageType;
  /** Default: the person's roles in the context (their membership), else their own roles. */
  roles?: string[];
  /** Default: the tool's launch URL (its deep-linking URL for deep-linking requests). */
  targetLinkUri?: string;
  /** Default: a fresh random value (the OIDC dance sets the tool's nonce). */
  nonce?: string;
  /** `iframe` (default) or `window`. */
  documentTarget?: 'iframe' | 'window';
  /** Claims set over the defaults; a claim set to `undefined` is removed. */
  claims?: Record<string, unknown>;
}

export interface SignOptions {
  /** The header carries no `kid`. */
  noKid?: boolean;
  /** An unsigned token (`alg: none`, still naming the current `kid` unless `noKid`). */
  algNone?: boolean;
  /** Signed with HS256, the platform's public key as the secret (the key-confusion attack). */
  hs256?: boolean;
  /** Signed by a key the JWKS does not publish, with a `kid` of its own. */
  unpublishedKey?: boolean;
  /** Signed by another key but naming the current key's `kid` (a bad signature). */
  badSignature?: boolean;
  /** A `kid` header other than the signing key's. */
  kid?: string;
  issuer?: string;
  audience?: string | string[];
  /** Expired an hour ago. */
  expired?: boolean;
  /** Issued an hour from now. */
  issuedInFuture?: boolean;
  /** Another deployment id claim. */
  deploymentId?: string;
  /** Seconds until `exp` (default 300). */
  lifetimeSeconds?: number;
}

/** The claims of a launch, before any override of the scenario. */
export function launchClaims(platform: Platform, scenario: LaunchScenario, options: SignOptions = {}): JWTPayload {
  const { model } = platform;
  const person = model.person(scenario.sub);
  const messageType = scenario.messageType ?? MESSAGE_TYPE.resourceLink;
  const context = scenario.contextId ? model.context(scenario.contextId) : undefined;
  const link = scenario.resourceLinkId ? model.resourceLink(scenario.resourceLinkId) : undefined;
  const membership = context ? model.membership(context.id, person.sub) : undefined;
  const roles = scenario.roles ?? membership?.roles ?? person.roles;
  const institutionRoles = person.roles.filter((role) => !isContextRole(role));
  const tool = platform.tool;
  const deepLinking = messageType === MESSAGE_TYPE.deepLinkingRequest;
  const targetLinkUri = scenario.targetLinkUri ?? (deepLinking ? tool?.deepLinkingUrl ?? tool?.launchUrl : tool?.launchUrl) ?? requireTool(platform).launchUrl;
  const now = Math.floor(Date.now() / 1000);
  const issuedAt = options.issuedInFuture ? now + 3600 : options.expired ? now - 7200 : now;
  const expiresAt = options.expired ? now - 3600 : issuedAt + (options.lifetimeSeconds ?? 300);

  const claims: JWTPayload = {
    iss: options.issuer ?? platform.issuer,
    sub: person.sub,
    aud: options.audience ?? platform.clientId,
    azp: platform.clientId,
    iat: issuedAt,
    exp: expiresAt,
    nonce: scenario.nonce ?? randomUUID(),
    name: person.name,
    given_name: person.givenName,
    family_name: person.familyName,
    email: person.email,
    [CLAIM.messageType]: messageType,
    [CLAIM.version]: LTI_VERSION,
    [CLAIM.deploymentId]: options.deploymentId ?? platform.deploymentId,
    [CLAIM.targetLinkUri]: targetLinkUri,
    [CLAIM.roles]: [...new Set([...roles, ...institutionRoles])],
    [CLAIM.toolPlatform]: { guid: `${platform.issuer}/platform`, name: 'LMS simulator', product_family_code: 'lms-simulator', version: '1.0' },
    [CLAIM.launchPresentation]: { document_target: scenario.documentTarget ?? 'iframe', locale: 'en-US', return_url: `${platform.url}/return` },
    [CLAIM.custom]: {},
  };
  if (person.sourcedId) claims[CLAIM.lis] = { person_sourcedid: person.sourcedId };
  if (link && !deepLinking) claims[CLAIM.resourceLink] = { id: link.id, title: link.title, description: link.description ?? '' };
  if (context) {
    claims[CLAIM.context] = { id: context.id, label: context.label, title: context.title, type: ['http://purl.imsglobal.org/vocab/lis/v2/course#CourseOffering'] };
    claims[CLAIM.namesRoleService] = { context_memberships_url: `${platform.url}/contexts/${encodeURIComponent(context.id)}/memberships`, service_versions: ['2.0'] };
    const lineItem = link && !deepLinking ? platform.ags.lineItemsOf(context.id).find((item) => item.resourceLinkId === link.id) : undefined;
    claims[CLAIM.agsEndpoint] = {
      scope: [...AGS_SCOPES],
      lineitems: platform.ags.containerUrl(context.id),
      ...(lineItem ? { lineitem: lineItem.id } : {}),
    };
  }
  if (deepLinking) {
    const data = randomUUID();
    platform.deepLinkingData.add(data);
    claims[CLAIM.deepLinkingSettings] = {
      deep_link_return_url: `${platform.url}/deep-linking/return`,
      accept_types: ['ltiResourceLink'],
      accept_presentation_document_targets: ['iframe', 'window'],
      accept_multiple: true,
      auto_create: true,
      title: 'Add an assignment',
      data,
    };
  }
  for (const [name, value] of Object.entries(scenario.claims ?? {})) {
    if (value === undefined) delete claims[name];
    else claims[name] = value;
  }
  for (const name of Object.keys(claims)) if (claims[name] === undefined) delete claims[name];
  return claims;
}

export async function signIdToken(platform: Platform, scenario: LaunchScenario, options: SignOptions = {}): Promise<string> {
  const claims = launchClaims(platform, scenario, options);
  const current = platform.keys.current;
  if (options.algNone) {
    // Unsigned, but naming the current key, so that only the algorithm gives it away.
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT', ...(options.noKid ? {} : { kid: options.kid ?? current.kid }) }));
    return `${header}.${new UnsecuredJWT(claims).encode().split('.')[1]}.`;
  }
  if (options.hs256) {
    const secret = new TextEncoder().encode(await publicKeyPem(current));
    return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(options.noKid ? {} : { kid: options.kid ?? current.kid }) }).sign(secret);
  }
  let key = current;
  let kid = options.kid ?? current.kid;
  if (options.unpublishedKey || options.badSignature) {
    key = await createPlatformKey();
    if (options.unpublishedKey && !options.kid) kid = key.kid;
  }
  const header = { alg: 'RS256', typ: 'JWT', ...(options.noKid ? {} : { kid }) };
  return new SignJWT(claims).setProtectedHeader(header).sign(key.privateKey);
}
