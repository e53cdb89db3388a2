import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions } from '../../../../../test/renderAdmin';
import { button, findButton } from '../../testing/queries';
import { fakeTestsServer, makeOverviewRow, makeResult, makeRun, makeTestCase, TESTS_ASSIGNMENT_ID } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';
import { RUNS_POLL_MS } from './useAssignmentRuns';

afterEach(disposeSessions);

const created = '2026-11-26T09:00:00Z';
const RUN_TESTS = `/assignments/${TESTS_ASSIGNMENT_ID}/runTests/`;

function serve({ solution = true, tests = true } = {}) {
  return fakeTestsServer({
    categories: [{ id: 1, assignment: TESTS_ASSIGNMENT_ID, name: 'Basics', sortKey: 0 }],
    cases: tests
      ? [
          makeTestCase({ id: 10, testCategory: 1, description: 'Adds', command: 'python3 add.py' }),
          makeTestCase({ id: 11, testCategory: 1, description: 'Reads', command: 'python3 read.py' }),
        ]
      : [],
    files: solution ? [{ id: 3, path: 'add.py', role: 'solution', size: 40, created }] : [],
    overview: [makeOverviewRow({ id: 101, students: ['ann@x.edu'] }), makeOverviewRow({ id: 102, students: ['bob@x.edu', 'cy@x.edu'] })],
  });
}

async function runsSection() {
  return within(await screen.findByRole('region', { name: 'Runs' }));
}

