import { JOB_COUNT_CAP, type Job, type JobState } from '@marginalia/contracts';
import { plural } from '../../../format/plural';
import { formatDateTime } from '../../../format/dateTime';

// How the jobs page writes a job's state, tries and times.

export const STATE_COLORS: Record<JobState, string> = {
  queued: 'blue',
  running: 'processing',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'default',
};


export function when(value: string | null): string {
  return value ? formatDateTime(value, undefined, { seconds: true }) : '—';
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

/** A count of jobs as the server gives it: exact up to JOB_COUNT_CAP, past it "10,000+" (the server stops counting). */
export function countText(count: number): string {
  return count > JOB_COUNT_CAP ? `${JOB_COUNT_CAP.toLocaleString('en-US')}+` : count.toLocaleString('en-US');
}

/** "3 jobs", "1 job", "more than 10,000 jobs": `one` and `many` name them. */
export function jobsText(count: number, one = 'job', many = `${one}s`): string {
  return count > JOB_COUNT_CAP ? `more than ${plural(JOB_COUNT_CAP, one, many)}` : plural(count, one, many);
}
