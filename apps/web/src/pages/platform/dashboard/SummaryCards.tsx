import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Statistic, theme } from 'antd';
import { Link } from 'react-router';
import type { PlatformSummary } from '@marginalia/contracts';
import { fetchPlatformSummary, platformConsoleQueryKeys } from '../../../api/platformConsole';
import { LoadFailed } from '../../../components/LoadStates';

// The dashboard's cards: what waits for a platform admin (sign-up requests), what the server holds (organizations,
// courses and the people in them) and what happened this term. The cards with a page lead to it.

type Count = Exclude<keyof PlatformSummary, 'term'>;

interface CardSpec {
  key: Count;
  title: string;
  to?: string;
}

const PLATFORM_CARDS: CardSpec[] = [
  { key: 'organizations', title: 'Organizations', to: '/dashboard/organizations' },
  { key: 'courses', title: 'Courses', to: '/dashboard/courses' },
  { key: 'admins', title: 'Admins', to: '/dashboard/admins' },
  { key: 'graders', title: 'Graders' },
  { key: 'students', title: 'Students' },
  // The dashboard is a platform admin's first screen: what waits for them is on it.
  { key: 'pendingSignupRequests', title: 'Sign-up requests waiting', to: '/dashboard/signup-requests' },
];
const TERM_CARDS: CardSpec[] = [
  { key: 'submissionsThisTerm', title: 'Submissions' },
  { key: 'commentsThisTerm', title: 'Comments' },
  { key: 'testRunsThisTerm', title: 'Test runs' },
];

// The term starts on a calendar day; read in UTC it is that day wherever the admin is.
const day = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
const termStart = (isoDate: string) => day.format(new Date(`${isoDate}T00:00:00Z`));

function CountCard({ spec, summary, suffix }: { spec: CardSpec; summary: PlatformSummary | undefined; suffix?: string }) {
  const title = spec.to ? <Link to={spec.to}>{spec.title}</Link> : spec.title;
  return (
    <Card size="small" role="group" aria-label={`${spec.title}${suffix ?? ''}`} style={{ height: '100%' }}>
      <Statistic title={title} value={summary?.[spec.key] ?? 0} loading={!summary} />
    </Card>
  );
}

function CardGrid({ label, children }: { label: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section aria-label={label} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: token.marginSM }}>
      {children}
    </section>
  );
}

export function SummaryCards() {
  const { token } = theme.useToken();
  const summary = useQuery({ queryKey: platformConsoleQueryKeys.summary, queryFn: fetchPlatformSummary });
  if (summary.isError) return <LoadFailed what="the platform’s counts" onRetry={() => void summary.refetch()} />;
  const data = summary.data;
  const subheading = { color: token.colorTextHeading, fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, margin: `${token.marginLG}px 0 ${token.marginSM}px` };
  return (
    <>
      <CardGrid label="On this server">
        {PLATFORM_CARDS.map((spec) => (
          <CountCard key={spec.key} spec={spec} summary={data} />
        ))}
      </CardGrid>
      <h2 style={subheading}>
        This term{data ? `: ${data.term.name}` : ''}
        {data ? <span style={{ color: token.colorTextSecondary, fontWeight: 'normal', fontSize: token.fontSize }}> · since {termStart(data.term.startsOn)}</span> : null}
      </h2>
      <CardGrid label="This term">
        {TERM_CARDS.map((spec) => (
          <CountCard key={spec.key} spec={spec} summary={data} suffix=" this term" />
        ))}
      </CardGrid>
    </>
  );
}
