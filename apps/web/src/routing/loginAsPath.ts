import { useLocation } from 'react-router';

// The login-as page's address, which the platform console and the outbox's mail view link to.

/** `/loginAs/{email}`; `from` is the page it starts from, where "Return to my account" comes back to. */
export const loginAsPath = (email: string, from?: string) =>
  `/loginAs/${encodeURIComponent(email)}${from ? `?from=${encodeURIComponent(from)}` : ''}`;

/** The page being shown, as a login-as link started here names it. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
