import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions, renderAdmin } from '../../../../../test/renderAdmin';
import { ASSIGNMENTS_TEST_TIMEOUT, button } from '../../testing/queries';
import { fakeTestsServer, makeOverviewRow, makeResult, makeRun, makeTestCase, TESTS_ASSIGNMENT_ID } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';

// The Tests tab says what runs and when and how the grade is made, with the common grading models one click away;
// the tests an autograder reports are labelled by the visibility it reported; a run that could not be graded says why.

vi.mock('../../../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const LAB_1 = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201';
const category = { id: 1, assignment: TESTS_ASSIGNMENT_ID, name: 'Autograder', sortKey: 0 };
/** Ten tests worth a point each. */
const tenTests = Array.from({ length: 10 }, (_, i) => makeTestCase({ id: 10 + i, testCategory: 1, description: `test ${i + 1}`, type: 'external', pointsPass: 1 }));

describe('what runs and how it counts', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('says that 10 test points on a 10-point assignment reach 20 of 10, and makes the tests the whole grade in one click', async () => {
    const server = fakeTestsServer({ categories: [category], cases: tenTests, runOnUpload: false, grading: { points: 10, additiveGrading: false } });
    renderAdmin(`${LAB_1}/tests`, { server });
    const section = within(await screen.findByRole('region', { name: 'What runs and how it counts' }, { timeout: 20_000 }));
    expect((await section.findByLabelText('How the grade is made')).textContent).toContain('a student can reach 20 of 10');
    expect((await section.findByLabelText('What runs and when')).textContent).toContain('Student uploads are not tested');
    expect(button('Tests add to the manual grade').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(button('Tests make the whole grade'));
    await waitFor(() => expect(server.sent('PATCH', `/assignments/${TESTS_ASSIGNMENT_ID}/`)).toEqual([{ additiveGrading: true, points: 10 }]));
    await waitFor(() => expect(section.getByLabelText('How the grade is made').textContent).toContain('Tests make the whole grade: the tests give up to 10 of the 10 points.'));
    expect(button('Tests make the whole grade').getAttribute('aria-pressed')).toBe('true');
  });

  it('shares the points with manual grading, with the manual points chosen', async () => {
    const server = fakeTestsServer({ categories: [category], cases: tenTests, grading: { points: 10, additiveGrading: false } });
    renderAdmin(`${LAB_1}/tests`, { server });
    const section = within(await screen.findByRole('region', { name: 'What runs and how it counts' }, { timeout: 20_000 }));
    fireEvent.change(await section.findByLabelText('Manual points'), { target: { value: '5' } });
    fireEvent.click(button('Tests and manual grading share the points'));
    await waitFor(() => expect(server.sent('PATCH', `/assignments/${TESTS_ASSIGNMENT_ID}/`)).toEqual([{ additiveGrading: true, points: 15 }]));
    expect((await section.findByLabelText('What runs and when')).textContent).toContain('Every student upload runs the tests below');
  });

  it('says an autograder zip runs on every upload once uploaded', async () => {
    const server = fakeTestsServer({ runOnUpload: false });
    renderTestsTab(server);
    const section = within(await screen.findByRole('region', { name: 'What runs and how it counts' }));
    expect((await section.findByLabelText('What runs and when')).textContent).toContain('Student uploads are not tested');
    const zip = within(await screen.findByRole('region', { name: 'Autograder zip (Gradescope format)' }));
    const labelled = zip.getByLabelText(/Choose (the|a new) autograder zip/);
    const input = labelled.matches('input') ? labelled : labelled.querySelector('input[type="file"]');
    fireEvent.change(input!, { target: { files: [new File(['PK'], 'autograder.zip', { type: 'application/zip' })] } });
    await waitFor(() => expect(section.getByLabelText('What runs and when').textContent).toContain('Every student upload runs the autograder zip'), { timeout: 8000 });
    await waitFor(() => expect((screen.getByLabelText('Run tests when a student uploads') as HTMLInputElement).checked).toBe(true));
  });
});

describe('tests an autograder reports, and runs that could not be graded', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('labels each reported test by the visibility its newest result reported, and shows why a run could not be graded', async () => {
    const server = fakeTestsServer({
      categories: [category],
      cases: tenTests.slice(0, 3).map((testCase) => ({ ...testCase, exposed: false })),
      overview: [makeOverviewRow({ id: 101, students: ['ann@x.edu'] }), makeOverviewRow({ id: 102, students: ['bob@x.edu'] })],
      runs: [
        makeRun({
          id: 1,
          submission: 101,
          state: 'completed',
          source: 'autograder',
          finished: '2026-11-26T09:01:00Z',
          results: [makeResult({ testCase: 10, passed: true, visibility: 'visible' }), makeResult({ testCase: 11, passed: false, visibility: 'after_due_date' })],
        }),
        makeRun({ id: 2, submission: 102, state: 'error', source: 'autograder', error: 'run_autograder did not finish within 600 seconds.' }),
      ],
    });
    renderTestsTab(server);
    const tests = within(await screen.findByRole('region', { name: 'Categories and tests' }));
    const first = within(await tests.findByRole('listitem', { name: 'Test test 1' }));
    expect(await first.findByLabelText('Students: Visible')).toBeTruthy();
    expect(first.queryByText('Hidden')).toBeNull();
    expect(within(tests.getByRole('listitem', { name: 'Test test 2' })).getByLabelText('Students: After due date')).toBeTruthy();
    // A test no run reported yet keeps its own exposure.
    expect(within(tests.getByRole('listitem', { name: 'Test test 3' })).getByText('Hidden')).toBeTruthy();

    const runs = within(await screen.findByRole('region', { name: 'Runs' }));
    const bob = (await runs.findByText('bob@x.edu')).closest('tr')!;
    expect(within(bob).getByLabelText('Why it could not be graded').textContent).toBe('run_autograder did not finish within 600 seconds.');
  });
});
