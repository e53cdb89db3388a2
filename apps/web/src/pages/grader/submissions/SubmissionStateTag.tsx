import { Tag } from 'antd';
import type { SubmissionState } from '@marginalia/contracts';

export const STATE_LABELS: Record<SubmissionState, string> = {
  unclaimed: 'Unclaimed',
  inProgress: 'In progress',
  finalized: 'Finalized',
};

// antd's preset palette names; the status presets (processing, success) share the theme's primary green.
const STATE_COLORS: Record<SubmissionState, string | undefined> = {
  unclaimed: undefined,
  inProgress: 'blue',
  finalized: 'green',
};

export function SubmissionStateTag({ state }: { state: SubmissionState }) {
  return <Tag color={STATE_COLORS[state]}>{STATE_LABELS[state]}</Tag>;
}
