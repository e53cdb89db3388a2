import { Tag } from 'antd';
import { CheckCircleOutlined, ClockCircleOutlined, CloseCircleOutlined, ExclamationCircleOutlined, StopOutlined, SyncOutlined } from '@ant-design/icons';
import type { TestRun, TestRunState } from '@marginalia/contracts';
import { runStateLabel } from './runFormat';

const LOOKS: Record<TestRunState, { color: string | undefined; icon: React.ReactNode }> = {
  queued: { color: 'default', icon: <ClockCircleOutlined aria-hidden /> },
  running: { color: 'processing', icon: <SyncOutlined spin aria-hidden /> },
  completed: { color: 'success', icon: <CheckCircleOutlined aria-hidden /> },
  error: { color: 'error', icon: <ExclamationCircleOutlined aria-hidden /> },
  cancelled: { color: 'default', icon: <StopOutlined aria-hidden /> },
  superseded: { color: 'default', icon: <CloseCircleOutlined aria-hidden /> },
};

// The icons repeat the label for the eye; screen readers read the label alone.

/** A run's state as a tag: "Queued — position 2", "Running", "Completed", "Could not be graded"… */
export function TestRunStateTag({ run }: { run: Pick<TestRun, 'state' | 'queuePosition'> }) {
  const look = LOOKS[run.state];
  return (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }}>
      {runStateLabel(run)}
    </Tag>
  );
}
