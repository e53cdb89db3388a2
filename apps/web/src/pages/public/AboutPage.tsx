import { theme } from 'antd';
import { Link } from 'react-router';
import { supportEmail } from '../../config';
import { MarketingPage, Section, SignUpCallToAction } from './kit';

const PRINCIPLES = [
  {
    title: 'Feedback on the exact code',
    text: 'A comment belongs on the characters it is about, not at the bottom of a file. Everything else in Marginalia, from rubrics to regrade requests, is built around that.',
  },
  {
    title: 'Self-hosting and student privacy',
    text: 'Student work and grades are records your institution is responsible for. Marginalia runs on your own server and database, with no third-party trackers or widgets.',
  },
  {
    title: 'A compatible API',
    text: 'Courses have years of scripts for rosters, uploads and grades. Marginalia keeps the codePost API’s resources and conventions so those scripts keep working.',
  },
];

/** Who Marginalia is for, what it holds to, and how to take part. */
export default function AboutPage() {
  const { token } = theme.useToken();
  const email = supportEmail();
  return (
    <MarketingPage
      title="About Marginalia"
      lead="An open-source platform for code feedback in programming courses, built so that no course has to lose the way it grades when a service goes away."
      width={800}
    >
      <Section id="story" title="Our story">
        <p>
          For years, computer-science departments graded programming work on codePost: graders commented on students’
          code line by line, shared rubrics kept a large staff consistent, and course scripts talked to its API. The
          service shut down for good on January 1, 2026, and the courses that relied on it had to find another way to
          grade.
        </p>
        <p>
          Marginalia is an open-source rebuild of that way of working, on software any department can run itself. It is
          for the courses left without codePost, and equally for courses on Gradescope, Submitty, Autolab or
          PrairieLearn that want feedback on the exact code a student wrote.
        </p>
      </Section>

      <Section id="principles" title="What we hold to">
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', gap: token.marginMD }}>
          {PRINCIPLES.map((principle) => (
            <li key={principle.title} style={{ padding: token.paddingMD, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
              <h3 style={{ margin: `0 0 ${token.marginXS}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{principle.title}</h3>
              <p style={{ margin: 0, color: token.colorTextSecondary }}>{principle.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="contribute" title="How to contribute">
        <p>Marginalia’s source code is published under the Apache License 2.0. Every kind of help is welcome:</p>
        <ul style={{ paddingLeft: token.paddingMD }}>
          <li>Tell us what your course needs, or what got in the way while grading.</li>
          <li>Report a problem, with the steps that lead to it, through the project’s issue tracker.</li>
          <li>
            Propose a change. The whole product is one TypeScript code base, and <code style={{ fontFamily: token.fontFamilyCode }}>npm test</code> runs
            every check.
          </li>
          <li>
            Run it for your own course and share what you learn. <Link to="/pricing">Here is what that takes</Link>.
          </li>
        </ul>
      </Section>

      <Section id="contact" title="Get in touch">
        <p>
          Questions, ideas or trouble with this site: write to <a href={`mailto:${email}`}>{email}</a>. Many answers are already in the <Link to="/faqs">frequently asked questions</Link>.
        </p>
      </Section>

      <SignUpCallToAction />
    </MarketingPage>
  );
}
