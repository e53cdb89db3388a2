import { TEST_RUN_STATE_LABELS, type ResultVisibility, type TestRun, type TestRunResult, type TestRunState } from '@marginalia/contracts';

// How a test run reads: its state with the queue position, durations, and the points of each result.

/** A run that will still change: the views poll while one is shown. */
export function isActiveRun(state: TestRunState): boolean {
  return state === 'queued' || state === 'running';
}

/** "Queued — position 3" (1 is next), "Running", "Could not be graded"… */
export function runStateLabel(run: Pick<TestRun, 'state' | 'queuePosition'>): string {
  if (run.state === 'queued' && run.queuePosition !== null) return `Queued — position ${run.queuePosition + 1}`;
  return TEST_RUN_STATE_LABELS[run.state];
}

/** "850 ms", "12.4 s", "3 min 5 s". */
export function formatDuration(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(Math.round(ms / 100) / 10).toLocaleString('en-US')} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

const tidy = (points: number) => String(Math.round(points * 100) / 100);

/**
 * Points earned out of the test's points, partial credit included: "1.5 / 2". A test worth nothing when it passes
 * (one that deducts when it fails) shows what it brings: "-2 points", "0 points". Null when the reader gets no points.
 */
export function resultPointsLabel(result: Pick<TestRunResult, 'points' | 'maxPoints'>): string | null {
  if (result.points === null || result.maxPoints === null) return null;
  if (result.maxPoints === 0) return `${tidy(result.points)} points`;
  return `${tidy(result.points)} / ${tidy(result.maxPoints)}`;
}

export type ResultOutcome = 'passed' | 'failed' | 'error';

export function resultOutcome(result: Pick<TestRunResult, 'passed' | 'isError'>): ResultOutcome {
  if (result.isError) return 'error';
  return result.passed ? 'passed' : 'failed';
}

/**
 * The run's total as Gradescope shows it: the autograder's own total when it gave one (it replaces the sum of the
 * results' points), else the sum of the points of the results the reader sees, out of those results' most points:
 * "Autograder 7.5 / 10", or "Autograder 7.5" when no result has a maximum. Null when the reader gets no points or
 * the run has no result with points.
 */
export function runScoreLabel(run: Pick<TestRun, 'score' | 'results'>): string | null {
  const earned = run.results.map((result) => result.points).filter((points): points is number => points !== null);
  const total = run.score ?? (earned.length > 0 ? earned.reduce((sum, points) => sum + points, 0) : null);
  if (total === null) return null;
  const maxima = run.results.map((result) => result.maxPoints).filter((points): points is number => points !== null);
  const most = maxima.reduce((sum, points) => sum + points, 0);
  if (maxima.length === 0 || (run.score === null && most === 0)) return `Autograder ${tidy(total)}`;
  return `Autograder ${tidy(total)} / ${tidy(most)}`;
}

/** What staff read beside a result students do not see at once; null for results students see as soon as they exist. */
export const VISIBILITY_TAGS: Record<ResultVisibility, string | null> = {
  hidden: 'Hidden',
  after_due_date: 'After due date',
  after_published: 'After published',
  visible: null,
};

/** A result's name with Gradescope's number before it ("1.2 Adds numbers"), unless the name already starts with it. */
export function numberedName(name: string, number: string | null): string {
  if (number === null || number === '' || name.startsWith(number)) return name;
  return `${number} ${name}`;
}
