import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SETTING_OFF_TEXTS } from '@marginalia/contracts';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { assignmentsTestCourse, fakeAssignmentsServer, makeAssignment } from './testing/fakeAssignmentsServer';
import { ASSIGNMENTS_TEST_TIMEOUT, assignmentTitle, button } from './testing/queries';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const LAB_1 = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201';

function serve({ archived = false } = {}) {
  return fakeAssignmentsServer({
    course: assignmentsTestCourse({ archived }),
    assignments: [
      makeAssignment({ id: 11, course: 1, name: 'Lab 1', points: 10, uploadDueDate: '2026-10-02T03:59:00Z' }),
      makeAssignment({ id: 12, course: 1, name: 'Lab 2', sortKey: 1 }),
    ],
  });
}

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const saveButton = () => button('Save changes');

describe('assignment settings', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('shows every setting, with the due date in the course time zone, and saves only what changed', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    expect((await field('Due date')).value).toBe('2026-10-01T23:59');
    for (const label of ['Hide grades', 'Regrade deadline', 'Late uploads', 'Additive grading', 'Template mode', 'Live feedback']) {
      expect(await field(label), label).toBeTruthy();
    }
    fireEvent.click(await field('Anonymous grading'));
    fireEvent.change(await field('Regrade deadline'), { target: { value: '2026-12-01T12:00' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(server.sent('PATCH', '/assignments/11/')).toEqual([{ anonymousGrading: true, regradeDeadline: '2026-12-01T17:00:00.000Z' }]);
  });

  it('freezes the grades with a switch that says what freezing does', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    const freeze = await field('Freeze grades');
    expect(freeze.closest('.ant-form-item')?.textContent).toContain('Stored grades stop changing');
    fireEvent.click(freeze);
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(server.sent('PATCH', '/assignments/11/')).toEqual([{ gradeFrozen: true }]);
  });

  it("shows the server's 400 beside the field it names", async () => {
    const server = serve();
    const { notifications } = renderAdmin(LAB_1, { server });
    fireEvent.change(await field('Name'), { target: { value: 'Lab 2' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('An assignment with this name already exists in this course.')).toBeTruthy();
    const item = (await field('Name')).closest('.ant-form-item') as HTMLElement;
    expect(item.textContent).toContain('An assignment with this name already exists in this course.');
    expect(notifications).toEqual([]);
  });

  it('follows a rename in the address', async () => {
    const server = serve();
    const { location } = renderAdmin(LAB_1, { server });
    fireEvent.change(await field('Name'), { target: { value: 'Lab one' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(location()).toBe('/admin/Intro to Programming/Fall 2026/assignments/Lab one'));
    await waitFor(() => expect(assignmentTitle()).toBe('Lab one'));
  });

  it('is read-only in an archived course', async () => {
    renderAdmin(LAB_1, { server: serve({ archived: true }) });
    for (const label of ['Name', 'Points', 'Published', 'Due date', 'Anonymous grading']) {
      expect((await field(label)).disabled, label).toBe(true);
    }
    expect(saveButton().disabled).toBe(true);
  });

  it('says which student settings are off above the form, and the note goes once they are turned on', async () => {
    const server = serve();
    renderAdmin(LAB_1, { server });
    // The first render of the console is slow in jsdom: wait longer than usual for it.
    const uploads = (await screen.findByLabelText('Student uploads', undefined, { timeout: 30_000 })) as HTMLInputElement;
    const note = screen.getByRole('status', { name: 'Settings that are off' });
    expect(note.textContent).toContain(SETTING_OFF_TEXTS.allowStudentUpload());
    expect(note.textContent).toContain(SETTING_OFF_TEXTS.allowRegradeRequests());
    fireEvent.click(uploads);
    fireEvent.click(await field('Regrade requests'));
    fireEvent.click(saveButton());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Settings that are off' })).toBeNull());
  });
});
