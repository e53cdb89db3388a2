import { TEST_RUN_STATE_LABELS, type TestRun, type TestRunState } from '@marginalia/contracts';

// How the Tests tab shows a run: its state as a tag, its duration, and whether it is still going.

export function isPending(state: TestRunState): boolean {
  return state === 'queued' || state === 'running';
}

/** A tag colour per state: a completed run is green only when nothing failed. */
export function stateColor(run: Pick<TestRun, 'state' | 'failed'>): string {
  switch (run.state) {
    case 'queued':
      return 'default';
    case 'running':
      return 'processing';
    case 'completed':
      return run.failed === 0 ? 'success' : 'warning';
    case 'error':
      return 'error';
    case 'cancelled':
    case 'superseded':
      return 'default';
  }
}

export function stateLabel(run: Pick<TestRun, 'state' | 'queuePosition'>): string {
  if (run.state === 'queued' && run.queuePosition !== null) return `${TEST_RUN_STATE_LABELS.queued} (position ${run.queuePosition + 1})`;
  return TEST_RUN_STATE_LABELS[run.state];
}

/** "850 ms", "12.4 s", "3 min 5 s"; an en dash when the run has not ended. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '–';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
