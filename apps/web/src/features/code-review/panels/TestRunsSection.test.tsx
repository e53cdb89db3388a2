import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TestRunsSection, type TestRunsSectionProps } from './TestRunsSection';
import { makeTestCase, makeTestCategory } from './testing/fixtures';
import { makeRunResult, makeTestRun, queuedRun, runningRun } from '../../test-runs/testing/fixtures';
import { renderWithApi } from '../../test-runs/testing/renderWithApi';
import type { Script } from '../../../test/scriptedFetch';

const RUNS = 'GET /submissions/41/testRuns/';
const basics = makeTestCategory({ id: 1, name: 'Basics', sortKey: 1 });
const edges = makeTestCategory({ id: 2, name: 'Edge cases', sortKey: 0 });
const adds = makeTestCase({ id: 10, testCategory: 1, description: 'adds numbers', pointsPass: 2, sortKey: 0 });
const splits = makeTestCase({ id: 11, testCategory: 1, description: 'splits input', pointsPass: 1, sortKey: 1 });
const empty = makeTestCase({ id: 12, testCategory: 2, description: 'empty input', pointsPass: 3 });
const names = { categories: [basics, edges], testCases: [adds, splits, empty] };

const completed = makeTestRun({
  id: 7,
  passed: 1,
  failed: 2,
  errors: 1,
  results: [
    makeRunResult({ testCase: 11, testCategory: 1, passed: false, maxPoints: 1, logs: '\u001b[31mexpected 3\u001b[0m <script>x()</script>', durationMs: 850 }),
    makeRunResult({ testCase: 10, testCategory: 1, passed: false, score: 1.5, points: 1.5, maxPoints: 2, durationMs: 1250, explanation: 'Checks `add(1, 2)`.' }),
    makeRunResult({ testCase: 12, testCategory: 2, passed: false, isError: true, logs: 'Timed out', logsTruncated: true }),
  ],
});

function renderSection(routes: Record<string, Script>, props: Partial<TestRunsSectionProps> = {}) {
  return renderWithApi(<TestRunsSection submissionId={41} names={names} showPoints timeZone="UTC" canRun forStudent={false} {...props} />, routes);
}

