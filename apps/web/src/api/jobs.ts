import { Job, JobDetail, JobSummary, paged, type JobState } from '@marginalia/contracts';
import { sendExpecting } from './expectStatus';
import { checkShape } from './shape';

// Background jobs as platform admins read them (counts, listings, one job) and the two things they do with one:
// retry a failed or cancelled job, cancel a queued or running one.

export const JobPage = paged(Job);
export type JobPage = ReturnType<typeof JobPage.parse>;

export interface JobFilter {
  states: readonly JobState[];
  kind: string | null;
}

export const jobQueryKeys = {
  all: ['jobs'] as const,
  summary: ['jobs', 'summary'] as const,
  page: (filter: JobFilter, page: number, pageSize: number) => ['jobs', 'list', [...filter.states].sort().join(','), filter.kind ?? '', page, pageSize] as const,
  job: (id: number) => ['jobs', 'job', id] as const,
};

/** GET /jobs/summary/ — how many jobs of each kind are in each state. */
export async function fetchJobSummary(): Promise<JobSummary> {
  const response = await sendExpecting('GET', '/jobs/summary/', 200);
  return checkShape(JobSummary, response.body, 'GET /jobs/summary/');
}

/** GET /jobs/?state=&kind=&page=&page_size= — newest first. */
export async function fetchJobPage(filter: JobFilter, page: number, pageSize: number): Promise<JobPage> {
  const query = { state: filter.states.length ? filter.states.join(',') : undefined, kind: filter.kind ?? undefined, page, page_size: pageSize };
  const response = await sendExpecting('GET', '/jobs/', 200, { query });
  return checkShape(JobPage, response.body, 'GET /jobs/');
}

/** GET /jobs/{id}/ — one job in full: payload, result, worker, keys and every time. */
export async function fetchJob(id: number): Promise<JobDetail> {
  const path = `/jobs/${id}/`;
  const response = await sendExpecting('GET', path, 200);
  return checkShape(JobDetail, response.body, `GET ${path}`);
}

export type JobAction = 'retry' | 'cancel';

/**
 * POST /jobs/{id}/retry/ or /cancel/ — the job afterwards. Quiet: the page says what went wrong beside the action
 * (a job that changed state meanwhile is refused with the reason).
 */
export async function actOnJob(id: number, action: JobAction): Promise<JobDetail> {
  const path = `/jobs/${id}/${action}/`;
  const response = await sendExpecting('POST', path, 200, { quiet: true });
  return checkShape(JobDetail, response.body, `POST ${path}`);
}
