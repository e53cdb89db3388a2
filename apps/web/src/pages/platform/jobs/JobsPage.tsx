import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, message, Select, theme } from 'antd';
import { JOB_STATES, type JobState } from '@marginalia/contracts';
import { fetchJobPage, fetchJobSummary, jobQueryKeys, type JobFilter } from '../../../api/jobs';
import { PageHeading } from '../../../components/PageHeading';
import { SecondaryText } from '../../../components/SecondaryText';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { JobSummaryTable } from './JobSummaryTable';
import { JobTable } from './JobTable';
import { WorkerSandboxes } from './WorkerSandboxes';

// `/dashboard/jobs`, platform admins: the server's background work (docs/ARCHITECTURE.md, "Background work"). How
// many jobs of each kind are in each state, then the jobs themselves, newest first, filtered by state and kind;
// failed ones show their error and can be retried, queued or running ones cancelled. Both tables refresh every
// 10 seconds while the page is visible (react-query pauses the interval in a hidden tab).

const PAGE_SIZE = 25;
const REFRESH_MS = 10_000;
/** Below this width the tables fold their columns (the signed-in header folds at the same width). */
const NARROW_MAX_WIDTH = 750;
const NO_FILTER: JobFilter = { states: [], kind: null };

export default function JobsPage() {
  usePageTitle('Jobs');
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${NARROW_MAX_WIDTH}px)`);
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [filter, setFilter] = useState<JobFilter>(NO_FILTER);
  const [page, setPage] = useState(1);
  const summary = useQuery({ queryKey: jobQueryKeys.summary, queryFn: fetchJobSummary, refetchInterval: REFRESH_MS });
  const jobs = useQuery({
    queryKey: jobQueryKeys.page(filter, page, PAGE_SIZE),
    queryFn: () => fetchJobPage(filter, page, PAGE_SIZE),
    refetchInterval: REFRESH_MS,
    // A refresh keeps the rows (and any expanded one) on screen instead of flashing an empty table.
    placeholderData: (previous) => previous,
  });
  const refilter = (next: JobFilter) => {
    setFilter(next);
    setPage(1);
  };
  const kinds = (summary.data?.kinds ?? []).map((row) => row.kind);
  if (filter.kind && !kinds.includes(filter.kind)) kinds.push(filter.kind);
  const refreshing = summary.isFetching || jobs.isFetching;
  const subheading = { color: token.colorTextHeading, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, marginBottom: token.marginSM };

  return (
    <>
      {messageHolder}
      <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
        <PageHeading>Jobs</PageHeading>
        <Button icon={<ReloadOutlined />} aria-label="Refresh jobs" loading={refreshing} onClick={() => void queryClient.invalidateQueries({ queryKey: jobQueryKeys.all })}>
          {narrow ? null : 'Refresh'}
        </Button>
      </Flex>
      <SecondaryText>
        Work the server does in the background, such as sending e-mail. A failed job has used all its attempts or cannot succeed; retry it
        once its cause is fixed.
      </SecondaryText>
      <WorkerSandboxes sandboxes={summary.data?.sandboxes ?? []} />
      <h2 style={{ ...subheading, marginTop: token.marginMD }}>By kind and state</h2>
      <JobSummaryTable summary={summary.data} loading={summary.isPending} narrow={narrow} onShow={(kind, state) => refilter({ kind, states: [state] })} />
      <h2 style={{ ...subheading, marginTop: token.marginLG }}>Jobs</h2>
      <Flex gap={token.marginSM} wrap style={{ marginBottom: token.marginSM }}>
        <Select<JobState[]>
          mode="multiple"
          aria-label="Filter by state"
          placeholder="All states"
          allowClear
          value={[...filter.states]}
          onChange={(states) => refilter({ ...filter, states })}
          options={JOB_STATES.map((state) => ({ value: state, label: state }))}
          style={{ minWidth: 200, flex: narrow ? '1 1 100%' : '0 1 320px' }}
        />
        <Select<string>
          aria-label="Filter by kind"
          placeholder="All kinds"
          allowClear
          value={filter.kind ?? undefined}
          onChange={(kind) => refilter({ ...filter, kind: kind ?? null })}
          options={kinds.map((kind) => ({ value: kind, label: kind }))}
          style={{ minWidth: 160, flex: narrow ? '1 1 100%' : '0 1 220px' }}
        />
        {filter.states.length || filter.kind ? <Button onClick={() => refilter(NO_FILTER)}>Show all jobs</Button> : null}
      </Flex>
      <JobTable
        jobs={jobs.data?.results ?? []}
        count={jobs.data?.count ?? 0}
        page={page}
        pageSize={PAGE_SIZE}
        loading={jobs.isPending}
        narrow={narrow}
        messages={messages}
        onPage={setPage}
      />
    </>
  );
}
