import { z } from 'zod';
import { Id } from './primitives';
import { UPLOAD_LIMITS } from './uploads';

// Login from a partner's page (docs/LMS.md, "Login from a partner's page"): a page that frames or opens Marginalia
// posts it a message with a token. The browser takes it only from the exact origins the operator lists in
// PARTNER_ORIGINS; the server checks the LMS id_token kind at `POST /lti/partner-login/`.

/** Hosts a partner origin may name over plain http: a partner page under test. Everything else must be https. */
export const PARTNER_LOCAL_HOSTS = ['localhost', '127.0.0.1'] as const;

/**
 * What the message's token is. `marginalia_token` (also when auth_type is absent) is a session token of this
 * server, taken like a `?token=` link; `lti_id_token` is an id_token signed by a registered LMS, exchanged for one.
 */
export const PARTNER_AUTH_TYPES = ['marginalia_token', 'lti_id_token'] as const;
export type PartnerAuthType = (typeof PARTNER_AUTH_TYPES)[number];

const ORIGIN = /^(https?):\/\/([a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?\/?$/i;
const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/**
 * An origin as browsers serialize it (`event.origin`): lower-case scheme and host, no default port, no slash; or
 * the reason the entry is not one. Only `scheme://host[:port]`: a path, query, wildcard or user part is refused.
 */
export function normalizePartnerOrigin(entry: string): { origin: string } | { problem: string } {
  const match = ORIGIN.exec(entry.trim());
  if (!match) return { problem: 'must be an origin such as https://lms.example.edu (scheme, host and optional port; no path or wildcard)' };
  const scheme = match[1]!.toLowerCase();
  const host = match[2]!.toLowerCase();
  const port = match[3];
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return { problem: 'has a port outside 1-65535' };
  if (scheme === 'http' && !(PARTNER_LOCAL_HOSTS as readonly string[]).includes(host)) return { problem: 'must use https:// (http:// only for localhost or 127.0.0.1)' };
  const kept = port === undefined || String(Number(port)) === DEFAULT_PORT[scheme] ? '' : `:${Number(port)}`;
  return { origin: `${scheme}://${host}${kept}` };
}

/**
 * Whether a message's origin is one of the partners'. Equality only: a look-alike host that merely contains or
 * ends with a partner's name (`https://lms.example.edu.evil.test`) is somebody else.
 */
export function isPartnerOrigin(origin: string, partners: readonly string[]): boolean {
  return partners.some((partner) => {
    const normalized = normalizePartnerOrigin(partner);
    return 'origin' in normalized && normalized.origin === origin;
  });
}

/** One file of the upload shortcut: its path in the submission ("src/Main.java") and its text. */
export const PartnerUploadFile = z.object({
  name: z.string().trim().min(1).max(500),
  code: z.string().max(UPLOAD_LIMITS.maxFileBytes),
});
export type PartnerUploadFile = z.infer<typeof PartnerUploadFile>;

/**
 * The message a partner's page posts. Anything else (another shape, a missing, empty or non-string token) is not a
 * login message and is ignored without a word. Fields the app does not know are ignored.
 */
export const PartnerLoginMessage = z.object({
  token: z.string().trim().min(1).max(16_000),
  /** Names the partner (any non-empty value): the app then shows its minimal screen for the tab. */
  source: z.string().trim().max(64).optional(),
  auth_type: z.enum(PARTNER_AUTH_TYPES).optional(),
  /** The upload shortcut: the assignment (id) the files become a new version of, for a signed-in student. */
  assignment: z.union([Id, z.string().regex(/^\d{1,9}$/).transform(Number).pipe(Id)]).optional(),
  files: z.array(PartnerUploadFile).min(1).max(UPLOAD_LIMITS.maxFiles).optional(),
});
export type PartnerLoginMessage = z.output<typeof PartnerLoginMessage>;

/** `POST /lti/partner-login/`: an LMS's id_token for a session of the person it names. */
export const PartnerIdTokenLogin = z.object({ id_token: z.string().min(1).max(16_000) });
export type PartnerIdTokenLogin = z.infer<typeof PartnerIdTokenLogin>;

/** The session token, which the browser then keeps and checks like a `?token=` link's. */
export const PartnerIdTokenSession = z.object({ token: z.string() });
export type PartnerIdTokenSession = z.infer<typeof PartnerIdTokenSession>;

export const PARTNER_LOGIN_MESSAGES = {
  unknownPerson: 'This LMS account has not opened Marginalia yet: open Marginalia once from the LMS course, then try again.',
  replayed: 'This id_token was already used; the partner page must send a new one.',
  tooOld: 'The id_token was issued too long ago; the partner page must send a new one.',
  noPlatform: 'No LMS is registered with this id_token\'s issuer and audience.',
  uploadFailed: 'Your files could not be uploaded.',
  uploading: 'Uploading your files…',
} as const;
