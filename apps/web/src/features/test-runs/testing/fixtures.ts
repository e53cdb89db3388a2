import type { TestRun, TestRunResult } from '@marginalia/contracts';

// Runs and results as GET /submissions/{id}/testRuns/ answers them, with plain defaults, for component tests.

const WHEN = '2026-11-20T10:00:00.000Z';

export function makeRunResult(changes: Partial<TestRunResult> & Pick<TestRunResult, 'testCase' | 'testCategory'>): TestRunResult {
  return { description: '', categoryName: '', explanation: '', points: 0, maxPoints: 0, passed: true, score: null, logs: '', logsTruncated: false, isError: false, durationMs: null, outputFormat: 'ansi', visibility: null, number: null, tags: [], ...changes };
}

export function makeTestRun(changes: Partial<TestRun> & Pick<TestRun, 'id'>): TestRun {
  return {
    assignment: 5,
    submission: 41,
    batch: null,
    trigger: 'upload',
    state: 'completed',
    queuePosition: null,
    created: WHEN,
    started: '2026-11-20T10:00:02.000Z',
    finished: '2026-11-20T10:00:14.400Z',
    durationMs: 12_400,
    passed: 0,
    failed: 0,
    errors: 0,
    error: null,
    buildLog: null,
    limitsInForce: null,
    results: [],
    hiddenResults: 0,
    source: 'tests',
    score: null,
    output: '',
    outputFormat: 'text',
    stdout: null,
    executionTimeMs: null,
    extraData: null,
    leaderboard: null,
    ...changes,
  };
}

export const queuedRun = (id: number, queuePosition: number) =>
  makeTestRun({ id, state: 'queued', queuePosition, started: null, finished: null, durationMs: null });
export const runningRun = (id: number) => makeTestRun({ id, state: 'running', finished: null, durationMs: null });
