/**
 * Deployment settings read at build time. A self-hosted instance sets VITE_SUPPORT_EMAIL; without it the
 * app assumes a support mailbox on its own domain.
 */
export function supportEmail(): string {
  const configured = import.meta.env.VITE_SUPPORT_EMAIL;
  if (configured) return configured;
  const host = window.location.hostname.replace(/^www\./, '');
  return `support@${host || 'localhost'}`;
}

/** Articles of the in-app help centre (/docs) that screens link to. */
export const HELP_LINKS = {
  roles: '/docs#roles',
  missingSignupEmail: '/docs#missing-email',
} as const;
