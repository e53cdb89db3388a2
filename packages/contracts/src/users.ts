import { z } from 'zod';
import { PASSWORD_MESSAGES } from './account-tokens';
import { LIMITS, PASSWORD_MIN_LENGTH } from './constants';
import { Id } from './primitives';

export * from './course-join';

/**
 * The signed-in user as `GET /registration/current_user/` returns it (docs/PRODUCT.md §3).
 * Course and section relations are id lists, like every relation of the API.
 */
export const CurrentUser = z.object({
  id: z.number().int(),
  email: z.string(),
  token: z.string(),
  organization: Id.nullable(),
  canCreateCourses: z.boolean(),
  canModifyRosters: z.boolean(),
  /** Only present right after a key was issued: keys are stored hashed. */
  api_token: z.string().nullable(),
  studentCourses: z.array(Id),
  graderCourses: z.array(Id),
  superGraderCourses: z.array(Id),
  courseadminCourses: z.array(Id),
  leaderSections: z.array(Id),
  student_sections: z.array(Id),
  showProductTips: z.boolean(),
  marginaliaAdmin: z.boolean(),
  hasCredentials: z.boolean(),
  /**
   * Set when a platform admin is acting as this user (login-as, docs/AUDIT.md): who, and when the session ends.
   * The web app shows "Acting as {email}" with a way back while it is set.
   */
  impersonatedBy: z.object({ email: z.string(), expiresAt: z.string() }).nullable().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUser>;

/** The anonymous default user of the web app: id -1 and empty lists. */
export const ANONYMOUS_USER: CurrentUser = {
  id: -1,
  email: '',
  token: '',
  organization: null,
  canCreateCourses: false,
  canModifyRosters: false,
  api_token: null,
  studentCourses: [],
  graderCourses: [],
  superGraderCourses: [],
  courseadminCourses: [],
  leaderSections: [],
  student_sections: [],
  showProductTips: true,
  marginaliaAdmin: false,
  hasCredentials: false,
};

/** `GET/PATCH /users/me/`: the visitor-time user of docs/PRODUCT.md §3. */
export const UserMe = z.object({
  id: Id,
  email: z.string(),
  api_token: z.string().nullable(),
  /** Whether a key exists (only its digest is stored): the settings page offers to create or to reset one. */
  hasApiKey: z.boolean(),
  showProductTips: z.boolean(),
  /** The `sendMeAConfirmationEmail` of docs/PRODUCT.md §3, kept on the account: a receipt e-mail after each upload. */
  sendMeAConfirmationEmail: z.boolean(),
  canModifyRosters: z.boolean(),
  courseadminCourses: z.array(Id),
});
export type UserMe = z.infer<typeof UserMe>;

export const UserMeUpdate = z.object({
  showProductTips: z.boolean().optional(),
  sendMeAConfirmationEmail: z.boolean().optional(),
});
export type UserMeUpdate = z.infer<typeof UserMeUpdate>;

const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .refine((value) => value.length > 0, 'Please enter your current password')
  .refine((value) => value.length <= LIMITS.password, PASSWORD_MESSAGES.tooLong);

/** `POST /users/me/password/`: the current password, and the new one twice, under the rules of docs/PRODUCT.md §5. */
export const PasswordChangeRequest = z
  .object({
    currentPassword,
    password1: z
      .string({ error: PASSWORD_MESSAGES.required })
      .refine((value) => value.length > 0, PASSWORD_MESSAGES.required)
      .refine((value) => value.length === 0 || value.length >= PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
      .refine((value) => value.length <= LIMITS.password, PASSWORD_MESSAGES.tooLong),
    password2: z
      .string({ error: PASSWORD_MESSAGES.confirmRequired })
      .refine((value) => value.length > 0, PASSWORD_MESSAGES.confirmRequired),
  })
  .refine((body) => body.password1 === body.password2, { message: PASSWORD_MESSAGES.mismatch, path: ['password2'] });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

export const SETTINGS_TEXTS = {
  wrongCurrentPassword: 'Your current password is not right.',
  resetApiKeyConfirm: 'Reset your API key? Scripts using the old key stop working.',
  copyKeyNow: 'Copy it now: it is not shown again.',
  passwordChanged: 'Your password was changed.',
} as const;
