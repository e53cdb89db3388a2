import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseSummary } from '@marginalia/contracts';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from '../testing/fakeStudentServer';
import { installFakeXhr } from '../../../test/fakeXhr';
import { disposeSessions, renderStudent, STUDENT_EMAIL, STUDENT_TEST_TIMEOUT } from '../testing/renderStudent';
import { makeRunResult, makeTestRun, queuedRun, runningRun } from '../../../features/test-runs/testing/fixtures';
import { NO_RUNS_LEFT } from './TestsSection';

const intro: CourseSummary = { id: 1, name: 'Intro', period: 'Fall 2026', archived: false };
const PATH = '/student/Intro/Fall 2026/Hello';
const file = { id: 9, name: 'main.py', path: null, extension: 'py', created: '2026-11-20T10:00:00Z', size: 9, isCurrent: true };
const submitted = makeStudentAssignment({ id: 5, name: 'Hello', status: 'submitted', submission: 3, students: [STUDENT_EMAIL], files: [file] });

let xhr: ReturnType<typeof installFakeXhr>;
beforeEach(() => {
  xhr = installFakeXhr();
});
afterEach(() => {
  disposeSessions();
  xhr.restore();
});

describe('the Tests section of the assignment page', STUDENT_TEST_TIMEOUT, () => {
  it('follows the newest run from its place in the queue to the exposed results, with the runs left', async () => {
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [submitted] })], testRuns: { 3: { runs: [queuedRun(7, 0)], runsLeft: 2 } } });
    renderStudent(PATH, { server });
    const tests = await screen.findByRole('region', { name: 'Tests' });
    expect(within(tests).getByText('Queued — position 1')).toBeTruthy();
    expect(within(tests).getByLabelText('Test runs left').textContent).toBe('Runs left: 2');

    server.state.testRuns[3] = { runs: [runningRun(7)], runsLeft: 2 };
    expect(await within(tests).findByText('Running')).toBeTruthy();
    server.state.testRuns[3] = {
      runs: [
        makeTestRun({
          id: 7,
          passed: 1,
          failed: 1,
          hiddenResults: 3,
          results: [
            makeRunResult({ testCase: 10, testCategory: 1, description: 'prints hello', categoryName: 'Output', points: 1, maxPoints: 1 }),
            makeRunResult({ testCase: 11, testCategory: 1, description: 'prints twice', categoryName: 'Output', passed: false, maxPoints: 2, logs: 'expected 2' }),
          ],
        }),
      ],
      runsLeft: 2,
    };
    expect(await within(tests).findByText('Completed')).toBeTruthy();
    expect(within(tests).getByRole('region', { name: 'Output' })).toBeTruthy();
    expect(within(tests).getByRole('listitem', { name: 'prints hello: Passed' }).textContent).toContain('1 / 1');
    const failed = within(tests).getByRole('listitem', { name: 'prints twice: Failed' });
    expect(failed.textContent).toContain('0 / 2');
    fireEvent.click(within(failed).getByText('Logs'));
    expect(within(failed).getByLabelText('Logs of prints twice').textContent).toBe('expected 2');
    expect(within(tests).getByText('3 hidden tests')).toBeTruthy();
    const polls = server.count('GET', '/submissions/3/testRuns/');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(server.count('GET', '/submissions/3/testRuns/')).toBe(polls);
  });

  it('says when the uploads may start no more runs', async () => {
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [submitted] })], testRuns: { 3: { runs: [makeTestRun({ id: 7 })], runsLeft: 0 } } });
    renderStudent(PATH, { server });
    expect(await screen.findByText(NO_RUNS_LEFT)).toBeTruthy();
  });

  it('stays away while there is nothing to say: no runs and no limit, or no runs to read', async () => {
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [submitted] })], testRuns: { 3: { runs: [], runsLeft: null } } });
    renderStudent(PATH, { server });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    await waitFor(() => expect(server.count('GET', '/submissions/3/testRuns/')).toBe(1));
    expect(screen.queryByRole('region', { name: 'Tests' })).toBeNull();
  });

  it('reads the runs again after an upload, which queues one', async () => {
    const first = makeStudentAssignment({ id: 5, name: 'Hello' });
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [first] })] });
    renderStudent(PATH, { server });
    await screen.findByRole('heading', { level: 3, name: 'Hello' });
    const inputs = screen.getByRole('region', { name: 'Upload files' }).querySelectorAll('input[type="file"]');
    fireEvent.change(inputs[1]!, { target: { files: [new File(['print(1)\n'], 'main.py')] } });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload 1 file' }));
    await waitFor(() => expect(xhr.uploads).toHaveLength(1));
    server.state.views[0]!.assignments[0] = submitted;
    server.state.testRuns[3] = { runs: [queuedRun(8, 4)], runsLeft: null };
    act(() => xhr.uploads[0]!.respond(201, { submission: 3, students: [STUDENT_EMAIL], files: [file], lateDayCreditsUsed: 0 }));
    expect(await screen.findByText('Queued — position 5')).toBeTruthy();
  });
});
