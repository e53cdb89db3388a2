import type { Job, JobState } from '@marginalia/contracts';

// How the jobs page writes a job's state, tries and times.

export const STATE_COLORS: Record<JobState, string> = {
  queued: 'blue',
  running: 'processing',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'default',
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function when(value: string | null): string {
  return value ? dateTime.format(new Date(value)) : '—';
}

/** "2 of 8": tries started so far of the tries the job has. */
export function attemptsText(job: Pick<Job, 'attempts' | 'maxAttempts'>): string {
  return `${job.attempts} of ${job.maxAttempts}`;
}

export function canRetry(job: Pick<Job, 'state'>): boolean {
  return job.state === 'failed' || job.state === 'cancelled';
}

/** A running job already asked to stop has nothing left to cancel. */
export function canCancel(job: Pick<Job, 'state' | 'cancelRequestedAt'>): boolean {
  return job.state === 'queued' || (job.state === 'running' && job.cancelRequestedAt === null);
}

/** When a queued job that has failed before is tried next (after its backoff); null for every other job. */
export function nextTry(job: Pick<Job, 'state' | 'attempts' | 'runAfter'>): string | null {
  return job.state === 'queued' && job.attempts > 0 ? job.runAfter : null;
}
