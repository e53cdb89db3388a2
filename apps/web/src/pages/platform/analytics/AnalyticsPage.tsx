import { lazy, Suspense, type ReactNode } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Collapse, Empty, Flex, Segmented, Spin, Table, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { fetchPlatformAnalytics, platformConsoleQueryKeys } from '../../../api/platformConsole';
import { LoadFailed, LoadingState } from '../../../components/LoadStates';
import { PageHeading } from '../../../components/PageHeading';
import { SecondaryText } from '../../../components/SecondaryText';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useDarkMode } from '../../../theme/useDarkMode';
import { formatCount } from '../console/format';
import { OrganizationSelect } from '../console/OrganizationSelect';
import { describeSeries, formatWeek, weekRows, type SeriesKey, type WeekRow } from './series';
import type { ChartSeries } from './WeeklyChart';

// `/dashboard/analytics`, platform admins: week by week, how many people used the app (by role), and how many
// submissions, comments and test runs there were, for the whole server or one organization (in the address).
// The charts come in a chunk of their own, fetched when this page first draws one; each chart has a summary for
// screen readers, and the numbers themselves are in a table below.

const WEEK_CHOICES = [
  { value: 12, label: '12 weeks' },
  { value: 26, label: '26 weeks' },
  { value: 52, label: '1 year' },
  { value: 104, label: '2 years' },
];
const DEFAULT_WEEKS = 26;

function ChartUnavailable() {
  return <SecondaryText>The chart could not be loaded; the numbers are in the table below.</SecondaryText>;
}

const WeeklyChart = lazy(() => import('./WeeklyChart').catch(() => ({ default: ChartUnavailable })));

interface ChartSpec {
  title: string;
  what: string;
  kind: 'line' | 'area';
  series: ChartSeries[];
  /** Weekly active people are not added up over weeks. */
  sum: boolean;
}

function ChartCard({ spec, rows }: { spec: ChartSpec; rows: WeekRow[] }) {
  const summary = spec.series.map((one) => describeSeries(`${spec.what}: ${one.label.toLowerCase()}`, rows, one.key, { sum: spec.sum })).join(' ');
  return (
    <Card size="small" title={<h2 style={{ fontSize: 'inherit', margin: 0 }}>{spec.title}</h2>}>
      <figure aria-label={spec.series.length > 1 ? summary : describeSeries(spec.what, rows, spec.series[0]!.key, { sum: spec.sum })} style={{ margin: 0 }}>
        <Suspense fallback={<Flex justify="center" align="center" style={{ height: 220 }} role="status" aria-label="Loading the chart"><Spin /></Flex>}>
          <WeeklyChart rows={rows} series={spec.series} kind={spec.kind} />
        </Suspense>
      </figure>
    </Card>
  );
}

const NUMBER_COLUMNS: { key: SeriesKey; title: string }[] = [
  { key: 'students', title: 'Active students' },
  { key: 'graders', title: 'Active graders' },
  { key: 'admins', title: 'Active admins' },
  { key: 'submissions', title: 'Submissions' },
  { key: 'comments', title: 'Comments' },
  { key: 'testRuns', title: 'Test runs' },
];

function NumbersTable({ rows }: { rows: WeekRow[] }) {
  return (
    <Table<WeekRow>
      size="small"
      rowKey="week"
      aria-label="Numbers by week"
      dataSource={[...rows].reverse()}
      pagination={false}
      scroll={{ x: 720 }}
      columns={[
        { title: 'Week of', dataIndex: 'week', render: formatWeek, width: 140 },
        ...NUMBER_COLUMNS.map((column) => ({ title: column.title, dataIndex: column.key, key: column.key, align: 'right' as const, render: formatCount })),
      ]}
    />
  );
}

function Charts({ rows, children }: { rows: WeekRow[]; children?: ReactNode }) {
  const { token } = theme.useToken();
  // The palette's middle shade is too dim on the dark background; a lighter one reads as the same colour there.
  const shade = useDarkMode() ? 8 : 6;
  const blue = token[`blue${shade}`];
  const orange = token[`orange${shade}`];
  const purple = token[`purple${shade}`];
  const specs: ChartSpec[] = [
    {
      title: 'Weekly active people',
      what: 'Weekly active people',
      kind: 'line',
      sum: false,
      series: [
        { key: 'students', label: 'Students', color: token.colorLink },
        { key: 'graders', label: 'Graders', color: blue },
        { key: 'admins', label: 'Admins', color: orange },
      ],
    },
    { title: 'Submissions', what: 'Submissions per week', kind: 'area', sum: true, series: [{ key: 'submissions', label: 'Submissions', color: token.colorLink }] },
    { title: 'Comments', what: 'Comments per week', kind: 'area', sum: true, series: [{ key: 'comments', label: 'Comments', color: blue }] },
    { title: 'Test runs', what: 'Test runs per week', kind: 'area', sum: true, series: [{ key: 'testRuns', label: 'Test runs', color: purple }] },
  ];
  return (
    <>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))', gap: token.marginMD }}>
        {specs.map((spec) => (
          <ChartCard key={spec.title} spec={spec} rows={rows} />
        ))}
      </div>
      {children}
    </>
  );
}

export default function AnalyticsPage() {
  usePageTitle('Analytics');
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const organization = Number(params.get('organization')) || undefined;
  const weeks = WEEK_CHOICES.find((choice) => choice.value === Number(params.get('weeks')))?.value ?? DEFAULT_WEEKS;
  const choose = (name: string, value: number | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(name);
        else next.set(name, String(value));
        return next;
      },
      { replace: true },
    );
  const analytics = useQuery({
    queryKey: platformConsoleQueryKeys.analytics(organization, weeks),
    queryFn: () => fetchPlatformAnalytics(organization, weeks),
    placeholderData: keepPreviousData,
  });
  const rows = analytics.data ? weekRows(analytics.data) : [];
  const quiet = rows.every((row) => NUMBER_COLUMNS.every((column) => row[column.key] === 0));

  let body: ReactNode;
  if (analytics.isError) body = <LoadFailed what="the analytics" onRetry={() => void analytics.refetch()} />;
  else if (analytics.isPending) body = <LoadingState label="Loading the analytics" />;
  else if (quiet) body = <Empty description={organization ? 'Nobody in this organization used the app in these weeks.' : 'Nobody used the app in these weeks.'} />;
  else {
    body = (
      <Spin spinning={analytics.isPlaceholderData} aria-label="Updating">
        <Charts rows={rows}>
          <Collapse
            style={{ marginTop: token.marginMD }}
            items={[{ key: 'numbers', label: 'Numbers by week', children: <NumbersTable rows={rows} /> }]}
          />
        </Charts>
      </Spin>
    );
  }

  return (
    <>
      <PageHeading>Analytics</PageHeading>
      <SecondaryText>Weeks start on Monday (UTC); a person who holds several roles counts in each of them.</SecondaryText>
      <Flex gap={token.marginSM} wrap align="center" style={{ margin: `${token.marginSM}px 0 ${token.marginMD}px` }}>
        <OrganizationSelect value={organization} onChange={(id) => choose('organization', id)} allLabel="Whole server" style={{ flex: '1 1 220px', maxWidth: 360 }} />
        <Segmented<number>
          aria-label="Weeks"
          options={WEEK_CHOICES}
          value={weeks}
          onChange={(value) => choose('weeks', value === DEFAULT_WEEKS ? undefined : value)}
        />
      </Flex>
      {body}
    </>
  );
}
