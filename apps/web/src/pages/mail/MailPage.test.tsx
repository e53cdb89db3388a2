import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import { NOT_FOUND_TITLE } from '../errors/NotFoundPage';
import MailPage from './MailPage';

const STUDENT = makeUser({ id: 9, email: 'bo@example.edu', impersonatedBy: { email: 'ops@example.edu', expiresAt: '2026-11-27T01:00:00Z' } });

const GRADE_MAIL = {
  id: 8,
  to: 'bo@example.edu',
  template: 'gradeChanged',
  subject: 'Your grade on Lab 1 changed',
  status: 'sent',
  createdAt: '2026-11-20T10:00:00Z',
  sentAt: '2026-11-20T10:00:01Z',
  failedAt: null,
  nextAttemptAt: null,
  attempts: 1,
  lastError: null,
  from: 'Marginalia <no-reply@localhost>',
  text: 'Your grade on Lab 1 in CS 101 changed from 9 to 7.5.',
  html: '<p>Your grade on Lab 1 in CS 101 changed from 9 to 7.5.</p>',
  bodyNote: null,
  file: null,
};

function renderMailAt(path: string) {
  const fetch = async (input: RequestInfo | URL) =>
    String(input) === '/mail/outbox/8/'
      ? new Response(JSON.stringify(GRADE_MAIL), { status: 200, headers: { 'content-type': 'application/json' } })
      : new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'content-type': 'application/json' } });
  return renderConsole(path, {
    fetch,
    token: 'acting-token',
    user: STUDENT,
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://localhost${path}`,
    routes: <Route path="/mail/:id" element={<MailPage />} />,
  });
}

describe('mail page (/mail/{id})', { timeout: 20_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('shows a mail to the person acted as, body included', async () => {
    renderMailAt('/mail/8');
    expect(await screen.findByRole('heading', { name: 'Your grade on Lab 1 changed' })).toBeTruthy();
    expect((await screen.findByLabelText('Text version')).textContent).toContain('changed from 9 to 7.5');
    expect(screen.queryByRole('link', { name: /Log in as/ })).toBeNull();
  });

  it('shows the not-found page for a mail the server refuses', async () => {
    renderMailAt('/mail/9');
    expect(await screen.findByText(NOT_FOUND_TITLE, undefined, { timeout: 10_000 })).toBeTruthy();
  });
});
