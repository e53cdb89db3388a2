import { SUBMISSION_FILTER_STATE_LABELS, SUBMISSION_STATE_LABELS, type SubmissionState } from '@marginalia/contracts';
import { PresetTag, type PresetTagColor } from './PresetTag';

// antd's preset palette names: the status presets (processing, success) both take the theme's primary green,
// which would make work in progress look done.
const STATE_COLORS: Record<SubmissionState, PresetTagColor | undefined> = {
  unclaimed: undefined,
  inProgress: 'blue',
  finalized: 'green',
};

/**
 * A submission's grading state as the consoles show it: Unclaimed, In progress or Finalized, and "Regrade open"
 * beside it while a student's regrade request waits for an answer.
 */
export function SubmissionStateTag({ state, regradeOpen = false }: { state: SubmissionState; regradeOpen?: boolean }) {
  return (
    <>
      <PresetTag color={STATE_COLORS[state]}>{SUBMISSION_STATE_LABELS[state]}</PresetTag>
      {regradeOpen && <PresetTag color="orange">{SUBMISSION_FILTER_STATE_LABELS.regradeOpen}</PresetTag>}
    </>
  );
}
