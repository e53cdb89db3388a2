import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';

// Where the console sends a platform admin about a person: acting as them (login-as) or reading what they did
// (the audit log filtered to them as the actor).

/** `/loginAs/{email}`; `from` is the page it starts from, where "Return to my account" comes back to. */
export const loginAsPath = (email: string, from?: string) =>
  `/loginAs/${encodeURIComponent(email)}${from ? `?from=${encodeURIComponent(from)}` : ''}`;

/** The page being shown, as a login-as link started here names it. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
export const activityPath = (userId: number) => `/dashboard/audit?actor=${userId}`;

/**
 * A login-as link: the person's address itself (a title says what it does), or a short label whose accessible
 * name carries the address, so a column of "Login as" links is told apart by a screen reader.
 */
export function LoginAsLink({ email, children }: { email: string; children?: ReactNode }) {
  const from = useCurrentPath();
  return children ? (
    <Link to={loginAsPath(email, from)} aria-label={`Log in as ${email}`}>
      {children}
    </Link>
  ) : (
    <Link to={loginAsPath(email, from)} title={`Log in as ${email}`} style={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}
