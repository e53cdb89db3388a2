import { Progress, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Job } from '@marginalia/contracts';
import { JobActions, type MessageInstance } from './JobActions';
import { JobDetails } from './JobDetails';
import { JobStateTag } from './JobStateTag';
import { attemptsText, jobsText, nextTry, when } from './jobFormat';

// The jobs of one page, newest first. Each row expands to the job in full (the whole last error, payload and
// result). On a phone only the kind, state, tries and actions stay in the row; the rest is in the expansion.

const ERROR_WIDTH = 260;

interface Props {
  jobs: Job[];
  count: number;
  page: number;
  pageSize: number;
  loading: boolean;
  narrow: boolean;
  messages: MessageInstance;
  onPage(page: number): void;
}

function ProgressCell({ job }: { job: Job }) {
  if (job.progressTotal === null) return <>—</>;
  const done = job.progressDone ?? 0;
  const percent = job.progressTotal === 0 ? 100 : Math.floor((done / job.progressTotal) * 100);
  return <Progress size="small" percent={percent} format={() => `${done}/${job.progressTotal}`} aria-label={`${done} of ${job.progressTotal} done`} />;
}

function ErrorCell({ error }: { error: string | null }) {
  if (!error) return <>—</>;
  return (
    <Typography.Text type="danger" ellipsis={{ tooltip: false }} style={{ maxWidth: ERROR_WIDTH }}>
      {error}
    </Typography.Text>
  );
}

function QueuedCell({ job }: { job: Job }) {
  const until = nextTry(job);
  return (
    <>
      {when(job.queuedAt)}
      {until ? (
        <Typography.Text type="secondary" style={{ display: 'block' }}>
          next try {when(until)}
        </Typography.Text>
      ) : null}
    </>
  );
}

function columns(narrow: boolean, messages: MessageInstance): TableColumnsType<Job> {
  const actions = { title: 'Actions', key: 'actions', render: (_: unknown, job: Job) => <JobActions job={job} messages={messages} /> };
  if (narrow) {
    return [
      {
        title: 'Job',
        key: 'job',
        render: (_, job) => (
          <Space orientation="vertical" size={0}>
            <span>
              {job.kind} <Typography.Text type="secondary">#{job.id}</Typography.Text>
            </span>
            <span>
              <JobStateTag job={job} /> {attemptsText(job)}
            </span>
            <ErrorCell error={job.lastError} />
          </Space>
        ),
      },
      actions,
    ];
  }
  return [
    { title: 'ID', dataIndex: 'id', width: 80 },
    { title: 'Kind', dataIndex: 'kind' },
    { title: 'State', key: 'state', render: (_, job) => <JobStateTag job={job} /> },
    { title: 'Attempts', key: 'attempts', render: (_, job) => attemptsText(job) },
    { title: 'Progress', key: 'progress', width: 140, render: (_, job) => <ProgressCell job={job} /> },
    { title: 'Queued', key: 'queued', render: (_, job) => <QueuedCell job={job} /> },
    { title: 'Started', dataIndex: 'startedAt', render: when },
    { title: 'Finished', dataIndex: 'finishedAt', render: when },
    { title: 'Last error', dataIndex: 'lastError', render: (error: string | null) => <ErrorCell error={error} /> },
    actions,
  ];
}

export function JobTable({ jobs, count, page, pageSize, loading, narrow, messages, onPage }: Props) {
  return (
    <Table<Job>
      size="small"
      rowKey="id"
      aria-label="Jobs"
      loading={loading}
      columns={columns(narrow, messages)}
      dataSource={jobs}
      locale={{ emptyText: 'No jobs match.' }}
      expandable={{ expandedRowRender: (job) => <JobDetails job={job} narrow={narrow} /> }}
      scroll={narrow ? undefined : { x: 'max-content' }}
      pagination={{ current: page, pageSize, total: count, onChange: onPage, showSizeChanger: false, showTotal: (total) => jobsText(total), size: 'small' }}
    />
  );
}
