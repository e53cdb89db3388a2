import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graderWorld, HW1_PATH, hw1Submissions, ME, OTHER_GRADER, submission } from '../testing/graderWorld';
import { disposeGraderSessions, GRADER_TEST_TIMEOUT, renderGrader } from '../testing/renderGrader';

afterEach(disposeGraderSessions);

const ALL = `${HW1_PATH}/all`;
const table = () => screen.findByRole('region', { name: 'All submissions' });
/** The students column of the rows shown, top to bottom. */
async function shownStudents(): Promise<string[]> {
  const region = await table();
  return [...region.querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('td a')?.textContent ?? '');
}

async function choose(filter: string, option: string) {
  const select = screen.getByRole('combobox', { name: filter });
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(option));
}

describe('all submissions', GRADER_TEST_TIMEOUT, () => {
  it('lists every submission with its section, grader, state and grade', async () => {
    renderGrader(ALL, { server: graderWorld(), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    const row = within(await table()).getByText('s102@demo.edu').closest('tr') as HTMLElement;
    expect(within(row).getByText('Lab B')).toBeTruthy();
    expect(within(row).getByText(ME)).toBeTruthy();
    expect(within(row).getByText('you')).toBeTruthy();
    expect(within(row).getByText('Finalized')).toBeTruthy();
    expect(within(row).getByText('9.5 / 10')).toBeTruthy();
    expect(screen.getByText('5 submissions')).toBeTruthy();
  });

  it('searches students and graders', async () => {
    renderGrader(ALL, { server: graderWorld(), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    fireEvent.change(screen.getByRole('textbox', { name: 'Search submissions' }), { target: { value: 'ANN@' } });
    await waitFor(async () => expect(await shownStudents()).toEqual(['s103@demo.edu']));
    expect(screen.getByText('1 of 5 submissions')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Search submissions' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No submissions match these filters.')).toBeTruthy();
  });

  it('filters by state and section, together', async () => {
    renderGrader(ALL, { server: graderWorld(), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    await choose('Filter by state', 'Unclaimed');
    await waitFor(async () => expect(await shownStudents()).toEqual(['s104@demo.edu', 's105@demo.edu']));
    await choose('Filter by section', 'No section');
    await waitFor(async () => expect(await shownStudents()).toEqual(['s105@demo.edu']));
    expect(screen.getByText('1 of 5 submissions')).toBeTruthy();
  });

  it('filters by grader, or by no grader', async () => {
    renderGrader(ALL, { server: graderWorld(), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    await choose('Filter by grader', OTHER_GRADER);
    await waitFor(async () => expect(await shownStudents()).toEqual(['s103@demo.edu']));
    await choose('Filter by grader', 'No grader');
    await waitFor(async () => expect(await shownStudents()).toEqual(['s104@demo.edu', 's105@demo.edu']));
  });

  it('sorts by grade, ungraded last', async () => {
    renderGrader(ALL, { server: graderWorld(), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    const gradeHeader = within(await table()).getAllByText('Grade')[0]!;
    fireEvent.click(gradeHeader);
    await waitFor(async () => expect((await shownStudents()).slice(0, 2)).toEqual(['s101@demo.edu', 's102@demo.edu']));
    fireEvent.click(gradeHeader);
    await waitFor(async () => expect((await shownStudents()).slice(0, 2)).toEqual(['s102@demo.edu', 's101@demo.edu']));
  });

  it('shows the newest test run of each submission, sortable, submissions without runs last', async () => {
    const withTests = [
      submission(101, { tests: { state: 'completed', passed: 7, failed: 2 } }),
      submission(102, { tests: { state: 'completed', passed: 9, failed: 0 } }),
      submission(103, { tests: { state: 'queued', passed: 0, failed: 0 } }),
      submission(104, { tests: { state: 'error', passed: 0, failed: 0 } }),
      submission(105),
    ];
    renderGrader(ALL, { server: graderWorld({ submissions: withTests }), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    const region = within(await table());
    expect(region.getByLabelText('7 of 9 tests passed').textContent).toBe('7/9');
    expect(region.getByLabelText('9 of 9 tests passed').className).toContain('success');
    expect(region.getByLabelText('7 of 9 tests passed').className).toContain('error');
    expect(region.getByText('Queued')).toBeTruthy();
    expect(region.getByText('Error')).toBeTruthy();
    const testsHeader = region.getAllByText('Tests')[0]!;
    fireEvent.click(testsHeader);
    await waitFor(async () => expect(await shownStudents()).toEqual(['s104@demo.edu', 's103@demo.edu', 's101@demo.edu', 's102@demo.edu', 's105@demo.edu']));
    fireEvent.click(testsHeader);
    await waitFor(async () => expect(await shownStudents()).toEqual(['s102@demo.edu', 's101@demo.edu', 's103@demo.edu', 's104@demo.edu', 's105@demo.edu']));
  });

  it('pages by the size the user prefers, and keeps a new size as the preference', async () => {
    const many = Array.from({ length: 12 }, (_, index) => submission(201 + index));
    const { preferences } = renderGrader(ALL, { server: graderWorld({ submissions: many }), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(10));
    fireEvent.click(within(await table()).getByTitle('2'));
    await waitFor(async () => expect(await shownStudents()).toEqual(['s211@demo.edu', 's212@demo.edu']));
    // A new search starts again from the first page.
    fireEvent.change(screen.getByRole('textbox', { name: 'Search submissions' }), { target: { value: 's2' } });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(10));
    expect(preferences.get().defaultPageSize).toBe(10);
  });

  it('finds the submissions whose regrade request is open, marked in the state column', async () => {
    const submissions = hw1Submissions.map((item) => (item.id === 102 ? { ...item, regradeOpen: true } : item));
    renderGrader(ALL, { server: graderWorld({ submissions }), email: ME });
    await waitFor(async () => expect(await shownStudents()).toHaveLength(5));
    const row = within(await table()).getByText('s102@demo.edu').closest('tr') as HTMLElement;
    expect(within(row).getByText('Regrade open')).toBeTruthy();
    // Its link opens on the request.
    expect(within(row).getByText('s102@demo.edu').closest('a')?.getAttribute('href')).toBe('/code/102?regrade=show');
    await choose('Filter by state', 'Regrade open');
    await waitFor(async () => expect(await shownStudents()).toEqual(['s102@demo.edu']));
  });
});
