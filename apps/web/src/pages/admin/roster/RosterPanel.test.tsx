import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROSTER_MESSAGES, SETTING_OFF_TEXTS, type Section } from '@marginalia/contracts';
import { button, confirmDialog, tableRows } from './testing/queries';
import { emptyRoster, fakeRosterServer, rosterTestCourse } from './testing/fakeRosterServer';
import { cleanUpRosterPanels, renderRosterPanel } from './testing/renderRosterPanel';

afterEach(cleanUpRosterPanels);

const ME = 'admin@demo.edu';
const course = rosterTestCourse();
const sections: Section[] = [{ id: 1, name: 'Lab A', course: course.id, leaders: ['gil@x.edu'], students: ['ann@x.edu'] }];
const path = (action: string) => `/courses/${course.id}/${action}/`;

function setUp(changes: Parameters<typeof emptyRoster>[1] = {}, courseChanges: Parameters<typeof rosterTestCourse>[0] = {}) {
  const server = fakeRosterServer({
    roster: emptyRoster(course.id, {
      students: ['ann@x.edu', 'bob@x.edu', 'cy@x.edu'],
      graders: [ME, 'gil@x.edu', 'sue@x.edu'],
      superGraders: ['sue@x.edu'],
      courseAdmins: [ME, 'zed@x.edu'],
      inactive_students: ['old@x.edu'],
      not_activated: ['cy@x.edu'],
      ...changes,
    }),
    sections,
    callerEmail: ME,
  });
  const view = renderRosterPanel(rosterTestCourse(courseChanges), server, ME);
  return { server, ...view };
}

const openGroup = (name: RegExp) => fireEvent.click(screen.getByText(name));

