import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { OUTBOX_TEXTS } from '@marginalia/contracts';
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

const GRADE_MAIL = { ...MAIL, id: 8, to: 'bo+1@example.edu', template: 'gradeChanged', subject: 'Your grade on Lab 1 changed' };

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

function renderOutbox() {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (url.startsWith('/mail/outbox/?')) return json({ count: 2, next: null, previous: null, results: [GRADE_MAIL, MAIL] });
    if (url === '/mail/outbox/7/') {
      return json({ ...MAIL, from: 'Marginalia <no-reply@localhost>', text: 'Choose a new password: link hidden', html: '<p>Reset it <img src=x onerror="window.__xss=1"></p>', bodyNote: null, file: null });
    }
    if (url === '/mail/outbox/8/') {
      return json({ ...GRADE_MAIL, from: 'Marginalia <no-reply@localhost>', text: null, html: null, bodyNote: OUTBOX_TEXTS.bodyOnlyThroughLoginAs, file: null });
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

describe('mail outbox page', { timeout: 60_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('lists the queued mail newest first and opens one as it was sent, its HTML sanitized', async () => {
    const { requests } = renderOutbox();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('ada@example.edu')).toBeTruthy();
    expect(within(table).getByText('Reset your Marginalia password')).toBeTruthy();
    expect(within(table).getAllByText('sent')).toHaveLength(2);
    expect(requests[0]).toBe('/mail/outbox/?page=1&page_size=25');
    fireEvent.click(within(table).getByText('ada@example.edu'));
    expect((await screen.findByLabelText('Text version')).textContent).toBe('Choose a new password: link hidden');
    const html = screen.getByLabelText('HTML version');
    expect(html.textContent).toContain('Reset it');
    expect(html.querySelector('[onerror]')).toBeNull();
  });

  it('shows a grade mail’s metadata with the note, and the way to read it through login-as as its recipient', async () => {
    renderOutbox();
    const table = await screen.findByRole('table');
    fireEvent.click(await within(table).findByText('bo+1@example.edu'));
    expect(await screen.findByText(OUTBOX_TEXTS.bodyOnlyThroughLoginAs)).toBeTruthy();
    expect(screen.queryByLabelText('Text version')).toBeNull();
    const loginAs = screen.getByRole('link', { name: OUTBOX_TEXTS.readThroughLoginAs('bo+1@example.edu') });
    expect(loginAs.getAttribute('href')).toBe('/loginAs/bo%2B1%40example.edu?from=%2Fdashboard%2Foutbox&next=%2Fmail%2F8');
  });
});
