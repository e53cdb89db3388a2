import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TestsPanel } from './TestsPanel';
import { makeResult, makeTestCase, makeTestCategory } from './testing/fixtures';
import { renderPanel } from './testing/renderPanel';
import { makeRunResult, makeTestRun } from '../../test-runs/testing/fixtures';
import { renderWithApi } from '../../test-runs/testing/renderWithApi';

const basics = makeTestCategory({ id: 1, name: 'Basics', sortKey: 1 });
const edges = makeTestCategory({ id: 2, name: 'Edge cases', sortKey: 0 });
const adds = makeTestCase({ id: 10, testCategory: 1, description: 'adds numbers', sortKey: 1, pointsPass: 2, pointsFail: 0, explanation: 'Checks `add(1, 2)`.' });
const subtracts = makeTestCase({ id: 11, testCategory: 1, description: 'subtracts numbers', sortKey: 0, pointsPass: 1, pointsFail: -1 });
const empty = makeTestCase({ id: 12, testCategory: 2, description: 'empty input', pointsPass: 3 });
const huge = makeTestCase({ id: 13, testCategory: 2, description: 'huge input', pointsPass: 3 });

const results = [
  // adds: failed first, then passed: the newer one counts.
  makeResult({ id: 1, testCase: 10, testCategory: 1, passed: false, logs: 'expected 3, got 4', modified: '2024-03-01T10:00:00.000Z' }),
  makeResult({ id: 2, testCase: 10, testCategory: 1, passed: true, logs: 'ok', modified: '2024-03-02T10:00:00.000Z' }),
  // subtracts: passed first, then failed.
  makeResult({ id: 3, testCase: 11, testCategory: 1, passed: true, modified: '2024-03-01T10:00:00.000Z' }),
  makeResult({ id: 4, testCase: 11, testCategory: 1, passed: false, logs: 'expected 1, got -1', modified: '2024-03-03T10:00:00.000Z' }),
  makeResult({ id: 5, testCase: 12, testCategory: 2, passed: false, isError: true, logs: 'Traceback: boom' }),
];

function render(showPoints = true) {
  renderPanel(<TestsPanel testCategories={[basics, edges]} testCases={[adds, subtracts, empty, huge]} submissionTests={results} showPoints={showPoints} />);
}

