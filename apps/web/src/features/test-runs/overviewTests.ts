import type { SubmissionOverviewRow } from '@marginalia/contracts';

// The submission tables' Tests column: the newest run of each submission in a few characters, and its order.

export type OverviewTests = SubmissionOverviewRow['tests'];

/**
 * While a row's run is queued or running the tables read the overview again this often: slower than a single
 * submission's runs are polled, because the overview holds every submission of the assignment.
 */
export const OVERVIEW_POLL_MS = 5_000;

/** The overview's refetch interval: OVERVIEW_POLL_MS while any run is queued or running, else none. */
export function overviewPollInterval(rows: readonly Pick<SubmissionOverviewRow, 'tests'>[] | undefined): number | false {
  const active = rows?.some((row) => row.tests !== null && (row.tests.state === 'queued' || row.tests.state === 'running')) ?? false;
  return active ? OVERVIEW_POLL_MS : false;
}

export type OverviewTestsTone = 'pass' | 'fail' | 'neutral' | 'active' | 'error';

export interface OverviewTestsLook {
  text: string;
  /** What a screen reader says: "7 of 9 tests passed". */
  label: string;
  tone: OverviewTestsTone;
}

/** "7/9" (green when all passed, red when any failed, grey with none), "Queued", "Running", "Error"; null without runs. */
export function overviewTestsLook(tests: OverviewTests): OverviewTestsLook | null {
  if (tests === null) return null;
  switch (tests.state) {
    case 'completed': {
      const total = tests.passed + tests.failed;
      const tone = total === 0 ? 'neutral' : tests.failed === 0 ? 'pass' : 'fail';
      return { text: `${tests.passed}/${total}`, label: `${tests.passed} of ${total} tests passed`, tone };
    }
    case 'queued':
      return { text: 'Queued', label: 'Tests queued', tone: 'active' };
    case 'running':
      return { text: 'Running', label: 'Tests running', tone: 'active' };
    case 'error':
      return { text: 'Error', label: 'Tests could not be run', tone: 'error' };
    case 'cancelled':
      return { text: 'Cancelled', label: 'Test run cancelled', tone: 'neutral' };
    case 'superseded':
      return { text: 'Superseded', label: 'Test run superseded', tone: 'neutral' };
  }
}

/**
 * Order of the column: finished runs by the share of tests passed, below them runs still going, then runs that
 * could not be graded, then cancelled ones; submissions without runs come last (the sorter keeps them there).
 */
export function overviewTestsRank(tests: NonNullable<OverviewTests>): number {
  switch (tests.state) {
    case 'completed': {
      const total = tests.passed + tests.failed;
      return total === 0 ? 0 : tests.passed / total;
    }
    case 'queued':
    case 'running':
      return -1;
    case 'error':
      return -2;
    default:
      return -3;
  }
}

/** A table sorter with submissions without runs below every other in both directions (antd negates for descend). */
export function compareOverviewTests(a: OverviewTests, b: OverviewTests, order: 'ascend' | 'descend' | null | undefined): number {
  if (a === null || b === null) {
    const last = order === 'descend' ? -1 : 1;
    return a === b ? 0 : a === null ? last : -last;
  }
  return overviewTestsRank(a) - overviewTestsRank(b) || a.passed - b.passed;
}
