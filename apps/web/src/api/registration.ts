import {
  PasswordResetReply,
  RegistrationTokenStatus,
  SetPasswordReply,
  type SetPasswordRequest,
} from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// The calls of the logged-out account pages (docs/PRODUCT.md §7): forgot password, a new upgrade link and the token pages. The link or the
// e-mail is the credential, so no session token is sent, and the pages show failures themselves (quiet).

async function post<T>(path: string, body: unknown, accept: (data: unknown, what: string) => T): Promise<T> {
  const response = await sendExpecting('POST', path, 200, { body, token: null, quiet: true });
  return accept(response.body, `POST ${path}`);
}

/** POST /registration/emailPasswordReset/ — answers alike whether or not the e-mail has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await post('/registration/emailPasswordReset/', { email }, (data, what) => checkShape(PasswordResetReply, data, what));
}

/** POST /registration/requestUpgradeLink/ — a new upgrade link; answers alike for every e-mail. */
export async function requestUpgradeLink(email: string): Promise<void> {
  await post('/registration/requestUpgradeLink/', { email }, (data, what) => checkShape(PasswordResetReply, data, what));
}

/** POST /registration/verifyRegistrationToken/ — whether the link still works, and whose account it opens. */
export function verifyRegistrationToken(uid: string, token: string): Promise<RegistrationTokenStatus> {
  return post('/registration/verifyRegistrationToken/', { uid, token }, (data, what) => checkShape(RegistrationTokenStatus, data, what));
}

/**
 * POST /registration/registerAndSetPassword/ — `{isValid: false}` when the link no longer works; a password the
 * server refuses rejects with an ApiError (400) whose body maps fields to messages.
 */
export function registerAndSetPassword(request: SetPasswordRequest): Promise<SetPasswordReply> {
  return post('/registration/registerAndSetPassword/', request, (data, what) => checkShape(SetPasswordReply, data, what));
}