describe('runs of the Tests tab', { timeout: 60_000 }, () => {
  it('says why the solution cannot be run without solution files', async () => {
    renderTestsTab(serve({ solution: false }));
    const section = await runsSection();
    expect(button('Run against solution', document).disabled).toBe(true);
    expect(section.getByText('Upload solution files under Helper files first.')).toBeTruthy();
    expect(button('Run all', document).disabled).toBe(false);
  });

  it('says why nothing can run without tests', async () => {
    renderTestsTab(serve({ tests: false }));
    const section = await runsSection();
    expect(button('Run against solution', document).disabled).toBe(true);
    expect(button('Run all', document).disabled).toBe(true);
    expect(section.getAllByText('This assignment has no tests to run.').length).toBeGreaterThan(0);
  });

  it('runs against the solution and shows each test’s verdict with its log once it completes', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await runsSection();
    fireEvent.click(button('Run against solution', document));
    const run = within(await section.findByRole('region', { name: 'Solution run' }));
    expect(await run.findByText('Queued (position 1)')).toBeTruthy();
    expect(server.sent('POST', RUN_TESTS)).toEqual([{ target: 'solution' }]);

    server.advance({
      solutionRun: {
        state: 'completed',
        durationMs: 1500,
        passed: 1,
        failed: 1,
        results: [
          makeResult({ testCase: 10, passed: true, points: 2, maxPoints: 2, durationMs: 40 }),
          makeResult({ testCase: 11, description: 'Reads stdin', passed: false, logs: 'expected 3\n<script>got</script>', logsTruncated: true, durationMs: 60 }),
        ],
      },
    });
    // The tab reads the runs again on its own while one is queued.
    expect(await run.findByText('Completed', {}, { timeout: 8000 })).toBeTruthy();
    expect(run.getByText('1 passed, 1 failed')).toBeTruthy();
    // A result without a description takes the test's; one with a description (as the server sends) shows it.
    expect(within(run.getByRole('listitem', { name: 'Adds: Passed' })).getByText('2 / 2 points')).toBeTruthy();
    const failed = within(run.getByRole('listitem', { name: 'Reads stdin: Failed' }));
    expect(failed.getByText('0 / 1 point')).toBeTruthy();
    fireEvent.click(failed.getByText('Log of Reads stdin'));
    expect((await failed.findByText(/expected 3/)).textContent).toBe('expected 3\n<script>got</script>');
    expect(failed.getByText(/cut at the environment's limit/)).toBeTruthy();
  });

  it("shows a solution run of an autograder zip as Gradescope does: its score, output, visibilities and logs in their format", async () => {
    const server = fakeTestsServer({
      files: [{ id: 3, path: 'add.py', role: 'solution', size: 40, created }],
      overview: [makeOverviewRow({ id: 101, students: ['ann@x.edu'] })],
      runs: [makeRun({ id: 60, submission: 101, state: 'completed', source: 'autograder', score: 7.5, passed: 3, failed: 1 })],
      solutionRun: makeRun({
        id: 50,
        trigger: 'solution',
        state: 'completed',
        source: 'autograder',
        passed: 1,
        failed: 1,
        score: 9,
        output: '**All done**',
        outputFormat: 'md',
        stdout: 'setup ok',
        results: [
          makeResult({ testCase: 30, description: 'Style', number: '2.1', passed: true, points: 1, maxPoints: 1, visibility: 'after_due_date', tags: ['pep8'] }),
          makeResult({ testCase: 31, description: 'Secret', number: '1.1', passed: false, maxPoints: 9, visibility: 'hidden', outputFormat: 'html', logs: '<p>expected <b>4</b></p><script>window.hacked = 1</script>' }),
        ],
      }),
    });
    renderTestsTab(server);
    const run = within(await (await runsSection()).findByRole('region', { name: 'Solution run' }));
    expect(run.getByText('Autograder 9 / 10')).toBeTruthy();
    expect(run.getByLabelText('Output of the run').querySelector('strong')!.textContent).toBe('All done');
    expect(run.getByText('Autograder output')).toBeTruthy();
    const names = run.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['2.1 Style: Passed', '1.1 Secret: Failed']);
    const style = within(run.getByRole('listitem', { name: '2.1 Style: Passed' }));
    expect(style.getByText('After due date')).toBeTruthy();
    expect(style.getByText('pep8')).toBeTruthy();
    const secret = within(run.getByRole('listitem', { name: '1.1 Secret: Failed' }));
    expect(secret.getByText('Hidden')).toBeTruthy();
    fireEvent.click(secret.getByText('Log of 1.1 Secret'));
    const log = await secret.findByLabelText('Log of 1.1 Secret');
    expect(log.querySelector('b')!.textContent).toBe('4');
    expect(log.querySelector('script')).toBeNull();
    // Each submission's newest run shows the autograder's own total.
    const annRow = (await screen.findByText('ann@x.edu')).closest('tr')!;
    expect(screen.getByRole('columnheader', { name: /Score/ })).toBeTruthy();
    expect(within(annRow).getByText('7.5')).toBeTruthy();
  });

  it('cancels a solution run that is still queued', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await runsSection();
    fireEvent.click(button('Run against solution', document));
    const run = within(await section.findByRole('region', { name: 'Solution run' }));
    fireEvent.click(await findButton('Cancel the solution run'));
    expect(await run.findByText('Cancelled')).toBeTruthy();
    expect(server.tests.solutionRun?.state).toBe('cancelled');
    await waitFor(() => expect(button('Run against solution', document).disabled).toBe(false));
  });

  it('runs all after a confirmation, shows progress with a Cancel, and each submission’s newest run', async () => {
    const server = serve();
    renderTestsTab(server);
    const section = await runsSection();
    fireEvent.click(button('Run all', document));
    const confirm = (await screen.findByText('Run the tests on all 2 submissions?')).closest('.ant-popover') as HTMLElement;
    fireEvent.click(button('Run all', confirm));
    const progress = within(await section.findByRole('region', { name: 'Run all progress' }));
    expect(progress.getByText('0/2')).toBeTruthy();
    expect(server.sent('POST', RUN_TESTS)).toEqual([{ target: 'submissions' }]);
    const annRow = (await section.findByText('ann@x.edu')).closest('tr')!;
    expect(within(annRow).getByText('Queued')).toBeTruthy();
    expect(within(annRow).getByLabelText('Open the submission of ann@x.edu').getAttribute('href')).toBe('/code/101');
    expect(section.getByText('bob@x.edu, cy@x.edu')).toBeTruthy();

    server.advance({ batch: { done: 1 }, runs: { 101: { state: 'completed', passed: 2, failed: 0, durationMs: 2300 } } });
    expect(await progress.findByText('1/2', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(within(section.getByText('ann@x.edu').closest('tr')!).getByText('Completed')).toBeTruthy());
    expect(within(section.getByText('ann@x.edu').closest('tr')!).getByText('2.3 s')).toBeTruthy();

    fireEvent.click(await findButton('Cancel'));
    await waitFor(() => expect(server.tests.batch?.state).toBe('cancelled'));
    expect(await progress.findByText('Cancelled')).toBeTruthy();
    expect(within(section.getByText('bob@x.edu, cy@x.edu').closest('tr')!).getByText('Cancelled')).toBeTruthy();
    expect(progress.queryByText('Cancel', { selector: 'button span' })).toBeNull();
  });

  it('stops reading the runs once none is queued or running', async () => {
    // Fake timers that still follow the clock (so findBy waits as usual) let the test skip past the poll
    // interval at once instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const server = fakeTestsServer({
      categories: [{ id: 1, assignment: TESTS_ASSIGNMENT_ID, name: 'Basics', sortKey: 0 }],
      cases: [makeTestCase({ id: 10, testCategory: 1, command: 'true' })],
      runs: [makeRun({ id: 1, submission: 101, state: 'completed', passed: 1 })],
      overview: [makeOverviewRow({ id: 101, students: ['ann@x.edu'] })],
    });
    renderTestsTab(server);
    const section = await runsSection();
    await section.findByText('ann@x.edu');
    const reads = () => server.requests.filter((request) => request.path === `/assignments/${TESTS_ASSIGNMENT_ID}/testRuns/`).length;
    const before = reads();
    await act(() => vi.advanceTimersByTimeAsync(RUNS_POLL_MS + 500));
    expect(reads()).toBe(before);
  });
});
