import { Tag } from 'antd';
import type { Job } from '@marginalia/contracts';
import { STATE_COLORS } from './jobFormat';

/** The job's state; a running job that staff asked to stop says so. */
export function JobStateTag({ job }: { job: Pick<Job, 'state' | 'cancelRequestedAt'> }) {
  return (
    <>
      <Tag color={STATE_COLORS[job.state]}>{job.state}</Tag>
      {job.state === 'running' && job.cancelRequestedAt ? <Tag color="orange">stopping</Tag> : null}
    </>
  );
}
