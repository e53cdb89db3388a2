import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The announcement's "Read more": a page of this app through the router, another site in a new tab. */
export function AnnouncementLink({ href, children }: { href: string; children: ReactNode }) {
  if (href.startsWith('/')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
