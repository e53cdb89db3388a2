import { z } from 'zod';
import { LTI_REGISTRATION_MESSAGES as M } from '@marginalia/contracts';
import { isUniqueViolation, type Database } from '@marginalia/db';
import { recordEvent, type Visitor } from '../audit/record';
import { TOOL_SCOPES } from './canvas-config';
import { forgetFrameOrigins } from './frame-origins';
import { callPlatform, parseJson, PLATFORM_CONFIGURATION_CLAIM, readPlatformConfiguration, type PlatformConfiguration } from './platform-configuration';
import { insertPlatform } from './platform-queries';
import { claimLink, selectUsableLink } from './registration-link-queries';
import { registrationCodeHash } from './registration-links';
import { RegistrationRefused } from './registration-refused';

// LTI Dynamic Registration, the tool's side (docs/LMS.md, "Dynamic Registration"): the LMS opens our registration
// link with where its configuration is and a registration token; we read the configuration, send the LMS our
// client registration with the token as bearer, and keep the registration the LMS answers with. Only a link a
// platform admin made works, once (registration-links.ts); any refusal stores nothing and uses no link.

const TOOL_CONFIGURATION_CLAIM = 'https://purl.imsglobal.org/spec/lti-tool-configuration';
/** What we want of a launch's claims: who the person is, for accounts and rosters. */
const CLAIMS = ['iss', 'sub', 'name', 'given_name', 'family_name', 'email'];

export interface RegistrationRequest {
  code: string | undefined;
  openidConfiguration: string | undefined;
  registrationToken: string | undefined;
  /** This server's origin as the LMS reaches it. */
  origin: string;
  visitor: Visitor;
}

/** Our client registration: the OpenID Connect client metadata plus LTI's tool configuration. */
export function clientRegistration(origin: string, configuration: Pick<PlatformConfiguration, 'scopes_supported'>) {
  const launch = `${origin}/lti/launch`;
  // A platform that lists its scopes is asked only for those it has; asking for others makes some refuse outright.
  const offered = configuration.scopes_supported;
  const scopes = offered ? TOOL_SCOPES.filter((scope) => offered.includes(scope)) : TOOL_SCOPES;
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${origin}/lti/login`,
    redirect_uris: [launch],
    client_name: 'Marginalia',
    jwks_uri: `${origin}/lti/jwks`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: scopes.join(' '),
    [TOOL_CONFIGURATION_CLAIM]: {
      domain: new URL(origin).host,
      target_link_uri: launch,
      description: 'Feedback and grading on code: students submit, graders comment on exact lines, grades return to the LMS.',
      claims: CLAIMS,
      messages: [
        { type: 'LtiResourceLinkRequest', target_link_uri: launch, label: 'Marginalia' },
        { type: 'LtiDeepLinkingRequest', target_link_uri: launch, label: 'Marginalia' },
      ],
    },
  };
}

const RegistrationAnswer = z.object({
  client_id: z.string().trim().min(1).max(255),
  [TOOL_CONFIGURATION_CLAIM]: z.object({ deployment_id: z.string().trim().min(1).max(255).optional() }).passthrough().optional(),
});

/** What the LMS said when it refused: its OAuth error description when it gave one. */
function refusalDetail(status: number, text: string): string {
  const body = parseJson(text) as { error?: unknown; error_description?: unknown } | undefined;
  const said = [body?.error, body?.error_description].filter((part): part is string => typeof part === 'string').join(': ');
  return said || `it answered ${status}`;
}

async function sendRegistration(configuration: PlatformConfiguration, token: string | undefined, origin: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const answer = await callPlatform(configuration.registration_endpoint, { method: 'POST', headers, body: JSON.stringify(clientRegistration(origin, configuration)) });
  if (answer.status < 200 || answer.status > 299) throw new RegistrationRefused(M.refused(refusalDetail(answer.status, answer.text)), 502);
  const parsed = RegistrationAnswer.safeParse(parseJson(answer.text));
  if (!parsed.success) throw new RegistrationRefused(M.refused('its answer names no client_id'), 502);
  return { clientId: parsed.data.client_id, deploymentId: parsed.data[TOOL_CONFIGURATION_CLAIM]?.deployment_id ?? null };
}

/** The registration's name until an admin renames it: the LMS's product family and host ("moodle (lms.example.edu)"). */
function platformName(configuration: PlatformConfiguration): string {
  const host = new URL(configuration.issuer).host;
  const family = configuration[PLATFORM_CONFIGURATION_CLAIM]?.product_family_code?.trim();
  return (family ? `${family} (${host})` : host).slice(0, 255);
}

export interface DynamicRegistrationDone {
  platformId: number;
  name: string;
  /** False when the LMS gave no deployment ID: launches are refused until an admin adds one. */
  hasDeployment: boolean;
}

export async function registerDynamically(db: Database, request: RegistrationRequest): Promise<DynamicRegistrationDone> {
  const link = request.code ? await selectUsableLink(db, registrationCodeHash(request.code), new Date()) : null;
  if (!link) throw new RegistrationRefused(M.badCode, 403);
  const configuration = await readPlatformConfiguration(request.openidConfiguration);
  const registered = await sendRegistration(configuration, request.registrationToken, request.origin);
  const name = platformName(configuration);
  let platformId: number;
  try {
    platformId = await db.transaction(async (tx) => {
      const row = await insertPlatform(tx, {
        name,
        issuer: configuration.issuer,
        clientId: registered.clientId,
        deploymentIds: registered.deploymentId ? [registered.deploymentId] : [],
        authLoginUrl: configuration.authorization_endpoint,
        accessTokenUrl: configuration.token_endpoint,
        keysetUrl: configuration.jwks_uri,
        tokenAudience: configuration.authorization_server ?? null,
        organizationId: link.organizationId,
      });
      // Used once: a second registration racing this one on the same link loses here and stores nothing.
      if (!(await claimLink(tx, link.id, row.id, new Date()))) throw new RegistrationRefused(M.badCode, 403);
      await recordEvent(tx, request.visitor, {
        type: 'lti.platform_registered',
        object: { type: 'ltiPlatform', id: row.id },
        data: { issuer: row.issuer, clientId: row.clientId, via: 'dynamicRegistration', registrationLink: link.id, linkCreatedBy: link.createdById },
      });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lti_platforms_issuer_client_unique')) throw new RegistrationRefused(M.duplicate, 409);
    throw error;
  }
  forgetFrameOrigins(db);
  return { platformId, name, hasDeployment: registered.deploymentId !== null };
}
