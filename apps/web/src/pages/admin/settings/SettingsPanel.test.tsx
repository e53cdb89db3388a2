import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SETTING_OFF_TEXTS } from '@marginalia/contracts';
import { ARCHIVED_NOTICE } from '../shell/CourseWorkspace';
import { fakeAdminServer, makeCourse } from '../../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { findDialog } from '../testing/dialogs';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(disposeSessions);

const SETTINGS = '/admin/Intro%20to%20Programming/Fall%202026/settings';
const intro = (changes = {}) => makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026', ...changes });

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const saveButton = () => screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;

describe('settings panel', CONSOLE_TEST_TIMEOUT, () => {
  it('saves only the settings that changed', async () => {
    const server = fakeAdminServer({ courses: [intro()] });
    renderAdmin(SETTINGS, { server });
    fireEvent.change(await field('Minimum comments per submission'), { target: { value: '2' } });
    fireEvent.click(await field('Grading queue'));
    fireEvent.change(await field('E-mail whitelist'), { target: { value: '@demo.edu' } });
    expect(await screen.findByText('You have unsaved changes.')).toBeTruthy();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(server.sent('PATCH', '/courses/1/')).toEqual([{ minComments: 2, activateQueue: false, emailWhitelist: '@demo.edu' }]);
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it("shows the server's field errors beside the fields", async () => {
    const server = fakeAdminServer({ courses: [intro()] });
    const { notifications } = renderAdmin(SETTINGS, { server });
    server.answerOnce('PATCH', '/courses/1/', 400, {
      timezone: ['Unknown time zone.'],
      non_field_errors: ['A course with this name and period already exists.'],
    });
    fireEvent.change(await field('Period'), { target: { value: 'Fall 2020' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Unknown time zone.')).toBeTruthy();
    expect(screen.getByText('A course with this name and period already exists.')).toBeTruthy();
    expect(notifications).toEqual([]);
  });

  it('follows a rename in the address and the course list', async () => {
    const server = fakeAdminServer({ courses: [intro()] });
    const { location } = renderAdmin(SETTINGS, { server });
    fireEvent.change(await field('Course name'), { target: { value: 'Programming I ' } });
    fireEvent.click(saveButton());
    await waitFor(() => expect(location()).toBe('/admin/Programming I/Fall 2026/settings'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Programming I' })).toBeTruthy();
    expect(within(screen.getByRole('navigation', { name: 'Courses' })).getByRole('link').textContent).toContain('Programming I');
  });

  it('regenerates the invite code after a confirmation', async () => {
    const server = fakeAdminServer({ courses: [intro()] });
    renderAdmin(SETTINGS, { server });
    expect((await field('Invite code')).value).toBe('JOINME42');
    fireEvent.click(screen.getByRole('button', { name: /Regenerate/ }));
    const confirm = await screen.findByText('Regenerate the invite code?');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Regenerate' }));
    await waitFor(async () => expect((await field('Invite code')).value).toMatch(/^NEW/));
    expect(server.sent('POST', '/courses/1/regenerateInviteCode/')).toHaveLength(1);
  });

  it('archives the course after a confirmation naming it, and then is read-only', async () => {
    const server = fakeAdminServer({ courses: [intro()] });
    renderAdmin(SETTINGS, { server });
    fireEvent.click(await screen.findByRole('button', { name: 'Archive course' }));
    const dialog = await findDialog('Archive Intro to Programming (Fall 2026)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText(ARCHIVED_NOTICE)).toBeTruthy();
    expect(server.sent('PATCH', '/courses/1/')).toEqual([{ archived: true }]);
    expect((await field('Course name')).disabled).toBe(true);
    expect(within(screen.getByRole('navigation', { name: 'Courses' })).getByText('Archived')).toBeTruthy();
  });

  it('keeps an archived course read-only until it is unarchived', async () => {
    const server = fakeAdminServer({ courses: [intro({ archived: true })] });
    renderAdmin(SETTINGS, { server });
    expect(await screen.findByText(ARCHIVED_NOTICE)).toBeTruthy();
    for (const label of ['Course name', 'Time zone', 'Grading queue', 'Minimum comments per submission', 'E-mail whitelist']) {
      expect((await field(label)).disabled, label).toBe(true);
    }
    expect(saveButton().disabled).toBe(true);
    expect((screen.getByRole('button', { name: /Regenerate/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Unarchive course' }));
    const dialog = await findDialog('Unarchive Intro to Programming (Fall 2026)?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unarchive' }));
    await waitFor(() => expect(screen.queryByText(ARCHIVED_NOTICE)).toBeNull());
    expect(server.sent('PATCH', '/courses/1/')).toEqual([{ archived: false }]);
    expect((await field('Course name')).disabled).toBe(false);
  });
});

describe('settings that are off', CONSOLE_TEST_TIMEOUT, () => {
  it('are named above the form with the switch that turns each on, and the note goes once they are on', async () => {
    const server = fakeAdminServer({ courses: [intro({ emailNewUsers: false, enableStudentFeedbackNotifications: false })] });
    renderAdmin(SETTINGS, { server });
    const note = await screen.findByRole('status', { name: 'Settings that are off' });
    expect(note.textContent).toContain(SETTING_OFF_TEXTS.emailNewUsers('here'));
    expect(note.textContent).toContain(SETTING_OFF_TEXTS.enableStudentFeedbackNotifications('here'));
    fireEvent.click(await field('E-mail people added to the roster'));
    fireEvent.click(await field('E-mail students when feedback is published'));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Settings saved.')).toBeTruthy();
    expect(server.sent('PATCH', '/courses/1/')).toEqual([{ emailNewUsers: true, enableStudentFeedbackNotifications: true }]);
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Settings that are off' })).toBeNull());
  });

  it('say nothing for a course on the defaults', async () => {
    renderAdmin(SETTINGS, { server: fakeAdminServer({ courses: [intro()] }) });
    expect(await field('Course name')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Settings that are off' })).toBeNull();
  });
});
