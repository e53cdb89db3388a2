import { Button, Popconfirm, Progress, Space, Tooltip, theme } from 'antd';
import { PlayCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { TestRunBatch } from '@marginalia/contracts';
import { plural } from '../../../../../format/plural';

interface RunAllControlsProps {
  batch: TestRunBatch | null;
  submissionCount: number;
  /** Why no run can start now; null when one can. */
  blockedBy: string | null;
  start: () => Promise<unknown>;
  starting: boolean;
  cancel: (batchId: number) => Promise<unknown>;
  cancelling: boolean;
}

/** "Run all" with a confirmation, then the batch's progress with a Cancel while it runs. */
export function RunAllControls({ batch, submissionCount, blockedBy, start, starting, cancel, cancelling }: RunAllControlsProps) {
  const { token } = theme.useToken();
  const running = batch?.state === 'running';
  const noSubmissions = submissionCount === 0 ? 'No submissions to test yet.' : null;
  const reason = blockedBy ?? noSubmissions;
  const button = (
    <Button type="primary" icon={<PlayCircleOutlined />} loading={starting} disabled={reason !== null || running}>
      Run all
    </Button>
  );
  return (
    <div style={{ marginBottom: token.marginSM }}>
      <Space wrap>
        {reason !== null ? (
          <Tooltip title={reason}>{button}</Tooltip>
        ) : (
          <Popconfirm
            title={`Run the tests on all ${plural(submissionCount, 'submission')}?`}
            description="Each submission's newest files are tested again; new results replace the old ones in the grades."
            okText="Run all"
            onConfirm={() => start().catch(() => undefined)}
            disabled={running}
          >
            {button}
          </Popconfirm>
        )}
        {reason !== null && <span style={{ color: token.colorTextSecondary }}>{reason}</span>}
      </Space>
      {batch && (running || batch.total > 0) && (
        <div role="region" aria-label="Run all progress" aria-live="polite" style={{ display: 'flex', alignItems: 'center', gap: token.marginSM, flexWrap: 'wrap', marginTop: token.marginXS }}>
          <Progress
            percent={batch.total === 0 ? 100 : Math.floor((batch.done / batch.total) * 100)}
            status={batch.state === 'cancelled' ? 'exception' : running ? 'active' : 'success'}
            format={() => `${batch.done}/${batch.total}`}
            aria-label={`${batch.done} of ${plural(batch.total, 'run')} done`}
            style={{ flex: '1 1 200px', margin: 0 }}
          />
          <span style={{ color: token.colorTextSecondary }}>
            {running ? 'Running' : batch.state === 'cancelled' ? 'Cancelled' : 'Done'}
            {batch.errors > 0 ? `, ${plural(batch.errors, 'run')} could not be graded` : ''}
          </span>
          {running && (
            <Button icon={<StopOutlined />} danger loading={cancelling} onClick={() => void cancel(batch.id).catch(() => undefined)}>
              Cancel
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
