import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INVITE_NEW_ACCOUNTS_LABEL } from './invitationTexts';
import { confirmDialog, dialogTableRows } from './testing/queries';
import { emptyRoster, fakeRosterServer, rosterTestCourse } from './testing/fakeRosterServer';
import { cleanUpRosterPanels, renderRosterPanel } from './testing/renderRosterPanel';

afterEach(cleanUpRosterPanels);

const ME = 'admin@demo.edu';
const path = (action: string) => `/courses/5/${action}/`;

function setUp(emailNewUsers = false) {
  const server = fakeRosterServer({
    roster: emptyRoster(5, {
      students: ['ann@x.edu', 'bob@x.edu', 'cy@x.edu'],
      graders: [ME, 'gil@x.edu'],
      courseAdmins: [ME],
      not_activated: ['bob@x.edu', 'cy@x.edu', 'gil@x.edu'],
    }),
    callerEmail: ME,
  });
  renderRosterPanel(rosterTestCourse({ emailNewUsers }), server, ME);
  return server;
}

async function openNotActivated() {
  await screen.findByText('ann@x.edu');
  fireEvent.click(screen.getByText(/^Not activated/));
  await screen.findByLabelText('Send an invitation to bob@x.edu');
}

async function confirmSend(question: string) {
  const dialog = await confirmDialog(question);
  fireEvent.click(within(dialog).getByText('Send'));
}

describe('invitations from the roster', { timeout: 30_000 }, () => {
  it('sends again to one person of the "Not activated" list after asking, and says so', async () => {
    const server = setUp();
    await openNotActivated();
    fireEvent.click(screen.getByLabelText('Send an invitation to bob@x.edu'));
    expect(await screen.findByText(/1 person will get an e-mail with a new link/)).toBeTruthy();
    await confirmSend('Send an invitation?');
    expect(await screen.findByText('Sent 1 invitation.')).toBeTruthy();
    expect(server.sent('POST', path('sendInvitations'))).toEqual([{ emails: ['bob@x.edu'] }]);
  });

  it('sends to the people chosen, or to everyone waiting', async () => {
    const server = setUp();
    await openNotActivated();
    const selected = () => screen.getByText(/^Invite selected/).closest('button')!;
    expect(selected()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Choose cy@x.edu'));
    fireEvent.click(screen.getByLabelText('Choose gil@x.edu'));
    await waitFor(() => expect(selected().textContent).toBe('Invite selected (2)'));
    fireEvent.click(selected());
    await confirmSend('Send 2 invitations?');
    expect(await screen.findByText('Sent 2 invitations.')).toBeTruthy();
    expect(server.sent('POST', path('sendInvitations'))).toEqual([{ emails: ['cy@x.edu', 'gil@x.edu'] }]);

    fireEvent.click(screen.getByText('Invite all (3)'));
    await confirmSend('Send 3 invitations?');
    await waitFor(() => expect(server.sent('POST', path('sendInvitations'))).toHaveLength(2));
    expect(server.sent('POST', path('sendInvitations'))[1]).toEqual({ all: true });
  });

  it('asks in "Add people" whether to invite new accounts, with the course’s setting as the answer given', async () => {
    const server = setUp(true);
    await screen.findByText('ann@x.edu');
    fireEvent.click(screen.getByText('Add people'));
    const invite = (await screen.findByLabelText(INVITE_NEW_ACCOUNTS_LABEL)) as HTMLInputElement;
    expect(invite.checked).toBe(true);
    fireEvent.click(invite);
    fireEvent.change(screen.getByLabelText('E-mails'), { target: { value: 'new@x.edu' } });
    fireEvent.click(screen.getByText('Add'));
    await waitFor(() => expect(server.sent('POST', path('addToRoster'))).toEqual([{ students: ['new@x.edu'], invite: false }]));
  });

  it('asks in the import preview when the upload makes new accounts, and applies the answer', async () => {
    const server = setUp(false);
    await screen.findByText('ann@x.edu');
    fireEvent.click(screen.getByText('Upload roster'));
    await screen.findByText('Roster file');
    fireEvent.click(screen.getByText('Paste a list'));
    fireEvent.change(screen.getByLabelText('Paste e-mails or CSV rows'), { target: { value: 'new@x.edu\nann@x.edu' } });
    fireEvent.click(screen.getByText('Preview'));
    await waitFor(() => expect(dialogTableRows()).toHaveLength(2));
    const invite = (await screen.findByLabelText(`${INVITE_NEW_ACCOUNTS_LABEL} (1)`)) as HTMLInputElement;
    expect(invite.checked).toBe(false);
    fireEvent.click(invite);
    const importButton = screen.getByText('Import').closest('button')!;
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    fireEvent.click(importButton);
    expect(await screen.findByText('Roster imported')).toBeTruthy();
    expect(server.sent('POST', path('importRoster')).at(-1)).toMatchObject({ dryRun: false, invite: true });
  });
});
