import { Button, Popconfirm, Space, type message } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Job } from '@marginalia/contracts';
import { actOnJob, jobQueryKeys, type JobAction } from '../../../api/jobs';
import { serverMessages } from '../../../api/serverMessages';
import { canCancel, canRetry } from './jobFormat';

// Retry (failed or cancelled jobs) and Cancel (queued or running ones), each after a confirmation, with a message
// saying how it went. The server has the last word: a job that changed state meanwhile is refused with the reason.

export type MessageInstance = ReturnType<typeof message.useMessage>[0];

function outcome(action: JobAction, job: Job): string {
  if (action === 'retry') return `Job ${job.id} is queued again.`;
  if (job.state === 'running') return `Job ${job.id} was asked to stop; it ends at its worker's next heartbeat.`;
  return `Job ${job.id} is cancelled.`;
}

export function JobActions({ job, messages }: { job: Job; messages: MessageInstance }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: JobAction) => actOnJob(job.id, action),
    onSuccess: (after, action) => void messages.success(outcome(action, after)),
    onError: (error, action) => void messages.error(`Could not ${action} job ${job.id}: ${serverMessages(error).join(' ')}`),
    // Done here or elsewhere meanwhile: either way the counts and the list are stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobQueryKeys.all }),
  });
  const retry = canRetry(job);
  const cancel = canCancel(job);
  if (!retry && !cancel) return null;
  return (
    <Space size="small" wrap onClick={(event) => event.stopPropagation()}>
      {retry ? (
        <Popconfirm
          title={`Retry job ${job.id}?`}
          description={`It is queued again with all its ${job.maxAttempts} attempts.`}
          okText="Retry"
          cancelText="Keep it"
          onConfirm={() => act.mutate('retry')}
        >
          <Button size="small" type="primary" loading={act.isPending && act.variables === 'retry'} disabled={act.isPending} aria-label={`Retry job ${job.id}`}>
            Retry
          </Button>
        </Popconfirm>
      ) : null}
      {cancel ? (
        <Popconfirm
          title={`Cancel job ${job.id}?`}
          description={job.state === 'running' ? 'Its worker is asked to stop; the job ends cancelled at its next heartbeat.' : 'It will not run; you can retry it later.'}
          okText="Cancel job"
          okButtonProps={{ danger: true }}
          cancelText="Keep it"
          onConfirm={() => act.mutate('cancel')}
        >
          <Button size="small" danger loading={act.isPending && act.variables === 'cancel'} disabled={act.isPending} aria-label={`Cancel job ${job.id}`}>
            Cancel
          </Button>
        </Popconfirm>
      ) : null}
    </Space>
  );
}
