import type { ReactNode } from 'react';
import { theme } from 'antd';
import { MarketingPage, Section } from '../kit';
import { TableOfContents } from './TableOfContents';
import { LEGAL_LAST_UPDATED } from './legalFacts';

export interface LegalSection {
  /** The anchor of the section (`/terms#ages`). */
  id: string;
  title: string;
  body: ReactNode;
}

/** A numbered legal text: title, "Last updated", an introduction, a table of contents and its sections. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: ReactNode; sections: readonly LegalSection[] }) {
  const { token } = theme.useToken();
  const numbered = sections.map((section, index) => ({ ...section, title: `${index + 1}. ${section.title}` }));
  return (
    <MarketingPage title={title} width={820} lead={<>Last updated: {LEGAL_LAST_UPDATED}</>}>
      <div style={{ marginBottom: token.marginLG, overflowWrap: 'anywhere' }}>{intro}</div>
      <TableOfContents entries={numbered} />
      <div style={{ overflowWrap: 'anywhere' }}>
        {numbered.map((section) => (
          <Section key={section.id} id={section.id} title={section.title}>
            {section.body}
          </Section>
        ))}
      </div>
    </MarketingPage>
  );
}
