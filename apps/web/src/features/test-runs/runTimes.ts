import type { TestRun } from '@marginalia/contracts';
import { formatDuration } from './runFormat';

// When a run was queued, started and finished, in the course's time zone (an unknown zone falls back to the
// browser's), with how long it took.

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    return new Intl.DateTimeFormat('en-US', options);
  }
}

export interface RunTime {
  label: string;
  text: string;
}

/** The run's moments that happened, then its duration. */
export function runTimes(run: Pick<TestRun, 'created' | 'started' | 'finished' | 'durationMs'>, timeZone: string | undefined): RunTime[] {
  const format = formatter(timeZone);
  const times: RunTime[] = [{ label: 'Queued', text: format.format(new Date(run.created)) }];
  if (run.started) times.push({ label: 'Started', text: format.format(new Date(run.started)) });
  if (run.finished) times.push({ label: 'Finished', text: format.format(new Date(run.finished)) });
  if (run.durationMs !== null) times.push({ label: 'Took', text: formatDuration(run.durationMs) });
  return times;
}
