import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Typography, theme } from 'antd';
import type { Job } from '@marginalia/contracts';
import { fetchJob, jobQueryKeys } from '../../../api/jobs';
import { attemptsText, when } from './jobFormat';

// One job in full, in its expanded row: the whole last error at once (the list row has it), then what only the
// job's own read carries: payload and result as JSON, the worker, the keys and every time.

const REFRESH_MS = 10_000;

function Json({ label, value }: { label: string; value: unknown }) {
  const { token } = theme.useToken();
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: token.marginSM }}>
        {label}
      </Typography.Title>
      <pre
        aria-label={label}
        tabIndex={0}
        style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0, background: token.colorFillQuaternary, padding: token.paddingSM, borderRadius: token.borderRadius }}
      >
        {value === null || value === undefined ? '—' : JSON.stringify(value, null, 2)}
      </pre>
    </>
  );
}

export function JobDetails({ job, narrow }: { job: Job; narrow: boolean }) {
  const { token } = theme.useToken();
  const detail = useQuery({ queryKey: jobQueryKeys.job(job.id), queryFn: () => fetchJob(job.id), refetchInterval: REFRESH_MS });
  const data = detail.data;
  return (
    <div style={{ minWidth: 0 }}>
      {job.lastError ? (
        <Alert
          type={job.state === 'failed' ? 'error' : 'warning'}
          title="Last error"
          description={<pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0, fontFamily: token.fontFamilyCode }}>{job.lastError}</pre>}
          style={{ marginBottom: token.marginSM }}
        />
      ) : null}
      {detail.isError ? <Alert type="error" title="This job could not be loaded." /> : null}
      {data ? (
        <>
          <Descriptions
            size="small"
            column={narrow ? 1 : 3}
            items={[
              { key: 'attempts', label: 'Attempts', children: attemptsText(data) },
              { key: 'priority', label: 'Priority', children: data.priority },
              { key: 'fairness', label: 'Fairness key', children: data.fairnessKey || '—' },
              { key: 'dedupe', label: 'Dedupe key', children: data.dedupeKey ?? '—' },
              { key: 'superseded', label: 'Superseded by', children: data.supersededBy === null ? '—' : `Job ${data.supersededBy}` },
              { key: 'worker', label: 'Worker', children: data.workerId ?? '—' },
              { key: 'queued', label: 'Queued', children: when(data.queuedAt) },
              { key: 'runAfter', label: 'Not before', children: when(data.runAfter) },
              { key: 'started', label: 'Started', children: when(data.startedAt) },
              { key: 'heartbeat', label: 'Last heartbeat', children: when(data.heartbeatAt) },
              { key: 'lease', label: 'Lease until', children: when(data.leaseExpiresAt) },
              { key: 'finished', label: 'Finished', children: when(data.finishedAt) },
              { key: 'cancelRequested', label: 'Stop asked', children: when(data.cancelRequestedAt) },
              {
                key: 'progress',
                label: 'Progress',
                children: data.progressTotal === null ? '—' : `${data.progressDone ?? 0} of ${data.progressTotal}`,
              },
            ]}
          />
          <Json label="Payload" value={data.payload} />
          <Json label="Result" value={data.result} />
        </>
      ) : detail.isPending ? (
        <Typography.Text type="secondary">Loading the job…</Typography.Text>
      ) : null}
    </div>
  );
}
