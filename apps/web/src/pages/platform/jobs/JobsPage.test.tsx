import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { JOB_COUNT_CAP, type Job, type JobDetail, type WorkerSandbox } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import JobsPage from './JobsPage';

const LONG_ERROR = `Can't send mail - all recipients were rejected: 550 5.1.1 <nobody@refused.example>: Recipient address rejected. ${'More detail. '.repeat(30)}The end.`;

const FAILED: Job = {
  id: 41,
  kind: 'mail.send',
  state: 'failed',
  attempts: 8,
  maxAttempts: 8,
  queuedAt: '2026-11-20T10:00:00Z',
  startedAt: '2026-11-20T12:00:00Z',
  finishedAt: '2026-11-20T12:00:01Z',
  runAfter: '2026-11-20T12:00:00Z',
  cancelRequestedAt: null,
  lastError: LONG_ERROR,
  progressDone: null,
  progressTotal: null,
};

const RUNNING: Job = {
  ...FAILED,
  id: 42,
  kind: 'regrade.all',
  state: 'running',
  attempts: 2,
  finishedAt: null,
  lastError: null,
  progressDone: 30,
  progressTotal: 120,
};

function detailOf(job: Job): JobDetail {
  return {
    ...job,
    payload: { outboxId: 17 },
    result: null,
    priority: 0,
    fairnessKey: 'mail',
    dedupeKey: null,
    supersededBy: null,
    workerId: 'web-1:4242',
    heartbeatAt: null,
    leaseExpiresAt: null,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server with two jobs: a failed mail and a running batch, which the actions change. */
function renderJobs(options: { refuse?: string; sandboxes?: WorkerSandbox[]; overCap?: boolean } = {}) {
  const sent: string[] = [];
  let jobs: Job[] = [RUNNING, FAILED];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push(`${method} ${url}`);
    const parsed = new URL(url, 'http://x');
    if (method === 'GET' && parsed.pathname === '/jobs/summary/') {
      const counts = (kind: string) => Object.fromEntries(['queued', 'running', 'succeeded', 'failed', 'cancelled'].map((state) => [state, jobs.filter((job) => job.kind === kind && job.state === state).length]));
      const kinds = ['mail.send', 'regrade.all'].map((kind) => ({ kind, counts: counts(kind), total: jobs.filter((job) => job.kind === kind).length }));
      // Past the cap the server stops counting and answers the cap plus one.
      if (options.overCap) Object.assign(kinds[0]!, { counts: { ...kinds[0]!.counts, succeeded: JOB_COUNT_CAP + 1 }, total: JOB_COUNT_CAP + 1 });
      return json({ kinds, sandboxes: options.sandboxes ?? [] });
    }
    if (method === 'GET' && parsed.pathname === '/jobs/') {
      const states = parsed.searchParams.get('state')?.split(',');
      const kind = parsed.searchParams.get('kind');
      const results = jobs.filter((job) => (!states || states.includes(job.state)) && (!kind || job.kind === kind));
      return json({ count: options.overCap ? JOB_COUNT_CAP + 1 : results.length, next: null, previous: null, results });
    }
    const one = /^\/jobs\/(\d+)\/(?:(retry|cancel)\/)?$/.exec(parsed.pathname);
    const job = one ? jobs.find((candidate) => candidate.id === Number(one[1])) : undefined;
    if (one && job && method === 'GET' && !one[2]) return json(detailOf(job));
    if (one && job && method === 'POST' && one[2]) {
      if (options.refuse) return json({ non_field_errors: [options.refuse] }, 400);
      const after: Job =
        one[2] === 'retry'
          ? { ...job, state: 'queued', attempts: 0, finishedAt: null }
          : job.state === 'running'
            ? { ...job, cancelRequestedAt: '2026-11-21T09:00:00Z' }
            : { ...job, state: 'cancelled' };
      jobs = jobs.map((candidate) => (candidate.id === job.id ? after : candidate));
      return json(detailOf(after));
    }
    return new Response('{}', { status: 404 });
  };
  const view = renderConsole('/dashboard/jobs', {
    fetch,
    token: 't',
    user: makeUser({ email: 'root@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/dashboard/jobs',
    routes: <Route path="/dashboard/jobs" element={<JobsPage />} />,
  });
  return { sent, notifications: view.notifications };
}

const jobsTable = async () => screen.findByRole('table', { name: 'Jobs' });
const rowOf = async (text: string) => (await within(await jobsTable()).findByText(text)).closest('tr')!;

describe('jobs page', { timeout: 30_000 }, () => {
  afterEach(() => {
    disposeConsoleSessions();
    restoreScreenWidth();
  });

  it("says which worker refuses to run submissions and why, and how the others count a run's limits", async () => {
    renderJobs({
      sandboxes: [
        { worker: 'grader-2 (uid 10001)', available: false, reason: "No cgroup can cap a run's memory and processes here: no controller.", scope: null, checked: '2026-11-21T09:00:00Z' },
        { worker: 'grader-1 (uid 10001)', available: true, reason: null, scope: 'cgroup-v2', checked: '2026-11-21T09:00:00Z' },
      ],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('A worker refuses to run submissions');
    expect(alert.textContent).toContain("grader-2 (uid 10001) refuses to run submissions: No cgroup can cap a run's memory and processes here: no controller.");
    expect(await screen.findByText('grader-1 (uid 10001) runs submissions with memory and processes counted for the whole run (cgroup v2).')).toBeTruthy();
  });

  it('shows no worker line when no worker has reported', async () => {
    renderJobs();
    await screen.findByRole('table', { name: 'Jobs by kind and state' });
    expect(screen.queryByLabelText('Worker sandboxes')).toBeNull();
  });

  it('counts jobs by kind and state, zeros shown, and lists the jobs with their state, attempts, progress and error', async () => {
    const { sent } = renderJobs();
    const summary = await screen.findByRole('table', { name: 'Jobs by kind and state' });
    const mailRow = (await within(summary).findByText('mail.send')).closest('tr')!;
    expect([...mailRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['mail.send', '0', '0', '0', '1', '0', '1']);
    expect(within(mailRow).getByRole('button', { name: 'Show the 1 failed mail.send job' })).toBeTruthy();

    const failed = await rowOf('41');
    expect(within(failed).getByText('failed')).toBeTruthy();
    expect(within(failed).getByText('8 of 8')).toBeTruthy();
    expect(within(failed).getByText(LONG_ERROR).className).toContain('ellipsis');
    const running = await rowOf('42');
    expect(within(running).getByText('2 of 8')).toBeTruthy();
    expect(within(running).getByLabelText('30 of 120 done')).toBeTruthy();
    expect(sent).toContain('GET /jobs/?page=1&page_size=25');
  });

  it('says "10,000+" where the server stopped counting', async () => {
    renderJobs({ overCap: true });
    const summary = await screen.findByRole('table', { name: 'Jobs by kind and state' });
    const mailRow = (await within(summary).findByText('mail.send')).closest('tr')!;
    expect([...mailRow.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual(['mail.send', '0', '0', '10,000+', '1', '0', '10,000+']);
    expect(within(mailRow).getByRole('button', { name: 'Show the more than 10,000 succeeded mail.send jobs' })).toBeTruthy();
    expect(await screen.findByText('more than 10,000 jobs')).toBeTruthy();
  });

  it('filters by state and kind, from the filters or a count of the summary', async () => {
    const { sent } = renderJobs();
    const summary = await screen.findByRole('table', { name: 'Jobs by kind and state' });
    fireEvent.click(await within(summary).findByRole('button', { name: 'Show the 1 failed mail.send job' }));
    await waitFor(() => expect(sent).toContain('GET /jobs/?state=failed&kind=mail.send&page=1&page_size=25'));
    await waitFor(async () => expect(within(await jobsTable()).queryByText('42')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Show all jobs' }));
    await waitFor(() => expect(sent.filter((line) => line === 'GET /jobs/?page=1&page_size=25').length).toBeGreaterThan(0));
    expect(await within(await jobsTable()).findByText('42')).toBeTruthy();
  });

  it('expands a job to its whole error, payload and result', async () => {
    renderJobs();
    const failed = await rowOf('41');
    fireEvent.click(within(failed).getByRole('button', { name: /expand/i }));
    const payload = await screen.findByLabelText('Payload');
    expect(JSON.parse(payload.textContent!)).toEqual({ outboxId: 17 });
    expect(screen.getByLabelText('Result').textContent).toBe('—');
    expect(screen.getAllByText(LONG_ERROR).some((element) => element.tagName === 'PRE')).toBe(true);
    expect(screen.getByText('web-1:4242')).toBeTruthy();
  });

  it('retries a failed job after confirming, and says so', async () => {
    const { sent } = renderJobs();
    const failed = await rowOf('41');
    expect(within(failed).queryByRole('button', { name: 'Cancel job 41' })).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry job 41' }));
    expect(sent.some((line) => line.startsWith('POST'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Job 41 is queued again.')).toBeTruthy();
    expect(sent).toContain('POST /jobs/41/retry/');
    await waitFor(async () => expect(within(await rowOf('41')).getByText('queued')).toBeTruthy());
  });

  it('asks a running job to stop after confirming', async () => {
    const { sent } = renderJobs();
    const running = await rowOf('42');
    expect(within(running).queryByRole('button', { name: 'Retry job 42' })).toBeNull();
    fireEvent.click(within(running).getByRole('button', { name: 'Cancel job 42' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel job' }));
    expect(await screen.findByText("Job 42 was asked to stop; it ends at its worker's next heartbeat.")).toBeTruthy();
    expect(sent).toContain('POST /jobs/42/cancel/');
    await waitFor(async () => expect(within(await rowOf('42')).getByText('stopping')).toBeTruthy());
  });

  it('shows the server’s reason when an action is refused', async () => {
    renderJobs({ refuse: 'Only failed or cancelled jobs can be retried; this one is queued.' });
    fireEvent.click(within(await rowOf('41')).getByRole('button', { name: 'Retry job 41' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Could not retry job 41: Only failed or cancelled jobs can be retried; this one is queued.')).toBeTruthy();
  });

  it('folds the tables at 400 px: one cell per job, the counts as tags, the refresh button an icon with a label', async () => {
    setScreenWidth(400);
    renderJobs();
    const table = await jobsTable();
    const failed = (await within(table).findByText('#41')).closest('tr')!;
    expect(failed.querySelectorAll('td').length).toBeLessThanOrEqual(3);
    expect(within(failed).getByText('8 of 8')).toBeTruthy();
    expect(within(failed).getByRole('button', { name: 'Retry job 41' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Started' })).toBeNull();
    const refresh = screen.getByRole('button', { name: 'Refresh jobs' });
    expect(refresh.textContent).not.toContain('Refresh');
  });

  it('refreshes on demand', async () => {
    const { sent } = renderJobs();
    await rowOf('41');
    const before = sent.filter((line) => line.startsWith('GET /jobs/?')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh jobs' }));
    await waitFor(() => expect(sent.filter((line) => line.startsWith('GET /jobs/?')).length).toBeGreaterThan(before));
  });
});