describe('TestRunsSection', { timeout: 20_000 }, () => {
  it('shows the newest run: state, times, counts, and results by category with icons, points, durations and logs', async () => {
    const older = makeTestRun({ id: 6, state: 'superseded', created: '2026-11-19T09:00:00.000Z' });
    renderSection({ [RUNS]: [200, { runs: [completed, older], runsLeft: null }] });
    const section = await screen.findByRole('region', { name: 'Test runs' });
    const view = within(section);
    expect(view.getByText('Completed')).toBeTruthy();
    expect(view.getByLabelText('Run results').textContent).toBe('1 passed, 2 failed, 1 error among them');
    expect(view.getByText(/Queued Nov 20, 2026, 10:00:00 AM/)).toBeTruthy();
    expect(view.getByText(/Took 12.4 s/)).toBeTruthy();

    const categories = view.getAllByRole('region').filter((region) => ['Basics', 'Edge cases'].includes(region.getAttribute('aria-label') ?? ''));
    expect(categories.map((category) => category.getAttribute('aria-label'))).toEqual(['Edge cases', 'Basics']);
    const rows = within(categories[1]!).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['adds numbers: Failed', 'splits input: Failed']);
    expect(within(rows[0]!).getByText('1.5 / 2 · 1.3 s')).toBeTruthy();
    expect(within(rows[0]!).getByText('add(1, 2)').tagName).toBe('CODE');
    expect(within(rows[1]!).getByText('0 / 1 · 850 ms')).toBeTruthy();
    expect(within(rows[1]!).getByRole('img', { name: 'Failed' })).toBeTruthy();
    expect(within(categories[0]!).getByRole('img', { name: 'Error' })).toBeTruthy();

    fireEvent.click(within(rows[1]!).getByText('Logs'));
    const log = within(rows[1]!).getByLabelText('Logs of splits input');
    expect(log.textContent).toBe('expected 3 <script>x()</script>');
    expect(log.querySelector('script')).toBeNull();
    fireEvent.click(within(categories[0]!).getByText('Logs'));
    expect(within(categories[0]!).getByText('Output was cut at 1 KB.')).toBeTruthy();

    const earlier = view.getByRole('region', { name: 'Earlier runs' });
    expect(within(earlier).getByText('1 earlier run')).toBeTruthy();
    expect(within(earlier).getByText('Superseded by a newer upload')).toBeTruthy();
  });

  it('polls while the run is queued, then shows the results and says the run finished', async () => {
    const onRunFinished = vi.fn();
    const { sent } = renderSection({ [RUNS]: [[200, { runs: [queuedRun(7, 2)], runsLeft: null }], [200, { runs: [completed], runsLeft: null }]] }, { onRunFinished });
    expect(await screen.findByText('Queued — position 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel this test run' })).toBeTruthy();
    expect(await screen.findByText('Completed')).toBeTruthy();
    expect(sent('GET', '/submissions/41/testRuns/')).toBe(2);
    await waitFor(() => expect(onRunFinished).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Cancel this test run' })).toBeNull();
  });

  it('re-runs and cancels for staff, and shows a refusal beside the button', async () => {
    const { requests } = renderSection({
      [RUNS]: [
        [200, { runs: [completed], runsLeft: null }],
        [200, { runs: [runningRun(8), completed], runsLeft: null }],
        [200, { runs: [makeTestRun({ id: 8, state: 'cancelled' }), completed], runsLeft: null }],
      ],
      'POST /submissions/41/runTests/': [[202, runningRun(8)], [400, { detail: 'This assignment has no tests to run.' }]],
      'POST /testRuns/8/cancel/': [200, makeTestRun({ id: 8, state: 'cancelled' })],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Re-run tests/ }));
    expect(await screen.findByText('Running')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel this test run' }));
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual(['/submissions/41/runTests/', '/testRuns/8/cancel/']);
    fireEvent.click(screen.getByRole('button', { name: /Re-run tests/ }));
    expect((await screen.findByRole('alert')).textContent).toContain('This assignment has no tests to run.');
  });

  it('gives students what the API gives them: no buttons, no staff reason, a count of hidden tests', async () => {
    const failed = makeTestRun({ id: 9, state: 'error', error: null, hiddenResults: 0 });
    const partial = makeTestRun({
      id: 8,
      hiddenResults: 2,
      passed: 1,
      results: [
        makeRunResult({ testCase: 10, testCategory: 1, description: 'prints hello', categoryName: 'Output' }),
        makeRunResult({ testCase: 15, testCategory: 3 }),
      ],
    });
    renderSection({ [RUNS]: [200, { runs: [partial, failed], runsLeft: 3 }] }, { canRun: false, forStudent: true, names: { categories: [], testCases: [] }, showPoints: false });
    expect(await screen.findByText('2 hidden tests')).toBeTruthy();
    // Each result names its test and category; one deleted since the run is named by its id.
    expect(screen.getByRole('listitem', { name: 'prints hello: Passed' })).toBeTruthy();
    expect(screen.getByText('Output')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Test 15: Passed' })).toBeTruthy();
    expect(screen.getByText('Category 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Re-run tests/ })).toBeNull();
    fireEvent.click(screen.getByText('Could not be graded'));
    expect(await screen.findByText('Your submission could not be tested this time. It does not count against you.')).toBeTruthy();
  });

  it('tells staff why a run could not be graded', async () => {
    renderSection({ [RUNS]: [200, { runs: [makeTestRun({ id: 9, state: 'error', error: 'Worker lost three times' })], runsLeft: null }] });
    expect(await screen.findByText('The tests could not be run. This costs the student nothing.')).toBeTruthy();
    expect(screen.getByText('Worker lost three times')).toBeTruthy();
  });

  it('shows nothing when the runs cannot be read, and offers a first run to staff when there are none', async () => {
    const { container } = renderSection({ [RUNS]: [404, { detail: 'Not found.' }] }, { canRun: false });
    await waitFor(() => expect(container.querySelector('.ant-spin')).toBeNull());
    expect(container.textContent).toBe('');
  });

  it('offers staff a first run', async () => {
    renderSection({ [RUNS]: [200, { runs: [], runsLeft: null }] });
    expect(await screen.findByText('No test runs yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Run tests/ })).toBeTruthy();
  });
});
