import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { SignupRequest } from '@marginalia/contracts';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import SignupRequestsPage from './SignupRequestsPage';

const PENDING: SignupRequest = {
  id: 4,
  email: 'bob@gmail.com',
  organization: null,
  organizationName: 'Night School',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00Z',
  decidedAt: null,
};

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server keeping one request whose status the decisions change. */
function renderRequests(decisionStatus = 200) {
  const sent: string[] = [];
  let current = { ...PENDING };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    sent.push(`${method} ${url}`);
    if (method === 'GET' && url.startsWith('/signupRequests/')) {
      const status = new URL(url, 'http://x').searchParams.get('status');
      return json(status === null || status === current.status ? [current] : []);
    }
    const decision = /^\/signupRequests\/4\/(approve|reject)\/$/.exec(url);
    if (method === 'POST' && decision) {
      if (decisionStatus !== 200) return json({ non_field_errors: ['This request has already been decided.'] }, decisionStatus);
      current = { ...current, status: decision[1] === 'approve' ? 'approved' : 'rejected', decidedAt: '2026-11-21T09:00:00Z' };
      return json(current);
    }
    return new Response('{}', { status: 404 });
  };
  const view = renderConsole('/dashboard/signup-requests', {
    fetch,
    token: 't',
    user: makeUser({ email: 'root@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/dashboard/signup-requests',
    routes: <Route path="/dashboard/signup-requests" element={<SignupRequestsPage />} />,
  });
  return { sent, notifications: view.notifications };
}

describe('sign-up requests page', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('lists pending requests, a new organization tagged, and approves one', async () => {
    const { sent } = renderRequests();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('bob@gmail.com')).toBeTruthy();
    expect(within(table).getByText('new')).toBeTruthy();
    expect(sent[0]).toBe('GET /signupRequests/?status=pending');
    fireEvent.click(within(table).getByRole('button', { name: 'Approve bob@gmail.com' }));
    expect(await screen.findByText('Approved: bob@gmail.com has been e-mailed a link to start.')).toBeTruthy();
    expect(await screen.findByText('No sign-up is waiting for approval.')).toBeTruthy();
    expect(sent).toContain('POST /signupRequests/4/approve/');

    fireEvent.click(screen.getByText('Approved'));
    const approved = await screen.findByRole('table');
    expect(await within(approved).findByText('approved')).toBeTruthy();
    expect(within(approved).queryByRole('button', { name: /Approve/ })).toBeNull();
  });

  it('rejects a request only after confirming', async () => {
    const { sent } = renderRequests();
    const table = await screen.findByRole('table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Reject bob@gmail.com' }));
    expect(sent.some((line) => line.includes('/reject/'))).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected the request of bob@gmail.com.')).toBeTruthy();
    expect(sent).toContain('POST /signupRequests/4/reject/');
  });

  it('shows the server’s answer when the request was decided meanwhile, and reloads the list', async () => {
    const { sent, notifications } = renderRequests(400);
    const table = await screen.findByRole('table');
    fireEvent.click(await within(table).findByRole('button', { name: 'Approve bob@gmail.com' }));
    await waitFor(() => expect(notifications).toHaveLength(1));
    expect(notifications[0]!.body).toEqual({ non_field_errors: ['This request has already been decided.'] });
    await waitFor(() => expect(sent.filter((line) => line.startsWith('GET')).length).toBeGreaterThan(1));
  });
});
