import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ASSIGNMENT_MESSAGES } from '@marginalia/contracts';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { findDialog } from '../testing/dialogs';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from './testing/fakeAssignmentsServer';
import { ASSIGNMENTS_TEST_TIMEOUT, assignmentTitle, button } from './testing/queries';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const LIST = '/admin/Intro%20to%20Programming/Fall%202026/assignments';
const lab = (id: number, name: string, changes = {}) => makeAssignment({ id, course: 1, name, ...changes });

function serve({ archived = false } = {}) {
  return fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived }),
    assignments: [
      lab(11, 'Lab 1', { points: 10, sortKey: 0, uploadDueDate: '2026-10-02T03:59:00Z', mean: 8.25, median: 9 }),
      lab(12, 'Lab 2', { points: 20, sortKey: 1 }),
      lab(13, 'Project', { points: 50, sortKey: 2, isReleased: true }),
    ],
  });
}

/** The table body's table: a sticky header is drawn as a table of its own. */
const table = () => document.querySelector('.ant-table-tbody')?.closest('table') as HTMLElement;
const rowNames = () => [...table().querySelectorAll('tbody tr.ant-table-row')].map((row) => row.querySelector('a')?.textContent);
/** Waits for the panel's table (the sider lists the same names, so a name alone does not say the table is there). */
const listed = async () => {
  await waitFor(() => {
    if (!table() || !within(table()).queryByText('Lab 1')) throw new Error('The assignments table is not shown yet');
  });
  return table();
};

