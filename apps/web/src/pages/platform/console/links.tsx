import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { loginAsPath, useCurrentPath } from '../../../routing/loginAsPath';

// Where the console sends a platform admin about a person: acting as them (login-as) or reading what they did
// (the audit log filtered to them as the actor).

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
