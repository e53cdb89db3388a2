import { Button, Card, Col, Row, theme } from 'antd';
import { MARKETING_FACTS } from '@marginalia/contracts';
import { supportEmail } from '../../config';
import { MarketingPage, Section } from './kit';

const SCHOLARSHIP_NAME = 'Computer Science Education Scholarship';

/** "2020-06-30" as "June 30, 2020", the same in every time zone. */
function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The visitor's calendar day as YYYY-MM-DD; applications count until the deadline day ends where they are. */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function applicationsClosed(today: Date, deadline: string = MARKETING_FACTS.scholarshipDeadline): boolean {
  return localDay(today) > deadline;
}

function Fact({ label, value }: { label: string; value: string }) {
  const { token } = theme.useToken();
  return (
    <Card size="small" style={{ height: '100%' }}>
      <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>{label}</div>
      <div style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong }}>{value}</div>
    </Card>
  );
}

function StatusNotice({ closed, deadline, winners }: { closed: boolean; deadline: string; winners: string }) {
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      style={{
        margin: `0 0 ${token.marginLG}px`,
        padding: token.paddingMD,
        borderRadius: token.borderRadiusLG,
        border: `1px solid ${closed ? token.colorWarningBorder : token.colorSuccessBorder}`,
        background: closed ? token.colorWarningBg : token.colorSuccessBg,
      }}
    >
      <strong style={{ color: token.colorTextHeading }}>
        {closed ? 'Applications for this round are closed.' : `Applications are open until ${deadline}.`}
      </strong>{' '}
      {closed ? `The winners were announced on ${winners}. Thank you to everyone who applied.` : `Winners will be announced on ${winners}.`}
    </div>
  );
}

/** /scholarships/computer-science-education; `today` is for tests, the visitor's clock otherwise. */
export default function ScholarshipPage({ today = new Date() }: { today?: Date }) {
  const { token } = theme.useToken();
  const amount = `$${MARKETING_FACTS.scholarshipAmount}`;
  const deadline = formatDay(MARKETING_FACTS.scholarshipDeadline);
  const winners = formatDay(MARKETING_FACTS.scholarshipWinnersAnnounced);
  const closed = applicationsClosed(today);
  const email = supportEmail();
  const paragraph = { margin: `0 0 ${token.marginSM}px` };

  return (
    <MarketingPage
      title={SCHOLARSHIP_NAME}
      lead={`A ${amount} scholarship for undergraduate and graduate students of computer science who care about how programming is taught and learned.`}
      width={840}
    >
      <StatusNotice closed={closed} deadline={deadline} winners={winners} />
      <Row gutter={[token.marginMD, token.marginMD]} style={{ marginBottom: token.marginXL }}>
        <Col xs={24} sm={8}>
          <Fact label="Award" value={amount} />
        </Col>
        <Col xs={24} sm={8}>
          <Fact label="Apply by" value={deadline} />
        </Col>
        <Col xs={24} sm={8}>
          <Fact label="Winners announced" value={winners} />
        </Col>
      </Row>

      <Section id="eligibility" title="Who can apply">
        <p style={paragraph}>
          Any student enrolled in an undergraduate or graduate program in computer science, or in a closely related field such as computer
          engineering or data science, at a college or university. Students of every year are welcome, including those in their first term.
        </p>
      </Section>

      <Section id="apply" title="How to apply">
        <p style={paragraph}>
          Send one e-mail to <a href={`mailto:${email}`} style={{ color: token.colorLink }}>
            {email}
          </a> with the subject “{SCHOLARSHIP_NAME}” by {deadline}, containing:
        </p>
        <ul style={{ margin: `0 0 ${token.marginSM}px`, paddingLeft: token.paddingLG }}>
          <li>your name, your school, your program and your expected graduation date;</li>
          <li>proof that you are enrolled, such as an unofficial transcript or a letter from your school;</li>
          <li>
            a short essay of no more than 500 words on feedback in programming courses: a time feedback on your code changed how you work,
            or what would make feedback more useful to students.
          </li>
        </ul>
        {closed ? null : (
          <Button href={`mailto:${email}?subject=${encodeURIComponent(SCHOLARSHIP_NAME)}`} type="primary">
            Apply by e-mail
          </Button>
        )}
      </Section>

      <Section id="selection" title="How winners are chosen">
        <p style={paragraph}>
          The people who maintain Marginalia read every complete application. We look for essays that are thoughtful, specific and honest about
          learning to program; grades and the name of your school do not decide the result.
        </p>
        <p style={paragraph}>
          {closed ? `Winners were told by e-mail and announced on this page on ${winners}.` : `Winners are told by e-mail and announced on this page on ${winners}.`}
        </p>
      </Section>
    </MarketingPage>
  );
}
