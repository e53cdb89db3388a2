import { Course, TokenAuthResponse, UserMe, type PasswordChangeRequest } from '@marginalia/contracts';
import { apiConfig } from './config';
import { ApiError } from './errors';
import { sendExpecting } from './expectStatus';
import { send } from './http';
import { listResource, readResource, updateResource } from './resources';
import { checkShape } from './shape';

// The settings page's calls (docs/PRODUCT.md §6, §7): the visitor-time user, the product-tips switch, the API key and the
// courses it reaches, and a new password.

export const settingsQueryKeys = {
  me: ['users', 'me'] as const,
  apiCourses: ['courses', 'api'] as const,
};

/** GET /users/me/ */
export function fetchMe(): Promise<UserMe> {
  return readResource('users', 'me', UserMe);
}

/** PATCH /users/me/ {showProductTips} */
export function updateProductTips(showProductTips: boolean): Promise<UserMe> {
  return updateResource('users', 'me', { showProductTips }, UserMe);
}

/** PATCH /users/me/ {sendMeAConfirmationEmail}: a receipt e-mail after each of the user's own uploads. */
export function updateUploadReceipts(sendMeAConfirmationEmail: boolean): Promise<UserMe> {
  return updateResource('users', 'me', { sendMeAConfirmationEmail }, UserMe);
}

/** POST /users/requestAPIToken/ — the user with a new key, the only time the key is shown; the old one stops working. */
export async function requestApiToken(): Promise<UserMe> {
  const what = 'POST /users/requestAPIToken/';
  const response = await sendExpecting('POST', '/users/requestAPIToken/', 200);
  return checkShape(UserMe, response.body, what);
}

/** GET /courses/ — the courses the caller administers, the ones an API key reaches (the demo course left out). */
export function fetchApiCourses(): Promise<Course[]> {
  return listResource('courses', Course);
}

export type PasswordChangeResult = { ok: true; session: TokenAuthResponse } | { ok: false; fields: Record<string, string[]> };

/**
 * POST /users/me/password/. A 400 names the fields to fix, which the form shows beside them rather than as a
 * notification; any other failure goes the usual way (notified, 401 ends the session) and rejects.
 */
export async function changePassword(body: PasswordChangeRequest): Promise<PasswordChangeResult> {
  const what = 'POST /users/me/password/';
  const response = await send('POST', '/users/me/password/', { body });
  if (response.status === 400 && typeof response.body === 'object' && response.body !== null) {
    return { ok: false, fields: response.body as Record<string, string[]> };
  }
  if (response.status !== 200) {
    if (response.status === 401) apiConfig().onUnauthorized();
    else apiConfig().notifyError(`Request failed (${response.status})`, response.body);
    throw new ApiError(response.status, response.body, what);
  }
  return { ok: true, session: checkShape(TokenAuthResponse, response.body, what) };
}
