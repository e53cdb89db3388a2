import { z } from 'zod';
import { LIMITS, PASSWORD_MIN_LENGTH } from './constants';
import { Email } from './primitives';

// Activation, password-reset and upgrade links (docs/PRODUCT.md §2, §4, §7): the token page checks its link, then sets the
// password with it; /forgot-password asks for a reset link.

/** The set-password rules of docs/PRODUCT.md §5, worded as it gives them; the form and the server share them. */
export const PASSWORD_MESSAGES = {
  required: 'Please enter a password',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match!",
  tooLong: `Ensure this field has no more than ${LIMITS.password} characters.`,
} as const;

export const ACCOUNT_TOKEN_MESSAGES = {
  resetSent: 'If an account exists for that e-mail, we sent a link to reset its password.',
  upgradeSent: 'If that e-mail has an approved instructor sign-up waiting, we sent it a new upgrade link.',
  onlyLatestLink: 'Only the latest link we sent you works, and each link works once.',
  passwordSet: 'Your password is set. You can log in with it now.',
} as const;

/** `POST /registration/emailPasswordReset/` (form body or JSON). */
export const PasswordResetRequest = z.object({ email: Email });
export type PasswordResetRequest = z.infer<typeof PasswordResetRequest>;

/** `POST /registration/requestUpgradeLink/`: a new upgrade link for an approved instructor's existing account. */
export const UpgradeLinkRequest = z.object({ email: Email });
export type UpgradeLinkRequest = z.infer<typeof UpgradeLinkRequest>;

/** The same answer whether or not an account has the e-mail. */
export const PasswordResetReply = z.object({ success: z.literal(true) });
export type PasswordResetReply = z.infer<typeof PasswordResetReply>;

// Generous bounds: real values are a few characters (uid) and 43 characters (token); anything longer is no link.
const LinkPart = z.string().max(256);

/** `POST /registration/verifyRegistrationToken/`. */
export const RegistrationTokenCheck = z.object({ uid: LinkPart, token: LinkPart });
export type RegistrationTokenCheck = z.infer<typeof RegistrationTokenCheck>;

export const RegistrationTokenStatus = z.object({
  isValid: z.boolean(),
  /** The account's e-mail when the link is valid. */
  email: z.string().nullable(),
});
export type RegistrationTokenStatus = z.infer<typeof RegistrationTokenStatus>;

const newPassword = z
  .string({ error: PASSWORD_MESSAGES.required })
  .refine((value) => value.length > 0, PASSWORD_MESSAGES.required)
  .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .refine((value) => value.length <= LIMITS.password, PASSWORD_MESSAGES.tooLong);

const confirmation = z
  .string({ error: PASSWORD_MESSAGES.confirmRequired })
  .refine((value) => value.length > 0, PASSWORD_MESSAGES.confirmRequired);

/** `POST /registration/registerAndSetPassword/`: 400 `{password1|password2: [message]}` when a rule fails. */
export const SetPasswordRequest = z
  .object({ uid: LinkPart, token: LinkPart, password1: newPassword, password2: confirmation })
  .refine((body) => body.password1 === body.password2, { message: PASSWORD_MESSAGES.mismatch, path: ['password2'] });
export type SetPasswordRequest = z.infer<typeof SetPasswordRequest>;

export const SetPasswordReply = z.object({ isValid: z.boolean() });
export type SetPasswordReply = z.infer<typeof SetPasswordReply>;

/** The first rule a new password and its confirmation break, per field; none when Submit may be pressed. */
export function passwordProblems(password: string, confirm: string): { password?: string; confirm?: string } {
  const problems: { password?: string; confirm?: string } = {};
  if (password.length === 0) problems.password = PASSWORD_MESSAGES.required;
  else if (password.length < PASSWORD_MIN_LENGTH) problems.password = PASSWORD_MESSAGES.tooShort;
  else if (password.length > LIMITS.password) problems.password = PASSWORD_MESSAGES.tooLong;
  if (confirm.length === 0) problems.confirm = PASSWORD_MESSAGES.confirmRequired;
  else if (confirm !== password) problems.confirm = PASSWORD_MESSAGES.mismatch;
  return problems;
}
