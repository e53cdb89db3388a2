import { useEffect, useState } from 'react';
import { Collapse, Flex, theme } from 'antd';
import { Link, useLocation } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { supportEmail } from '../../config';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { MarketingPage, Section, SignUpCallToAction } from './kit';
import { FAQ_GROUPS, type Faq, type FaqGroup } from './faqs';

function useHashId(): string {
  return decodeURIComponent(useLocation().hash.replace(/^#/, ''));
}

/**
 * Scrolls to the group or question named in the URL's hash (`/faqs#users`, `/faqs#missing-signup-email`); the
 * page is a lazy chunk, so the browser's own jump comes before the target exists.
 */
function useScrollToHash() {
  const id = useHashId();
  useEffect(() => {
    if (id) document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [id]);
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
  const hashId = useHashId();
  const linked = group.faqs.some((faq) => faq.key === hashId);
  const [open, setOpen] = useState<string[]>(linked ? [hashId] : []);
  // A link to one question opens its answer, also when the hash changes on this page.
  const [seenHashId, setSeenHashId] = useState(hashId);
  if (seenHashId !== hashId) {
    setSeenHashId(hashId);
    if (linked && !open.includes(hashId)) setOpen([...open, hashId]);
  }
  return (
    <Section id={group.id} title={group.title}>
      <Collapse
        activeKey={open}
        onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
        items={group.faqs.map((faq) => ({
          key: faq.key,
          label: (
            <span id={faq.key} style={{ scrollMarginTop: 80 }}>
              {faq.question}
            </span>
          ),
          children: <Answer faq={faq} />,
        }))}
      />
    </Section>
  );
}

/** /faqs: six groups of questions under a table of contents; groups and questions are linkable (`/faqs#users`). */
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
