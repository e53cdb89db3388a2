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

/**
 * The support address an operator actually configured: the server's SUPPORT_EMAIL (from `GET /site/`), else the
 * build's VITE_SUPPORT_EMAIL; null when neither is set, so a page can leave out a contact it cannot back.
 */
export function configuredSupportEmail(fromSite: string | null | undefined): string | null {
  return fromSite || import.meta.env.VITE_SUPPORT_EMAIL || null;
}

/** Articles of the in-app help centre (/docs) that screens link to. */
export const HELP_LINKS = {
  roles: '/docs#roles',
  missingSignupEmail: '/docs#missing-email',
} as const;
