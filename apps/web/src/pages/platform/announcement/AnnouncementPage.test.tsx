import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { SITE_TEXTS, type AnnouncementSettings } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { scriptedFetch, type Script, type ScriptedRequest } from '../../../test/scriptedFetch';
import AnnouncementPage from './AnnouncementPage';

const OFF: AnnouncementSettings = { enabled: false, text: '', date: null, link: null, updatedAt: null, updatedBy: null };
const SAVED: AnnouncementSettings = {
  enabled: true,
  text: 'Maintenance on Saturday morning.',
  date: '2026-12-05',
  link: '/docs',
  updatedAt: '2026-11-28T10:00:00.000Z',
  updatedBy: 'ops@example.edu',
};

function renderPage(routes: Record<string, Script>) {
  const sent: ScriptedRequest[] = [];
  const fetch = scriptedFetch(routes, { record: (request) => sent.push(request) });
  const view = renderConsole('/dashboard/announcement', {
    fetch,
    token: 'admin-token',
    user: makeUser({ id: 1, email: 'ops@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/dashboard/announcement',
    routes: <Route path="/dashboard/announcement" element={<AnnouncementPage />} />,
  });
  return { ...view, sent };
}

const puts = (sent: ScriptedRequest[]) => sent.filter((request) => request.method === 'PUT').map((request) => request.body);

describe('AnnouncementPage', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('starts off on a fresh install, refuses to show an empty announcement before sending, and saves text, date and link', async () => {
    const view = renderPage({ 'GET /platform/announcement/': [200, OFF], 'PUT /platform/announcement/': [200, SAVED], 'GET /site/': [200, {}] });
    const toggle = await screen.findByRole('switch', { name: 'Show the announcement' });
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));

    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_TEXTS.announcementTextRequired)).toBeTruthy();
    expect(puts(view.sent)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Maintenance on Saturday morning.' } });
    fireEvent.change(screen.getByLabelText('Date (optional)'), { target: { value: '2026-12-05' } });
    fireEvent.change(screen.getByLabelText('Link (optional)'), { target: { value: '/docs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Last changed .* by ops@example\.edu\./)).toBeTruthy();
    expect(puts(view.sent)).toEqual([{ enabled: true, text: 'Maintenance on Saturday morning.', date: '2026-12-05', link: '/docs' }]);
  });

  it('shows the server’s refusal beside its field', async () => {
    renderPage({
      'GET /platform/announcement/': [200, SAVED],
      'PUT /platform/announcement/': [400, { link: [SITE_TEXTS.announcementLinkInvalid] }],
    });
    const link = await screen.findByLabelText('Link (optional)');
    await waitFor(() => expect((link as HTMLInputElement).value).toBe('/docs'));
    fireEvent.change(link, { target: { value: '/help' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_TEXTS.announcementLinkInvalid)).toBeTruthy();
  });

  it('refuses a link to another scheme before sending', async () => {
    const view = renderPage({ 'GET /platform/announcement/': [200, SAVED] });
    const link = await screen.findByLabelText('Link (optional)');
    await waitFor(() => expect((link as HTMLInputElement).value).toBe('/docs'));
    fireEvent.change(link, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SITE_TEXTS.announcementLinkInvalid)).toBeTruthy();
    expect(puts(view.sent)).toEqual([]);
  });
});
