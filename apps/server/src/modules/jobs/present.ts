import { JOB_COUNT_CAP, JOB_STATES, type Job, type JobDetail, type JobStateCounts, type JobSummary } from '@marginalia/contracts';
import type { JobCount, JobRow } from '@marginalia/jobs';

// Jobs as the API shows them: rows of the jobs table turned into the contracts' shapes.

const iso = (value: Date | null): string | null => value?.toISOString() ?? null;

export function presentJob(row: JobRow): Job {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    queuedAt: row.queuedAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    runAfter: row.runAfter.toISOString(),
    cancelRequestedAt: iso(row.cancelRequestedAt),
    lastError: row.lastError,
    progressDone: row.progressDone,
    progressTotal: row.progressTotal,
  };
}

export function presentJobDetail(row: JobRow): JobDetail {
  return {
    ...presentJob(row),
    payload: row.payload,
    result: row.result ?? null,
    priority: row.priority,
    fairnessKey: row.fairnessKey,
    dedupeKey: row.dedupeKey,
    supersededBy: row.supersededBy,
    workerId: row.workerId,
    heartbeatAt: iso(row.heartbeatAt),
    leaseExpiresAt: iso(row.leaseExpiresAt),
  };
}

function zeroCounts(): JobStateCounts {
  return Object.fromEntries(JOB_STATES.map((state) => [state, 0])) as JobStateCounts;
}

/** Every state of every kind that has jobs, zeros included, kinds in alphabetical order; counts capped (JOB_COUNT_CAP). */
export function presentSummary(counts: readonly JobCount[]): Omit<JobSummary, 'sandboxes'> {
  const byKind = new Map<string, JobStateCounts>();
  for (const { kind, state, count } of counts) {
    const row = byKind.get(kind) ?? zeroCounts();
    row[state] += Number(count);
    byKind.set(kind, row);
  }
  const kinds = [...byKind.keys()].sort().map((kind) => {
    const row = byKind.get(kind)!;
    // Past the cap a count only says "more"; so does the total then.
    return { kind, counts: row, total: Math.min(JOB_COUNT_CAP + 1, JOB_STATES.reduce((sum, state) => sum + row[state], 0)) };
  });
  return { kinds };
}
