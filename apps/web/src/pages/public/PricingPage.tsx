import type { ReactNode } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router';
import { supportEmail } from '../../config';
import { MarketingPage, Section, SignUpCallToAction } from './kit';

const NOTES: { question: string; answer: ReactNode }[] = [
  {
    question: 'Do students or graders pay anything?',
    answer: 'No. There are no per-student, per-seat or per-course charges, and no paid features.',
  },
  {
    question: 'Can we try it before installing anything?',
    answer: (
      <>
        Yes. <Link to="/demo">Open a graded submission</Link> without an account, or <Link to="/signup">sign up</Link> and
        set up a course here.
      </>
    ),
  },
  {
    question: 'What if the project stops one day?',
    answer:
      'The code is under the Apache License 2.0. The copy you run stays yours to use, change and keep running, and your data stays in your own database.',
  },
  {
    question: 'Can we move our data out?',
    answer: 'Yes. Rosters and grades export as CSV, submissions download as a zip, and the API reads everything else.',
  },
];

/** Marginalia costs nothing; this page says what running it does take, and what support means. */
export default function PricingPage() {
  const { token } = theme.useToken();
  const email = supportEmail();
  const code = { fontFamily: token.fontFamilyCode, fontSize: token.fontSizeSM };
  return (
    <MarketingPage
      title="Pricing"
      lead="Marginalia is free and open source. There are no plans to choose between, no seats to count and no invoice at the end of term."
      width={800}
    >
      <Section id="free" title="Free to use, free to host">
        <p>
          Every feature is available to every course. You can use Marginalia on this site, or run your own copy for your
          department at no cost: the source code is published under the Apache License 2.0.
        </p>
      </Section>

      <Section id="self-hosting" title="What you need to host it">
        <ul style={{ paddingLeft: token.paddingMD }}>
          <li>
            <strong>One server</strong> with Node.js 20.19 or newer. It serves both the API and the web app.
          </li>
          <li>
            <strong>PostgreSQL</strong> (version 15 or newer) for production. For a trial, Marginalia runs with an
            embedded database and needs nothing else.
          </li>
          <li>
            <strong>A mail relay</strong>, if you want e-mails to leave the server. Without one, messages are kept as files
            that platform admins can read.
          </li>
        </ul>
        <p style={{ marginBottom: token.marginXS }}>Trying it takes two commands in a copy of the source:</p>
        <pre
          style={{
            margin: 0,
            padding: token.paddingSM,
            overflowX: 'auto',
            background: token.colorFillQuaternary,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadius,
          }}
        >
          <code style={code}>npm ci && npm start</code>
        </pre>
      </Section>

      <Section id="costs" title="What it costs to run">
        <p>
          The software is free; what you pay for is what it runs on. That is one server and a PostgreSQL database, on
          machines your department already runs or with any hosting provider you choose, plus the time of the person
          who keeps it running: installing new versions and taking regular backups of the database.
        </p>
        <p>
          Several server processes can share one database, so a course can grow into a department without changing
          anything but the size of the machines.
        </p>
      </Section>

      <Section id="support" title="What support means">
        <p>
          There is no paid support contract. Support means the documentation and the{' '}
          <Link to="/faqs">frequently asked questions</Link>, the project’s issue tracker, where problems are reported and fixed
          in the open, and the support address of this site, <a href={`mailto:${email}`}>{email}</a>. If your department
          runs its own copy, its administrators are the first people to ask.
        </p>
      </Section>

      <Section id="notes" title="Good to know">
        <dl style={{ margin: 0 }}>
          {NOTES.map((note) => (
            <div key={note.question} style={{ marginBottom: token.marginMD }}>
              <dt style={{ fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>{note.question}</dt>
              <dd style={{ margin: `${token.marginXXS}px 0 0` }}>{note.answer}</dd>
            </div>
          ))}
        </dl>
        <p>
          More answers are in the <Link to="/faqs">FAQs</Link>.
        </p>
      </Section>

      <SignUpCallToAction text="Free for your course, today." />
    </MarketingPage>
  );
}
