import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeAdminServer, makeCourse } from '../../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { findDialog } from '../testing/dialogs';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const intro = makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026' });
// A light panel behind the dialog keeps these tests quick.
const START = '/admin/Intro%20to%20Programming/Fall%202026/roster';

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: /Create course/ }));
  return findDialog('Create course');
}

function fill(dialog: HTMLElement, name: string, period: string) {
  fireEvent.change(within(dialog).getByLabelText('Course name'), { target: { value: name } });
  fireEvent.change(within(dialog).getByLabelText('Period'), { target: { value: period } });
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Create course' }));

describe('create course dialog', CONSOLE_TEST_TIMEOUT, () => {
  it('requires a name and a period before calling the server', async () => {
    const server = fakeAdminServer({ courses: [intro] });
    renderAdmin(START, { server });
    const dialog = await openDialog();
    submit(dialog);
    expect(await within(dialog).findByText('Enter the course name.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the period.')).toBeTruthy();
    expect(server.sent('POST', '/courses/')).toEqual([]);
  });

  it('creates the course with the chosen time zone and opens it', async () => {
    const server = fakeAdminServer({ courses: [intro] });
    const { location } = renderAdmin(START, { server });
    const dialog = await openDialog();
    expect((within(dialog).getByLabelText('Time zone') as HTMLInputElement).closest('.ant-select')?.textContent).toContain('US/Eastern');
    fill(dialog, '  Data Structures ', 'Spring 2027');
    submit(dialog);
    expect(await screen.findByRole('heading', { level: 2, name: 'Data Structures' })).toBeTruthy();
    expect(location()).toBe('/admin/Data Structures/Spring 2027/settings');
    expect(server.sent('POST', '/courses/')).toEqual([{ name: 'Data Structures', period: 'Spring 2027', timezone: 'US/Eastern' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    const server = fakeAdminServer({ courses: [intro] });
    const { notifications } = renderAdmin(START, { server });
    const dialog = await openDialog();
    fill(dialog, 'Intro to Programming', 'Fall 2026');
    submit(dialog);
    expect(await within(dialog).findByText('The fields name, period must make a unique set.')).toBeTruthy();

    server.answerOnce('POST', '/courses/', 400, { period: ['Ensure this field has no more than 32 characters.'] });
    fill(dialog, 'Intro to Programming', 'Fall 2027');
    submit(dialog);
    expect(await within(dialog).findByText('Ensure this field has no more than 32 characters.')).toBeTruthy();
    // Shown beside the field, not also as a notification.
    expect(notifications).toEqual([]);
    expect(await findDialog('Create course')).toBeTruthy();
  });
});
