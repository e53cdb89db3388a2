import type { ReactNode } from 'react';
import { Flex, Segmented, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { supportEmail } from '../../config';
import { MarketingPage, Section } from './kit';
import { TableOfContents } from './legal/TableOfContents';
import { ApiArticle, MissingEmailArticle, RolesArticle, SelfHostingArticle } from './help/referenceArticles';
import { GradersGuide, InstructorsGuide, StudentsGuide } from './help/roleGuides';
import { HELP_SECTIONS, orderHelpSections, parseHelpRole, type HelpRole, type HelpSectionId } from './help/helpSections';

const ROLE_CHOICES: { label: string; value: HelpRole | 'all' }[] = [
  { label: 'Everyone', value: 'all' },
  { label: 'Instructors', value: 'admin' },
  { label: 'Graders', value: 'grader' },
  { label: 'Students', value: 'student' },
];

function articleOf(id: HelpSectionId): ReactNode {
  switch (id) {
    case 'instructors':
      return <InstructorsGuide />;
    case 'graders':
      return <GradersGuide />;
    case 'students':
      return <StudentsGuide />;
    case 'roles':
      return <RolesArticle />;
    case 'missing-email':
      return <MissingEmailArticle />;
    case 'api':
      return <ApiArticle origin={window.location.origin} />;
    case 'self-hosting':
      return <SelfHostingArticle />;
  }
}

/**
 * `/docs`: the help centre the header's Docs link and the help drawer open. `?role=student|grader|admin` puts that
 * role's guide first; the choice above the contents changes it in place.
 */
export default function HelpCentrePage() {
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const role = parseHelpRole(params.get('role'));
  const order = orderHelpSections(role);
  const titles = new Map<HelpSectionId, string>(HELP_SECTIONS.map((section) => [section.id, section.title]));
  const entries = order.map((id) => ({ id, title: titles.get(id) ?? id }));

  const chooseRole = (value: HelpRole | 'all') => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete('role');
    else next.set('role', value);
    setParams(next, { replace: true });
  };

  const contact = supportEmail();
  return (
    <MarketingPage
      title="Help Centre"
      width={860}
      lead="How to run a course, grade and hand in work on Marginalia, use its API and run your own instance."
    >
      <Flex align="center" gap={token.marginSM} wrap style={{ marginBottom: token.marginMD }}>
        <span id="help-role-label">Show first the guide for</span>
        <Segmented<HelpRole | 'all'> aria-labelledby="help-role-label" options={ROLE_CHOICES} value={role ?? 'all'} onChange={chooseRole} />
      </Flex>
      <TableOfContents entries={entries} />
      <div style={{ overflowWrap: 'break-word', minWidth: 0 }}>
        {entries.map((entry) => (
          <Section key={entry.id} id={entry.id} title={entry.title}>
            {articleOf(entry.id)}
          </Section>
        ))}
      </div>
      <p style={{ padding: token.paddingMD, background: token.colorFillQuaternary, borderRadius: token.borderRadiusLG }}>
        Still stuck? Ask your instructor about your course, or write to the operator of this instance at{' '}
        <a href={`mailto:${contact}`}>{contact}</a>.
      </p>
    </MarketingPage>
  );
}