describe('assignments panel', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('lists the assignments in order with points, due date in the course zone and statistics', async () => {
    renderAdmin(LIST, { server: serve() });
    await listed();
    expect(rowNames()).toEqual(['Lab 1', 'Lab 2', 'Project']);
    const first = within(table()).getByText('Lab 1').closest('tr') as HTMLElement;
    expect(first.textContent).toContain('Oct 1, 2026, 11:59 PM EDT');
    expect(first.textContent).toContain('8.25');
    expect(within(table()).getByText('Lab 2').closest('tr')?.textContent).toContain('No due date');
  });

  it('creates an assignment at the end of the list and opens it', async () => {
    const server = serve();
    const { location } = renderAdmin(LIST, { server });
    await listed();
    fireEvent.click(button('New assignment'));
    const dialog = await findDialog('New assignment');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: ' Lab 3 ' } });
    fireEvent.change(within(dialog).getByLabelText('Points'), { target: { value: '15' } });
    fireEvent.change(within(dialog).getByLabelText('Due date'), { target: { value: '2026-11-01T12:00' } });
    fireEvent.click(button('Create assignment', dialog));
    await waitFor(() => expect(location()).toBe('/admin/Intro to Programming/Fall 2026/assignments/Lab 3'));
    expect(server.sent('POST', '/assignments/')).toEqual([
      {
        name: 'Lab 3',
        points: 15,
        isReleased: false,
        isVisible: true,
        allowStudentUpload: true, // new assignments take uploads (docs/PRODUCT.md, "Defaults")
        uploadDueDate: '2026-11-01T17:00:00.000Z',
        anonymousGrading: false,
        sortKey: 3,
        course: 1,
      },
    ]);
    await waitFor(() => expect(assignmentTitle()).toBe('Lab 3'));
  });

  it("shows the server's refusal of a duplicate name beside the name", async () => {
    const server = serve();
    const { notifications } = renderAdmin(LIST, { server });
    await listed();
    fireEvent.click(button('New assignment'));
    const dialog = await findDialog('New assignment');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Lab 2' } });
    fireEvent.click(button('Create assignment', dialog));
    expect(await within(dialog).findByText(ASSIGNMENT_MESSAGES.duplicateName)).toBeTruthy();
    expect(notifications).toEqual([]);
  });

  it('publishes an assignment with its switch in the list, once the admin confirms', async () => {
    const server = serve();
    renderAdmin(LIST, { server });
    await listed();
    const published = screen.getByLabelText('Published: Lab 2');
    expect(published.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(published);
    const dialog = await findDialog('Publish Lab 2?');
    fireEvent.click(button('Cancel', dialog));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
    expect(server.sent('PATCH', '/assignments/12/')).toEqual([]);
    expect(screen.getByLabelText('Published: Lab 2').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByLabelText('Published: Lab 2'));
    fireEvent.click(button('Publish', await findDialog('Publish Lab 2?')));
    await waitFor(() => expect(screen.getByLabelText('Published: Lab 2').getAttribute('aria-checked')).toBe('true'));
    expect(server.sent('PATCH', '/assignments/12/')).toEqual([{ isReleased: true }]);
    expect(server.data.assignments.find((assignment) => assignment.id === 12)?.isReleased).toBe(true);
  });

  it('reorders with the keyboard: picks up a handle, moves it down and drops it, writing the moved sort keys', async () => {
    const server = serve();
    renderAdmin(LIST, { server });
    await listed();
    // jsdom lays nothing out; give each row a place so the keyboard sensor can find the row below.
    table()
      .querySelectorAll<HTMLElement>('tbody tr.ant-table-row')
      .forEach((row, index) => {
        row.getBoundingClientRect = () => ({ x: 0, y: index * 40, top: index * 40, left: 0, bottom: index * 40 + 40, right: 600, width: 600, height: 40, toJSON: () => ({}) });
      });
    const handle = screen.getByLabelText('Reorder Lab 1');
    handle.focus();
    // The keyboard sensor listens for the moving keys from the next tick on.
    const press = async (code: string) => {
      fireEvent.keyDown(document.activeElement ?? handle, { code });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await press('Space');
    await press('ArrowDown');
    await press('Space');
    await waitFor(() => expect(rowNames()).toEqual(['Lab 2', 'Lab 1', 'Project']));
    await waitFor(() => expect(server.requests.filter((request) => request.method === 'PATCH')).toHaveLength(2));
    expect(server.sent('PATCH', '/assignments/12/')).toEqual([{ sortKey: 0 }]);
    expect(server.sent('PATCH', '/assignments/11/')).toEqual([{ sortKey: 1 }]);
    expect(server.sent('PATCH', '/assignments/13/')).toEqual([]);
  });

  it('deletes an assignment after a confirmation that names it and says what goes with it', async () => {
    const server = serve();
    renderAdmin(LIST, { server });
    await listed();
    fireEvent.click(screen.getByLabelText('Delete assignment Lab 2'));
    const dialog = await findDialog('Delete Lab 2?');
    expect(dialog.textContent).toContain('submissions, comments');
    fireEvent.click(button('Delete assignment', dialog));
    await waitFor(() => expect(rowNames()).toEqual(['Lab 1', 'Project']));
    expect(server.requests.some((request) => request.method === 'DELETE' && request.path === '/assignments/12/')).toBe(true);
  });

  it('is read-only in an archived course', async () => {
    renderAdmin(LIST, { server: serve({ archived: true }) });
    await listed();
    expect(button('New assignment').disabled).toBe(true);
    expect(screen.getByLabelText('Published: Lab 1').hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Delete assignment Lab 1') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Reorder Lab 1') as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives each tab of an assignment its own address, so a reload stays on the Tests tab', async () => {
    const { location } = renderAdmin(`${LIST}/Lab%202/tests`, { server: serve() });
    const tabs = async () => within((await screen.findByRole('region', { name: 'Assignment Lab 2' }, { timeout: 20_000 })).querySelector('.ant-tabs') as HTMLElement);
    expect((await tabs()).getByRole('tab', { name: 'Tests', selected: true })).toBeTruthy();
    fireEvent.click((await tabs()).getByRole('tab', { name: 'Rubric' }));
    await waitFor(() => expect(location()).toBe('/admin/Intro to Programming/Fall 2026/assignments/Lab 2/rubric'));
    expect((await tabs()).getByRole('tab', { name: 'Rubric', selected: true })).toBeTruthy();
    fireEvent.click((await tabs()).getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/admin/Intro to Programming/Fall 2026/assignments/Lab 2'));
    expect((await tabs()).getByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
  });
});