describe('TestsPanel', { timeout: 20_000 }, () => {
  it('shows the newest result of each test case, by category and sort order, with totals', () => {
    render();
    expect(screen.getByLabelText('Tests passed').textContent).toBe('1 of 4 passed, +1 point');
    const sections = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    expect(sections.map((section) => section.getAttribute('aria-label'))).toEqual(['Edge cases', 'Basics']);

    const basicsSection = within(screen.getByRole('region', { name: 'Basics' }));
    expect(basicsSection.getByText('1 of 2 passed, +1 point')).toBeTruthy();
    const rows = basicsSection.getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual(['test-case-11', 'test-case-10']);
    expect(within(rows[0]!).getByText('Failed')).toBeTruthy();
    expect(within(rows[0]!).getByLabelText('Points for subtracts numbers').textContent).toBe('-1');
    expect(within(rows[1]!).getByText('Passed')).toBeTruthy();
    expect(within(rows[1]!).getByLabelText('Points for adds numbers').textContent).toBe('+2');
    expect(within(rows[1]!).getByText('add(1, 2)').tagName).toBe('CODE');

    const edgeRows = within(screen.getByRole('region', { name: 'Edge cases' })).getAllByRole('listitem');
    expect(within(edgeRows[0]!).getByText('Error')).toBeTruthy();
    expect(within(edgeRows[1]!).getByText('Not run')).toBeTruthy();
  });

  it('opens the logs of a run in a monospace block', () => {
    render();
    const row = within(screen.getByTestId('test-case-11'));
    fireEvent.click(row.getByText('Logs'));
    const logs = row.getByLabelText('Logs of subtracts numbers');
    expect(logs.tagName).toBe('PRE');
    expect(logs.textContent).toBe('expected 1, got -1');
  });

  it('shows stored logs through the safe log viewer: markup as text, colours as spans, a cut marked', () => {
    const hostile = makeResult({ id: 9, testCase: 13, testCategory: 2, passed: false, logs: '\u001b[31m<script>alert(1)</script>\u0000', logsTruncated: true });
    renderPanel(<TestsPanel testCategories={[edges]} testCases={[huge]} submissionTests={[hostile]} showPoints />);
    const row = within(screen.getByTestId('test-case-13'));
    fireEvent.click(row.getByText('Logs'));
    const logs = row.getByLabelText('Logs of huge input');
    expect(logs.textContent).toBe('<script>alert(1)</script>\u2400');
    expect(logs.querySelector('script')).toBeNull();
    expect(row.getByText(/^Output was cut at/)).toBeTruthy();
  });

  it('keeps the points of a test whole beside a long name: the name wraps, the points neither shrink nor wrap', () => {
    const long = makeTestCase({ id: 14, testCategory: 1, description: 'x'.repeat(200), pointsPass: 12.5 });
    renderPanel(<TestsPanel testCategories={[basics]} testCases={[long]} submissionTests={[makeResult({ id: 6, testCase: 14, testCategory: 1, passed: true })]} showPoints />);
    const points = screen.getByLabelText(`Points for ${'x'.repeat(200)}`);
    expect(points.style.flex).toMatch(/^0 0 auto|none/);
    expect(points.style.whiteSpace).toBe('nowrap');
    expect(screen.getByText('x'.repeat(200)).style.overflowWrap).toBe('anywhere');
  });

  it('leaves points out when they are hidden', () => {
    render(false);
    expect(screen.getByLabelText('Tests passed').textContent).toBe('1 of 4 passed');
    expect(screen.queryByLabelText('Points for adds numbers')).toBeNull();
  });

  it('says so when nothing has run', () => {
    renderPanel(<TestsPanel testCategories={[basics]} testCases={[adds]} submissionTests={[]} showPoints />);
    expect(screen.getByText('No test results yet.')).toBeTruthy();
  });

  it('shows the runs of a live submission above the results that count', async () => {
    const run = makeTestRun({ id: 3, passed: 1, results: [makeRunResult({ testCase: 10, testCategory: 1, score: 1.5, points: 1.5, maxPoints: 2, passed: false })] });
    renderWithApi(
      <TestsPanel
        testCategories={[basics, edges]}
        testCases={[adds, subtracts, empty, huge]}
        submissionTests={results}
        showPoints
        runs={{ submissionId: 41, timeZone: 'UTC', canRun: true, forStudent: false }}
      />,
      { 'GET /submissions/41/testRuns/': [200, { runs: [run], runsLeft: null }] },
    );
    const runs = await screen.findByRole('region', { name: 'Test runs' });
    expect(within(runs).getByRole('listitem', { name: 'adds numbers: Failed' }).textContent).toContain('1.5 / 2');
    expect(within(runs).getByRole('button', { name: /Re-run tests/ })).toBeTruthy();
    expect(screen.getByText('Results that count')).toBeTruthy();
    expect(screen.getByLabelText('Tests passed').textContent).toBe('1 of 4 passed, +1 point');
  });

  it("renders each result that counts in the format its run declared, safely", async () => {
    const run = makeTestRun({ id: 7, source: 'autograder', results: [makeRunResult({ testCase: 12, testCategory: 2, outputFormat: 'html' })] });
    const stored = [makeResult({ id: 9, testCase: 12, testCategory: 2, passed: false, testRun: 7, logs: '<p>Expected <b>3</b></p><img src=x onerror="window.hacked = 1">' })];
    renderWithApi(
      <TestsPanel testCategories={[edges]} testCases={[empty]} submissionTests={stored} showPoints runs={{ submissionId: 41, timeZone: 'UTC', canRun: false, forStudent: false }} />,
      { 'GET /submissions/41/testRuns/': [200, { runs: [run], runsLeft: null }] },
    );
    await screen.findByRole('region', { name: 'Test runs' });
    const counted = screen.getByRole('region', { name: 'Tests' });
    fireEvent.click(within(counted).getByText('Logs'));
    const log = within(counted).getByLabelText('Logs of empty input');
    expect(log.querySelector('b')!.textContent).toBe('3');
    expect(log.querySelector('img')).toBeNull();
  });
});