// antd components are slow to render in jsdom; a test here clicks through several of them.
describe('RosterPanel', { timeout: 20_000 }, () => {
  it('says when invitations are off, with a link to the course settings', async () => {
    setUp({}, { emailNewUsers: false });
    const note = await screen.findByRole('status', { name: 'Invitations are off' });
    expect(note.textContent).toContain(SETTING_OFF_TEXTS.emailNewUsers('settingsTab'));
    expect(within(note).getByRole('link', { name: 'Open Settings' }).getAttribute('href')).toBe('/admin/Intro%20to%20Programming/Fall%202026/settings');
  });

  it('says nothing of invitations when they are on', async () => {
    setUp();
    await waitFor(() => expect(tableRows()[0]).toContain('ann@x.edu'));
    expect(screen.queryByRole('status', { name: 'Invitations are off' })).toBeNull();
  });

  it('lists students with their sections and counts every group', async () => {
    setUp();
    await waitFor(() => expect(tableRows()[0]).toContain('Lab A'));
    expect(tableRows()[0]).toContain('ann@x.edu');
    expect(tableRows()[2]).toContain('not activated');
    expect(screen.getByText('3 students')).toBeTruthy();
    for (const label of ['Students (3)', 'Graders (3)', 'Super Graders (1)', 'Admins (2)', 'Inactive (1)', 'Not activated (1)']) {
      expect(screen.getByText(label)).toBeTruthy();
    }
  });

  it('filters a table instantly by e-mail or section, says how many match, and sorts by e-mail', async () => {
    setUp();
    await screen.findByText('ann@x.edu');
    fireEvent.click(screen.getAllByText('E-mail')[0]!);
    await waitFor(() => expect(tableRows()[0]).toContain('cy@x.edu'));
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'BOB' } });
    await waitFor(() => expect(tableRows()).toHaveLength(1));
    expect(tableRows()[0]).toContain('bob@x.edu');
    expect(screen.getByText('1 of 3 students')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'lab a' } });
    await waitFor(() => expect(tableRows()[0]).toContain('ann@x.edu'));
    fireEvent.change(screen.getByLabelText('Search students'), { target: { value: 'nobody' } });
    expect(await screen.findByText('No students match “nobody”.')).toBeTruthy();
  });

  it('shows the other groups, with the roles people also hold', async () => {
    setUp();
    await screen.findByText('ann@x.edu');
    openGroup(/^Graders/);
    await screen.findByLabelText('Search graders');
    expect(tableRows().find((row) => row.includes('sue@x.edu'))).toContain('also super grader');
    expect(tableRows().find((row) => row.includes(ME))).toContain('also admin');
    openGroup(/^Inactive/);
    await waitFor(() => expect(tableRows()[0]).toContain('old@x.edu'));
    expect(tableRows()[0]).toContain('student');
  });

  it('offers no way for the admin to remove themself as an admin, and says why', async () => {
    const { server } = setUp();
    await screen.findByText('ann@x.edu');
    openGroup(/^Admins/);
    await screen.findByLabelText('Search admins');
    expect(screen.queryByLabelText(`Remove ${ME}`)).toBeNull();
    fireEvent.mouseEnter(button(ROSTER_MESSAGES.cannotRemoveSelf));
    await waitFor(() => expect(document.querySelector('.ant-tooltip')?.textContent).toBe(ROSTER_MESSAGES.cannotRemoveSelf));

    fireEvent.click(button('Remove zed@x.edu'));
    const dialog = await confirmDialog('Remove zed@x.edu from the admins?');
    fireEvent.click(within(dialog).getByText('Remove'));
    await waitFor(() => expect(server.sent('POST', path('removeFromRoster'))).toEqual([{ courseAdmins: ['zed@x.edu'] }]));
    expect(await screen.findByText('Admins (1)')).toBeTruthy();
  });

  it('changes a student to a grader by adding the new role before removing the old one', async () => {
    const { server } = setUp();
    await screen.findByText('ann@x.edu');
    fireEvent.click(button('Change role of bob@x.edu'));
    fireEvent.click(await screen.findByText('Make grader'));
    const dialog = await confirmDialog('Make bob@x.edu a grader instead of a student?');
    fireEvent.click(within(dialog).getByText('Make grader'));
    expect(await screen.findByText('Graders (4)')).toBeTruthy();
    const posts = server.requests.filter((request) => request.method === 'POST').map((request) => [request.path.split('/')[3], request.body]);
    expect(posts).toEqual([
      ['addToRoster', { graders: ['bob@x.edu'] }],
      ['removeFromRoster', { students: ['bob@x.edu'] }],
    ]);
    expect(screen.getByText('Students (2)')).toBeTruthy();
  });

  it('shows the server’s reason when a change is refused, and sends nothing more', async () => {
    const { server } = setUp();
    await screen.findByText('ann@x.edu');
    server.answerOnce('POST', path('addToRoster'), 400, { non_field_errors: ['The Course is archived and cannot be edited.'] });
    fireEvent.click(button('Change role of bob@x.edu'));
    fireEvent.click(await screen.findByText('Make grader'));
    fireEvent.click(within(await confirmDialog('Make bob@x.edu a grader instead of a student?')).getByText('Make grader'));
    expect(await screen.findByText('The Course is archived and cannot be edited.')).toBeTruthy();
    expect(server.sent('POST', path('removeFromRoster'))).toEqual([]);
  });

  it('re-enrolls an inactive person in the role they had', async () => {
    const { server } = setUp();
    await screen.findByText('ann@x.edu');
    openGroup(/^Inactive/);
    fireEvent.click(await screen.findByLabelText('Re-enroll old@x.edu as a student'));
    fireEvent.click(within(await confirmDialog('Re-enroll old@x.edu as a student?')).getByText('Re-enroll'));
    await waitFor(() => expect(server.sent('POST', path('addToRoster'))).toEqual([{ students: ['old@x.edu'] }]));
    expect(await screen.findByText('Students (4)')).toBeTruthy();
  });

  it('adds people pasted into the dialog, refusing what is not an e-mail address', async () => {
    const { server } = setUp();
    await screen.findByText('ann@x.edu');
    fireEvent.click(screen.getByText('Add people'));
    const emails = await screen.findByLabelText('E-mails');
    fireEvent.change(emails, { target: { value: 'new@x.edu\nnot-an-email' } });
    fireEvent.click(screen.getByText('Add'));
    expect(await screen.findByText('Not an e-mail address: not-an-email.')).toBeTruthy();
    fireEvent.change(emails, { target: { value: 'new@x.edu, Two@X.edu' } });
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(server.sent('POST', path('addToRoster'))).toEqual([{ students: ['new@x.edu', 'two@x.edu'], invite: true }]));
    expect(await screen.findByText('Students (5)')).toBeTruthy();
  });

  it('disables every change on an archived course but still allows the download', async () => {
    setUp({}, { archived: true });
    await screen.findByText('ann@x.edu');
    expect(screen.getByText(/This course is archived/)).toBeTruthy();
    const toolbarButton = (text: string) => screen.getByText(text).closest('button');
    expect(toolbarButton('Add people')).toHaveProperty('disabled', true);
    expect(toolbarButton('Upload roster')).toHaveProperty('disabled', true);
    expect(toolbarButton('Download roster')).toHaveProperty('disabled', false);
    expect(screen.queryByLabelText(/Change role of/)).toBeNull();
    expect(screen.queryByLabelText(/^Remove /)).toBeNull();
  });

  it('says what to do when there are no students, with the invite code', async () => {
    setUp({ students: [], not_activated: [] }, { inviteCodeEnabled: true });
    expect(await screen.findByText('No students yet — upload a roster or share the invite code')).toBeTruthy();
    expect(screen.getByText('JOINME42')).toBeTruthy();
  });
});
