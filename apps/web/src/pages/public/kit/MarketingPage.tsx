import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/PageHeading';
import { SecondaryText } from '../../../components/SecondaryText';
import { usePageTitle } from '../../../hooks/usePageTitle';

// The frame of a public content page: its title (also the document title), a lead paragraph and the content.
// Public pages stay light (no antd Typography, no consoles), so each one's own chunk stays small.

export interface MarketingPageProps {
  title: string;
  /** One or two sentences under the title. */
  lead?: ReactNode;
  /** Content width; text-heavy pages read best narrower. */
  width?: number;
  children: ReactNode;
}

export function MarketingPage({ title, lead, width = 960, children }: MarketingPageProps) {
  usePageTitle(title);
  return (
    <article style={{ maxWidth: width, margin: '0 auto' }}>
      <PageHeading>{title}</PageHeading>
      {lead ? <SecondaryText style={{ fontSize: 16, marginBottom: 24 }}>{lead}</SecondaryText> : null}
      {children}
    </article>
  );
}
