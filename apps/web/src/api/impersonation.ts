import { AccountAccess, CurrentUser } from '@marginalia/contracts';
import { z } from 'zod';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// Login-as (docs/AUDIT.md): a platform admin's session as someone else, and the user's own view of such sessions.

/** GET /users/{email}/ — the user, with a short-lived login-as token; quiet, the page shows its own failure text. */
export async function startLoginAs(email: string): Promise<CurrentUser> {
  const path = `/users/${encodeURIComponent(email)}/`;
  const response = await sendExpecting('GET', path, 200, { quiet: true });
  return checkShape(CurrentUser, response.body, 'GET /users/{email}/');
}

export const accountAccessQueryKey = ['accountAccess'] as const;

/** GET /users/me/accountAccess/ — when platform admins acted as the signed-in user, newest first. */
export async function fetchAccountAccess(): Promise<AccountAccess[]> {
  const response = await sendExpecting('GET', '/users/me/accountAccess/', 200);
  return checkShape(z.array(AccountAccess), response.body, 'GET /users/me/accountAccess/');
}
