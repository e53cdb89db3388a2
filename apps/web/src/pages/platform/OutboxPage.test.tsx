import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import OutboxPage from './OutboxPage';

const MAIL = {
  id: 7,
  to: 'ada@example.edu',
  template: 'passwordReset',
  subject: 'Reset your Marginalia password',
  status: 'sent',
  createdAt: '2026-11-20T10:00:00Z',
  sentAt: '2026-11-20T10:00:01Z',
  failedAt: null,
  nextAttemptAt: null,
  attempts: 1,
  lastError: null,
};

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderOutbox() {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (url.startsWith('/mail/outbox/?')) return json({ count: 1, next: null, previous: null, results: [MAIL] });
    if (url === '/mail/outbox/7/') {
      return json({ ...MAIL, from: 'Marginalia <no-reply@localhost>', text: 'Reset it: https://x.edu/r', html: '<p>Reset it <img src=x onerror="window.__xss=1"></p>', file: null });
    }
    return new Response('{}', { status: 404 });
  };
  const view = renderConsole('/dashboard/outbox', {
    fetch,
    token: 't',
    user: makeUser({ email: 'root@example.edu' }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/dashboard/outbox',
    routes: <Route path="/dashboard/outbox" element={<OutboxPage />} />,
  });
  return { ...view, requests };
}

describe('mail outbox page', () => {
  afterEach(disposeConsoleSessions);

  it('lists the queued mail newest first and opens one as it was sent, its HTML sanitized', async () => {
    const { requests } = renderOutbox();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ada@example.edu')).toBeTruthy();
    expect(within(table).getByText('Reset your Marginalia password')).toBeTruthy();
    expect(within(table).getByText('sent')).toBeTruthy();
    expect(requests[0]).toBe('/mail/outbox/?page=1&page_size=25');
    fireEvent.click(within(table).getByText('ada@example.edu'));
    expect((await screen.findByLabelText('Text version')).textContent).toBe('Reset it: https://x.edu/r');
    const html = screen.getByLabelText('HTML version');
    expect(html.textContent).toContain('Reset it');
    expect(html.querySelector('[onerror]')).toBeNull();
  });
});
