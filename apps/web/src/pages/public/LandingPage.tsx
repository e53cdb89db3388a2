import { theme } from 'antd';
import { MARKETING_FACTS } from '@marginalia/contracts';
import { usePageTitle } from '../../hooks/usePageTitle';
import { Section, SignUpCallToAction } from './kit';
import { FeatureGrid } from './landing/FeatureGrid';
import { GetStarted } from './landing/GetStarted';
import { Hero } from './landing/Hero';
import { IntegrationsStrip } from './landing/IntegrationsStrip';
import { OpenSourceLine } from './landing/OpenSourceLine';
import { TestimonialStrip } from './landing/TestimonialStrip';

// The visitor home page. It is its own lazily loaded chunk and imports nothing from the consoles or the code
// view: the drawings are styled elements, not the real code viewer.

/** The claim of docs/PRODUCT.md §9, set apart between the features and the rest. */
function DepartmentsClaim() {
  const { token } = theme.useToken();
  return (
    <p
      style={{
        margin: `0 0 ${token.marginXL}px`,
        padding: `${token.paddingLG}px ${token.padding}px`,
        textAlign: 'center',
        fontSize: 20,
        color: token.colorTextHeading,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      Built for the {MARKETING_FACTS.departments} computer-science departments that graded on codePost, and for courses
      on any other tool.
    </p>
  );
}

export default function LandingPage() {
  usePageTitle('');
  return (
    <article style={{ maxWidth: 1120, margin: '0 auto' }}>
      <Hero />
      <Section id="features" title="Everything a programming course grades with">
        <FeatureGrid />
      </Section>
      <DepartmentsClaim />
      <Section id="integrations" title="Works with the tools you already use">
        <IntegrationsStrip />
      </Section>
      <Section id="what-staff-ask" title="What course staff ask for">
        <TestimonialStrip />
      </Section>
      <Section id="get-started" title="Get started in three steps">
        <GetStarted />
      </Section>
      <OpenSourceLine />
      <SignUpCallToAction />
    </article>
  );
}
