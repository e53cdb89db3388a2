import { z } from 'zod';
import { Email } from './primitives';

// Joining a course with its invite code (`POST /registration/emailRegistration/`, docs/PRODUCT.md §7).

const required = { error: 'This field is required.' };

export const USERNAME_MAX_LENGTH = 150;
export const INVITE_CODE_MAX_LENGTH = 64;

export const EmailRegistrationRequest = z.object({
  // Accounts are known by e-mail; the username is accepted as the sign-up payload of docs/PRODUCT.md §3 has it, and not kept.
  username: z.string(required).trim().max(USERNAME_MAX_LENGTH, `Ensure this field has no more than ${USERNAME_MAX_LENGTH} characters.`).default(''),
  email: z.string(required).pipe(Email),
  token: z.string(required).trim().min(1, 'This field may not be blank.').max(INVITE_CODE_MAX_LENGTH, `Ensure this field has no more than ${INVITE_CODE_MAX_LENGTH} characters.`),
});
export type EmailRegistrationRequest = z.infer<typeof EmailRegistrationRequest>;

/** 200 when the student joined, 403 (same shape) when the code or the e-mail was refused. */
export const EmailRegistrationResponse = z.object({
  success: z.boolean(),
  email_valid: z.boolean(),
  code_valid: z.boolean(),
});
export type EmailRegistrationResponse = z.infer<typeof EmailRegistrationResponse>;

export const JOIN_COURSE_TEXTS = {
  title: 'Join a Course',
  joined: 'You joined the course. Check your e-mail:',
  joinedDetail: 'if you are new here, it has a link to set your password; if you already have an account, log in to see the course.',
  termsRequired: 'Please agree to the Terms of Service and Privacy Policy',
  emailRequired: 'Please enter your email',
  codeRequired: 'Please enter your invite code',
  usernameRequired: 'Please enter a username',
  throttled: 'Too many attempts: please try again in a little while.',
} as const;
