import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { ltiLoginStates, type Database } from '@marginalia/db';
import { LaunchRefused } from './id-token';
import { selectPlatformsByIssuer, type PlatformRow } from './platform-queries';

// The OIDC login that starts every LTI 1.3 launch (docs/LMS.md, "How a launch goes"): the LMS sends the browser
// here with its issuer and hints; we answer with a redirect to the platform's login URL carrying a fresh `state`
// and `nonce`, and give the browser a secret (a cookie, and the LMS's own storage in the browser when it offers one,
// for frames whose cookies are blocked) that the launch must show again, so that a launch can only finish in the
// browser that started it. State and nonce are single use and live ten minutes.

export const LOGIN_LIFETIME_MS = 10 * 60 * 1000;
const PARAMETER_MAX = 4000;

export interface LoginParams {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint?: string;
  lti_deployment_id?: string;
  client_id?: string;
  lti_storage_target?: string;
}

export interface StartedLogin {
  /** Where the browser goes: the platform's login URL with our request. */
  redirect: string;
  state: string;
  /** The browser's secret, kept in a cookie until the launch (and in the platform's storage when it offers one). */
  binding: string;
  /** With the LMS's storage offered: the frame to post to and the origin to post to (the platform's login URL's). */
  storage: { target: string; origin: string } | null;
}

const token = () => randomBytes(32).toString('base64url');
export const bindingHash = (binding: string) => createHash('sha256').update(binding).digest('hex');

/** The login's parameters from a query or a form, each a single string of sane size; the required ones present. */
export function readLoginParams(source: Record<string, unknown>): LoginParams {
  const value = (name: string): string | undefined => {
    const raw = source[name];
    if (raw === undefined || raw === '') return undefined;
    if (typeof raw !== 'string' || raw.length > PARAMETER_MAX) throw new LaunchRefused(`The login's "${name}" parameter is not a single value.`);
    return raw;
  };
  const iss = value('iss');
  const loginHint = value('login_hint');
  const target = value('target_link_uri');
  const missing = [!iss && 'iss', !loginHint && 'login_hint', !target && 'target_link_uri'].filter(Boolean);
  if (missing.length > 0) throw new LaunchRefused(`The LMS started the login without ${missing.join(', ')}.`);
  const optional = ['lti_message_hint', 'lti_deployment_id', 'client_id', 'lti_storage_target'] as const;
  const params: LoginParams = { iss: iss!, login_hint: loginHint!, target_link_uri: target! };
  for (const name of optional) {
    const given = value(name);
    if (given !== undefined) params[name] = given;
  }
  return params;
}

/** The registration the login names: by issuer, and by client id when the issuer has several. */
export async function platformForLogin(db: Database, params: LoginParams): Promise<PlatformRow> {
  const candidates = (await selectPlatformsByIssuer(db, params.iss)).filter((platform) => !params.client_id || platform.clientId === params.client_id);
  if (candidates.length === 0) {
    throw new LaunchRefused(
      params.client_id
        ? `No LMS is registered with issuer ${params.iss} and client ID ${params.client_id}. A Marginalia platform admin registers it first.`
        : `No LMS is registered with issuer ${params.iss}. A Marginalia platform admin registers it first.`,
    );
  }
  if (candidates.length > 1) throw new LaunchRefused(`Several registrations share the issuer ${params.iss}: the LMS must send its client_id with the login.`);
  const platform = candidates[0]!;
  if (params.lti_deployment_id && !platform.deploymentIds.includes(params.lti_deployment_id)) {
    throw new LaunchRefused(`The deployment ${JSON.stringify(params.lti_deployment_id)} is not registered for this platform; add it to the registration.`);
  }
  return platform;
}

/** A launch may only ask to land on this server. */
function checkTarget(targetLinkUri: string, toolOrigin: string): void {
  let target: URL;
  try {
    target = new URL(targetLinkUri);
  } catch {
    throw new LaunchRefused('The login\'s target_link_uri is not a URL.');
  }
  if (target.origin !== toolOrigin) throw new LaunchRefused(`The login's target_link_uri (${target.origin}) is not this Marginalia server (${toolOrigin}).`);
}

export async function startLogin(db: Database, params: LoginParams, toolOrigin: string): Promise<StartedLogin> {
  const platform = await platformForLogin(db, params);
  checkTarget(params.target_link_uri, toolOrigin);
  const state = token();
  const nonce = token();
  const binding = token();
  const now = Date.now();
  // Expired logins go as new ones come: the table stays the size of ten minutes of launches.
  await db.delete(ltiLoginStates).where(lt(ltiLoginStates.expiresAt, new Date(now - LOGIN_LIFETIME_MS)));
  await db.insert(ltiLoginStates).values({
    state,
    nonce,
    platformId: platform.id,
    bindingHash: bindingHash(binding),
    loginParams: { ...params },
    expiresAt: new Date(now + LOGIN_LIFETIME_MS),
  });
  const redirect = new URL(platform.authLoginUrl);
  const query: Record<string, string> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: platform.clientId,
    redirect_uri: `${toolOrigin}/lti/launch`,
    login_hint: params.login_hint,
    state,
    nonce,
  };
  if (params.lti_message_hint) query.lti_message_hint = params.lti_message_hint;
  for (const [name, value] of Object.entries(query)) redirect.searchParams.set(name, value);
  const storage = params.lti_storage_target ? { target: params.lti_storage_target, origin: new URL(platform.authLoginUrl).origin } : null;
  return { redirect: redirect.toString(), state, binding, storage };
}

export interface ConsumedLogin {
  platformId: number;
  nonce: string;
  bindingHash: string;
  loginParams: LoginParams;
}

/** The login `state` names while it is still open, without taking it (to ask the platform's storage first). */
export async function openLogin(db: Database, state: string): Promise<{ platformId: number; loginParams: LoginParams } | null> {
  const [row] = await db
    .select({ platformId: ltiLoginStates.platformId, loginParams: ltiLoginStates.loginParams })
    .from(ltiLoginStates)
    .where(and(eq(ltiLoginStates.state, state), isNull(ltiLoginStates.usedAt), gt(ltiLoginStates.expiresAt, new Date())));
  return row ? { platformId: row.platformId, loginParams: row.loginParams as unknown as LoginParams } : null;
}

/** Takes the login `state` names, once: a second launch with the same state, or one after ten minutes, gets null. */
export async function consumeLogin(db: Database, state: string): Promise<ConsumedLogin | null> {
  const [row] = await db
    .update(ltiLoginStates)
    .set({ usedAt: new Date() })
    .where(and(eq(ltiLoginStates.state, state), isNull(ltiLoginStates.usedAt), gt(ltiLoginStates.expiresAt, new Date())))
    .returning({
      platformId: ltiLoginStates.platformId,
      nonce: ltiLoginStates.nonce,
      bindingHash: ltiLoginStates.bindingHash,
      loginParams: ltiLoginStates.loginParams,
    });
  return row ? { ...row, loginParams: row.loginParams as unknown as LoginParams } : null;
}
