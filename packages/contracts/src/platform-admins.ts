import { z } from 'zod';

// Platform admins as a role managed in the console (`/dashboard/platform-admins`), beside the server's
// PLATFORM_ADMINS setting, whose people are made platform admins at every start and so cannot be revoked here.

export const PlatformAdmin = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  /** Named in the server's PLATFORM_ADMINS: granted again at every start, so the page cannot revoke it. */
  fromConfiguration: z.boolean(),
  /** Whether the account has a password yet (PLATFORM_ADMINS creates accounts without one). */
  isActivated: z.boolean(),
});
export type PlatformAdmin = z.infer<typeof PlatformAdmin>;

export const PlatformAdminGrant = z.object({ email: z.string().trim().toLowerCase().min(1).max(254) });
export type PlatformAdminGrant = z.infer<typeof PlatformAdminGrant>;

export const PLATFORM_ADMIN_MESSAGES = {
  unknownEmail: 'No account has this e-mail address. The person signs up (or is added to a course) first.',
  alreadyAdmin: 'This person is already a platform admin.',
  lastAdmin: 'The last platform admin cannot be revoked.',
  fromConfiguration: "This platform admin is named in the server's PLATFORM_ADMINS setting; change the setting to revoke them.",
  confirmRevoke: (email: string) => `Revoke ${email}'s platform admin role? They lose the console and every login-as session they opened.`,
  confirmGrant: (email: string) => `Make ${email} a platform admin? They will see everything on this server and can act as any other user.`,
} as const;
