import { CurrentUser, TokenAuthResponse } from '@marginalia/contracts';
import type { CallResult } from './callResult';
import { CURRENT_USER_PATH } from '../boot/pageLoadReads';
import { takeEarlyRead } from './earlyReads';
import { send, type HttpResponse } from './http';
import { checkShape } from './shape';

// The named calls of the session (docs/PRODUCT.md §7). They do not notify or log out on their own: the session
// machine owns those decisions because, for instance, a failed refresh must stay silent.

function parseRetryAfter(response: HttpResponse): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

async function call<T>(run: () => Promise<HttpResponse>, accept: (response: HttpResponse) => T): Promise<CallResult<T>> {
  let response: HttpResponse;
  try {
    response = await run();
  } catch {
    return { ok: false, status: null, body: null };
  }
  if (response.status !== 200) {
    return { ok: false, status: response.status, body: response.body, retryAfterSeconds: parseRetryAfter(response) };
  }
  try {
    return { ok: true, data: accept(response) };
  } catch {
    // checkShape already reported the mismatch.
    return { ok: false, status: null, body: response.body };
  }
}

/**
 * `GET /registration/current_user/` with the given token; the answer carries a fresh token. At page load the check
 * of the stored token was already asked for by the page's first script (api/earlyReads.ts), and its answer is taken.
 */
export function fetchCurrentUser(token: string): Promise<CallResult<CurrentUser>> {
  return call(
    async () => (await takeEarlyRead(CURRENT_USER_PATH, token)) ?? send('GET', CURRENT_USER_PATH, { token }),
    (response) => checkShape(CurrentUser, response.body, `GET ${CURRENT_USER_PATH}`),
  );
}

/** `POST /token-auth/`: the login call; the API names the email field `username`. */
export function obtainToken(email: string, password: string): Promise<CallResult<TokenAuthResponse>> {
  return call(
    () => send('POST', '/token-auth/', { body: { username: email, password }, token: null }),
    (response) => checkShape(TokenAuthResponse, response.body, 'POST /token-auth/'),
  );
}

/** `POST /token-refresh/`. */
export function refreshToken(token: string): Promise<CallResult<TokenAuthResponse>> {
  return call(
    () => send('POST', '/token-refresh/', { body: { token }, token: null }),
    (response) => checkShape(TokenAuthResponse, response.body, 'POST /token-refresh/'),
  );
}

/** `POST /impersonation/end/`: "Return to my account" ends the login-as session (204). */
export async function endImpersonation(token: string): Promise<CallResult<null>> {
  try {
    const response = await send('POST', '/impersonation/end/', { token });
    return response.status === 204 ? { ok: true, data: null } : { ok: false, status: response.status, body: response.body };
  } catch {
    return { ok: false, status: null, body: null };
  }
}
