import type { ReactNode } from 'react';
import { theme } from 'antd';
import { ApiOutlined, AppstoreAddOutlined, AuditOutlined, CommentOutlined, EyeInvisibleOutlined, ExperimentOutlined, OrderedListOutlined, RetweetOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

interface Feature {
  title: string;
  text: string;
  icon: ReactNode;
  to: string;
  linkLabel: string;
}

export const FEATURES: readonly Feature[] = [
  {
    title: 'Annotate exact ranges',
    text: 'Select any span of a student’s code, from one character to several lines, and attach a comment with Markdown and points.',
    icon: <CommentOutlined />,
    to: '/why-marginalia#annotate',
    linkLabel: 'Annotating code',
  },
  {
    title: 'Rubrics',
    text: 'Shared comments with points, grouped in categories that can cap deductions. Edit one and every grade that uses it follows.',
    icon: <OrderedListOutlined />,
    to: '/why-marginalia#instructors',
    linkLabel: 'Rubrics for instructors',
  },
  {
    title: 'Autograder',
    text: 'Test categories and cases with points. Results show beside the code with their logs and count in the grade.',
    icon: <ExperimentOutlined />,
    to: '/autograder',
    linkLabel: 'How the autograder works',
  },
  {
    title: 'Anonymous grading',
    text: 'Graders see a stable pseudonym instead of a name, so the grade is about the work.',
    icon: <EyeInvisibleOutlined />,
    to: '/why-marginalia#instructors',
    linkLabel: 'Grading fairly',
  },
  {
    title: 'Regrade requests',
    text: 'Students ask for a second look with a reason; staff answer next to the code, and the student hears back by e-mail.',
    icon: <RetweetOutlined />,
    to: '/why-marginalia#students',
    linkLabel: 'The student view',
  },
  {
    title: 'Similarity checks',
    text: 'Compare an assignment’s submissions, and earlier terms’, and open any pair side by side with the matching fragments highlighted.',
    icon: <AuditOutlined />,
    to: '/why-marginalia#instructors',
    linkLabel: 'Academic integrity',
  },
  {
    title: 'API',
    text: 'A codePost-compatible API with per-user keys, so existing course scripts keep working.',
    icon: <ApiOutlined />,
    to: '/faqs#api',
    linkLabel: 'About the API',
  },
  {
    title: 'And the rest of the course',
    text: 'Roster imports, sections, partners, late days, e-mail notifications, grade exports, dark mode and keyboard shortcuts.',
    icon: <AppstoreAddOutlined />,
    to: '/why-marginalia',
    linkLabel: 'Take the feature tours',
  },
];

/** What Marginalia does, one card per feature, each leading to where it is explained. */
export function FeatureGrid() {
  const { token } = theme.useToken();
  return (
    <ul
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        // Cards reflow by themselves from one column on a phone to four on a laptop.
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
        gap: token.marginMD,
      }}
    >
      {FEATURES.map((feature) => (
        <li
          key={feature.title}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: token.marginXS,
            padding: token.paddingMD,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <h3 style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, margin: 0, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>
            <span aria-hidden style={{ color: token.colorPrimary }}>
              {feature.icon}
            </span>
            {feature.title}
          </h3>
          <p style={{ margin: 0, flex: 1, color: token.colorTextSecondary }}>{feature.text}</p>
          <Link to={feature.to}>{feature.linkLabel}</Link>
        </li>
      ))}
    </ul>
  );
}
