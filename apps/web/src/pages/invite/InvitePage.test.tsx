import { afterEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Route } from 'react-router';
import { SUBMISSION_ACTION_MESSAGES } from '@marginalia/contracts';
import { makeSubmission } from '../../features/code-review/panels/testing/fixtures';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import InvitePage from './InvitePage';

type Answer = [status: number, body: unknown];

/** Answers `METHOD path` from a table; records the bodies sent. */
function fakeServer(routes: Record<string, Answer>) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const method = init?.method ?? 'GET';
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const [status, body] = routes[`${method} ${path}`] ?? [404, { detail: 'Not found.' }];
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, sent };
}

const CHECK = 'POST /submissions/41/validatePartnerLinkAndReturn/';
const JOIN = 'POST /submissions/41/validatePartnerLink/';
const INVITE: Answer = [200, { students: ['ada@example.edu'], assignment: 'Homework 1' }];

function renderInvite(path: string, routes: Record<string, Answer>) {
  const server = fakeServer(routes);
  const view = renderConsole(path, {
    fetch: server.fetch,
    token: 'student-token',
    user: makeUser({ email: 'bob@example.edu', studentCourses: [1] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: (
      <>
        <Route path="/invite/:sid/:token" element={<InvitePage />} />
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/code/:submissionId" element={<p>Submission page</p>} />
      </>
    ),
  });
  return { ...view, server };
}

describe('InvitePage', () => {
  afterEach(() => disposeConsoleSessions());

  it('asks a visitor to log in first, and comes back here after', async () => {
    const view = renderInvite('/invite/41/abc', {});
    // The console renderer logs in; logging out at once leaves a visitor on the page.
    act(() => view.machine.logout());
    const login = screen.getByRole('link', { name: 'Log in' });
    expect(screen.getByText('Please log in first, then you can join this submission.')).toBeTruthy();
    expect(login.getAttribute('href')).toBe('/login?next=%2Finvite%2F41%2Fabc');
    fireEvent.click(login);
    expect(await screen.findByText('Login page')).toBeTruthy();
  });

  it("lists the submission's students, joins it and links to it", async () => {
    const view = renderInvite('/invite/41/abc', { [CHECK]: INVITE, [JOIN]: [200, makeSubmission({ id: 41 })] });
    expect(await screen.findByText('ada@example.edu')).toBeTruthy();
    expect(screen.getByText('Homework 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You joined this submission.')).toBeTruthy();
    expect(view.server.sent).toEqual([
      { method: 'POST', path: '/submissions/41/validatePartnerLinkAndReturn/', body: { token: 'abc' } },
      { method: 'POST', path: '/submissions/41/validatePartnerLink/', body: { sid: 41, token: 'abc' } },
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Open the submission' }));
    expect(await screen.findByText('Submission page')).toBeTruthy();
    expect(view.location()).toBe('/code/41');
  });

  it('says the link is expired or invalid when the check fails', async () => {
    renderInvite('/invite/41/old', { [CHECK]: [400, { token: [SUBMISSION_ACTION_MESSAGES.invalidPartnerLink] }] });
    expect(await screen.findByText(SUBMISSION_ACTION_MESSAGES.invalidPartnerLink)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('says the same of a submission that is gone or a malformed link', async () => {
    renderInvite('/invite/41/abc', {});
    expect(await screen.findByText(SUBMISSION_ACTION_MESSAGES.invalidPartnerLink)).toBeTruthy();
  });

  it('says the link is invalid when its submission id is not a number', () => {
    renderInvite('/invite/forty/abc', {});
    expect(screen.getByText(SUBMISSION_ACTION_MESSAGES.invalidPartnerLink)).toBeTruthy();
  });

  it('says why a good link to graded work no longer lets anyone join', async () => {
    renderInvite('/invite/41/abc', { [CHECK]: [400, { non_field_errors: [SUBMISSION_ACTION_MESSAGES.partnersFinalized] }] });
    expect(await screen.findByText(SUBMISSION_ACTION_MESSAGES.partnersFinalized)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('shows why the server refused the join', async () => {
    renderInvite('/invite/41/abc', { [CHECK]: INVITE, [JOIN]: [400, { non_field_errors: [SUBMISSION_ACTION_MESSAGES.hasOtherSubmission] }] });
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(await screen.findByText(SUBMISSION_ACTION_MESSAGES.hasOtherSubmission)).toBeTruthy();
    expect(screen.queryByText('You joined this submission.')).toBeNull();
  });
});
