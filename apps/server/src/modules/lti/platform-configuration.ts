import { z } from 'zod';
import { LTI_REGISTRATION_MESSAGES as M, LtiUrl } from '@marginalia/contracts';
import { RegistrationRefused } from './registration-refused';

// The platform's OpenID configuration, as LTI Dynamic Registration has the tool read it (docs/LMS.md, "Dynamic
// Registration"): where it is may only be https (http on a local host, as for registrations made by hand), its
// issuer must be the start of that address (so a configuration cannot speak for another platform), and it must
// name the endpoints a registration stores. Platforms add more than this; the rest is ignored.

/** What a platform's answers may take; an LMS administrator is waiting on the page. */
export const PLATFORM_CALL_TIMEOUT_MS = 10_000;
const MAX_ANSWER_CHARS = 200_000;

export const PLATFORM_CONFIGURATION_CLAIM = 'https://purl.imsglobal.org/spec/lti-platform-configuration';

const Configuration = z.object({
  issuer: LtiUrl,
  authorization_endpoint: LtiUrl,
  token_endpoint: LtiUrl,
  jwks_uri: LtiUrl,
  registration_endpoint: LtiUrl,
  authorization_server: z.string().trim().min(1).max(2000).optional(),
  scopes_supported: z.array(z.string()).optional(),
  [PLATFORM_CONFIGURATION_CLAIM]: z.object({ product_family_code: z.string().max(100).optional() }).passthrough().optional(),
});
export type PlatformConfiguration = z.infer<typeof Configuration>;

/** Calls a platform's URL without following redirects, within the timeout; what goes wrong is a refusal that says so. */
export async function callPlatform(url: string, init: RequestInit): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(PLATFORM_CALL_TIMEOUT_MS) });
    return { status: response.status, text: (await response.text()).slice(0, MAX_ANSWER_CHARS) };
  } catch (error) {
    throw new RegistrationRefused(M.unreachable(`${new URL(url).origin} (${(error as Error).message})`), 502);
  }
}

/** A platform's answer as JSON, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Whether `url` lies under `issuer` (the issuer itself, or a path below it). */
function startsWithIssuer(url: string, issuer: string): boolean {
  const base = issuer.replace(/\/+$/, '');
  return url === base || url.startsWith(`${base}/`);
}

export async function readPlatformConfiguration(configurationUrl: string | undefined): Promise<PlatformConfiguration> {
  if (!configurationUrl) throw new RegistrationRefused(M.noConfiguration);
  if (!LtiUrl.safeParse(configurationUrl).success) throw new RegistrationRefused(M.badConfigurationUrl);
  const answer = await callPlatform(configurationUrl, { headers: { accept: 'application/json' } });
  if (answer.status !== 200) throw new RegistrationRefused(M.badConfiguration(`it answered ${answer.status}`), 502);
  const parsed = Configuration.safeParse(parseJson(answer.text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new RegistrationRefused(M.badConfiguration(issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : 'it is not a JSON object'), 502);
  }
  if (!startsWithIssuer(configurationUrl, parsed.data.issuer)) throw new RegistrationRefused(M.issuerMismatch, 502);
  return parsed.data;
}
