import { useEffect } from 'react';
import { Collapse, Flex, theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { supportEmail } from '../../config';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MarketingPage, Section, SignUpCallToAction } from './kit';
import { FAQ_GROUPS, type Faq, type FaqGroup } from './faqs';

/** Scrolls to the group named in the URL's hash; the page is a lazy chunk, so the browser's own jump comes too early. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.replace(/^#/, ''));
    if (!id) return;
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [hash]);
}

function TableOfContents({ groups }: { groups: FaqGroup[] }) {
  const { token } = theme.useToken();
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.faq}px)`);
  return (
    <nav aria-label="FAQ topics" style={{ marginBottom: token.marginXL }}>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: token.paddingMD,
          background: token.colorFillQuaternary,
          borderRadius: token.borderRadiusLG,
          display: 'grid',
          // Two columns of topics on wide screens, one list on phones.
          gridTemplateColumns: wide ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          gap: `${token.marginXS}px ${token.marginLG}px`,
        }}
      >
        {groups.map((group) => (
          <li key={group.id}>
            <Link to={{ hash: group.id }} style={{ color: token.colorLink }}>
              {group.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Answer({ faq }: { faq: Faq }) {
  const { token } = theme.useToken();
  const email = faq.contactSupport ? supportEmail() : null;
  return (
    <div style={{ color: token.colorText }}>
      {faq.answer.map((paragraph) => (
        <p key={paragraph} style={{ margin: `0 0 ${token.marginSM}px` }}>
          {paragraph}
        </p>
      ))}
      {faq.links?.length ? (
        <Flex gap={token.marginMD} wrap style={{ marginBottom: token.marginSM }}>
          {faq.links.map((link) => (
            <Link key={link.to} to={link.to} style={{ color: token.colorLink }}>
              {link.label}
            </Link>
          ))}
        </Flex>
      ) : null}
      {email ? (
        <p style={{ margin: 0 }}>
          Still stuck? Write to us at <a href={`mailto:${email}`} style={{ color: token.colorLink }}>
            {email}
          </a>{' '}
          and we will help.
        </p>
      ) : null}
    </div>
  );
}

function FaqGroupSection({ group }: { group: FaqGroup }) {
  return (
    <Section id={group.id} title={group.title}>
      <Collapse
        items={group.faqs.map((faq) => ({
          key: faq.key,
          label: faq.question,
          children: <Answer faq={faq} />,
        }))}
      />
    </Section>
  );
}

/** /faqs: six groups of questions, each linkable (`/faqs#users`), under a table of contents. */
export default function FaqsPage() {
  useScrollToHash();
  return (
    <MarketingPage
      title="Frequently asked questions"
      lead="Answers about Marginalia, its roles, the autograder, the API and student privacy."
      width={840}
    >
      <TableOfContents groups={FAQ_GROUPS} />
      {FAQ_GROUPS.map((group) => (
        <FaqGroupSection key={group.id} group={group} />
      ))}
      <SignUpCallToAction />
    </MarketingPage>
  );
}
