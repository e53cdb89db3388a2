import { describe, expect, it } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, within } from '@testing-library/react';
import { TestRunDetails } from './TestRunDetails';
import { NO_NAMES } from './runNames';
import { makeRunResult, makeTestRun } from './testing/fixtures';

configure({ defaultHidden: true });

// A run of an assignment's Gradescope-format autograder: its own total, output and stdout, results in its order.
const gradescopeRun = makeTestRun({
  id: 9,
  source: 'autograder',
  passed: 2,
  failed: 1,
  score: 7.5,
  output: '<p>Overall: <b>good</b></p><script>window.hacked = 1</script>',
  outputFormat: 'html',
  stdout: 'Running tests...\nDone.',
  executionTimeMs: 3_200,
  extraData: { language: 'python', seed: 42 },
  results: [
    makeRunResult({ testCase: 30, testCategory: 2, description: 'Style', number: '2.1', points: 2, maxPoints: 2, tags: ['lint'], visibility: 'after_published', outputFormat: 'md', logs: '**All clear**' }),
    makeRunResult({ testCase: 10, testCategory: 1, description: 'Adds numbers', number: '1.1', points: 5.5, maxPoints: 5, visibility: 'visible' }),
    makeRunResult({ testCase: 20, testCategory: 1, description: 'Hidden edge case', number: '1.2', points: 0, maxPoints: 3, passed: false, visibility: 'hidden' }),
  ],
});

const renderRun = (forStudent: boolean, run = gradescopeRun) =>
  render(<TestRunDetails run={run} names={NO_NAMES} showPoints timeZone="UTC" forStudent={forStudent} />);

describe('TestRunDetails', () => {
  it("shows an autograder's run as Gradescope does: its own score, its output, then results in the order sent", () => {
    const { container } = renderRun(true);
    expect(screen.getByLabelText('Run score').textContent).toBe('Autograder 7.5 / 10');
    const output = screen.getByLabelText('Output of the run');
    expect(output.querySelector('b')!.textContent).toBe('good');
    expect(container.querySelector('script')).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
    // The output comes before the results.
    expect(output.compareDocumentPosition(screen.getByRole('listitem', { name: '2.1 Style: Passed' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const names = screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));
    expect(names).toEqual(['2.1 Style: Passed', '1.1 Adds numbers: Passed', '1.2 Hidden edge case: Failed']);
    expect(screen.getByText('Autograder time 3.2 s', { exact: false })).toBeTruthy();
  });

  it('folds the autograder output, renders each log in its format and shows tags', () => {
    renderRun(true);
    fireEvent.click(screen.getByText('Autograder output'));
    expect(screen.getByLabelText('Autograder output').textContent).toBe('Running tests...\nDone.');
    const style = screen.getByRole('listitem', { name: '2.1 Style: Passed' });
    expect(within(style).getByText('lint')).toBeTruthy();
    fireEvent.click(within(style).getByText('Logs'));
    expect(screen.getByLabelText('Logs of 2.1 Style').querySelector('strong')!.textContent).toBe('All clear');
  });

  it('shows students neither visibility tags nor extra data', () => {
    renderRun(true);
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.queryByText('After published')).toBeNull();
    expect(screen.queryByText('Extra data (staff only)')).toBeNull();
  });

  it("shows staff each result's visibility to students and the extra data, folded", () => {
    renderRun(false);
    expect(within(screen.getByRole('listitem', { name: '1.2 Hidden edge case: Failed' })).getByText('Hidden')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '2.1 Style: Passed' })).getByText('After published')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '1.1 Adds numbers: Passed' })).queryByText(/Hidden|After/)).toBeNull();
    fireEvent.click(screen.getByText('Extra data (staff only)'));
    expect(JSON.parse(screen.getByLabelText('Extra data').textContent!)).toEqual({ language: 'python', seed: 42 });
  });

  it("shows students the sum of the results' points when results.json gave no top-level score", () => {
    renderRun(true, { ...gradescopeRun, score: null, output: '', stdout: null });
    // 2 + 5.5 + 0 of 2 + 5 + 3.
    expect(screen.getByLabelText('Run score').textContent).toBe('Autograder 7.5 / 10');
    expect(screen.queryByLabelText('Output of the run')).toBeNull();
    expect(screen.queryByText('Autograder output')).toBeNull();
  });

  it('tells staff the limits the run was held to, and students nothing of them', () => {
    const run = {
      ...gradescopeRun,
      limitsInForce: {
        memory: { mb: 768, scope: 'cgroup-v2' as const },
        processes: { max: 64, scope: 'cgroup-v2' as const },
        cpu: { seconds: 10, scope: 'cgroup-v2' as const, cores: 1 },
        wallSeconds: 30,
        disk: { mb: 256, scope: 'tmpfs' as const },
      },
    };
    renderRun(false, run);
    expect(screen.getByLabelText('Limits in force').textContent).toBe(
      'Limits in force: memory 768 MB for the whole run (cgroup v2), 64 processes for the whole run (cgroup v2), CPU 10 s for the whole run (cgroup v2) on at most 1 CPU, wall clock 30 s, disk 256 MB in memory.',
    );
    cleanup();
    renderRun(true, run);
    expect(screen.queryByLabelText('Limits in force')).toBeNull();
  });
});
