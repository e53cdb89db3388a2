import type { TestRun } from '@marginalia/contracts';
import { formatDateTime } from '../../format/dateTime';
import { formatDuration } from './runFormat';

// When a run was queued, started and finished, in the course's time zone (see format/dateTime), with how long it
// took.

export interface RunTime {
  label: string;
  text: string;
}

/** The run's moments that happened, then its duration. */
export function runTimes(run: Pick<TestRun, 'created' | 'started' | 'finished' | 'durationMs'>, timeZone: string | undefined): RunTime[] {
  const format = (iso: string) => formatDateTime(iso, timeZone, { seconds: true });
  const times: RunTime[] = [{ label: 'Queued', text: format(run.created) }];
  if (run.started) times.push({ label: 'Started', text: format(run.started) });
  if (run.finished) times.push({ label: 'Finished', text: format(run.finished) });
  if (run.durationMs !== null) times.push({ label: 'Took', text: formatDuration(run.durationMs) });
  return times;
}
