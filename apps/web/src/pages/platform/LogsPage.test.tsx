import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import type { LogEntry } from '@marginalia/contracts';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../test/renderConsole';
import LogsPage from './LogsPage';

const ENTRIES: LogEntry[] = [
  { id: 3, kind: 'help', createdAt: '2026-11-20T10:02:00Z', userId: 9, userEmail: 'ada@example.edu', message: 'How do I export grades?', url: 'http://localhost/admin' },
  { id: 2, kind: 'happiness', createdAt: '2026-11-20T10:01:00Z', userId: null, userEmail: null, message: 'like', url: 'http://localhost/nowhere' },
  { id: 1, kind: 'error', createdAt: '2026-11-20T10:00:00Z', userId: null, userEmail: null, message: 'TypeError: x is undefined', url: 'http://localhost/code/4' },
];

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fake server holding ENTRIES, answering the list with its kind and search filters (count pretends to 60). */
function renderLogs() {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = String(input);
    requests.push(url);
    if (url.startsWith('/logs/?')) {
      const params = new URL(url, 'http://x').searchParams;
      const kind = params.get('kind');
      const search = params.get('search')?.toLowerCase();
      const results = ENTRIES.filter((entry) => (!kind || entry.kind === kind) && (!search || entry.message.toLowerCase().includes(search)));
      return json({ count: kind || search ? results.length : 60, next: null, previous: null, results });
    }
    if (url === '/logs/3/') {
      return json({ ...ENTRIES[0], detail: { user: { email: 'ada@example.edu', isCourseAdmin: true }, courseID: 12 } });
    }
    return new Response('{}', { status: 404 });
  };
  renderConsole('/dashboard/logs', {
    fetch,
    token: 't',
    user: makeUser({ email: 'root@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://localhost/dashboard/logs',
    routes: <Route path="/dashboard/logs" element={<LogsPage />} />,
  });
  return { requests };
}

describe('logs page', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('lists the entries newest first with their kind and user, "visitor" for none', async () => {
    const { requests } = renderLogs();
    const table = await screen.findByRole('table');
    await within(table).findByText('How do I export grades?');
    const rows = within(table).getAllByRole('row').filter((row) => row.hasAttribute('data-row-key'));
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/help.*ada@example\.edu.*How do I export grades\?.*http:\/\/localhost\/admin/),
      expect.stringMatching(/happiness.*visitor.*like/),
      expect.stringMatching(/error.*visitor.*TypeError: x is undefined/),
    ]);
    expect(requests[0]).toBe('/logs/?page=1&page_size=25');
    expect(screen.getByText('60 entries')).toBeTruthy();
  });

  it('filters by kind and searches, from the first page again', async () => {
    const { requests } = renderLogs();
    const table = await screen.findByRole('table');
    await within(table).findByText('like');
    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(requests.at(-1)).toBe('/logs/?page=2&page_size=25'));

    fireEvent.click(screen.getByText('error', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(requests.at(-1)).toBe('/logs/?kind=error&page=1&page_size=25'));
    await waitFor(() => expect(within(table).queryByText('like')).toBeNull());
    expect(within(table).getByText('TypeError: x is undefined')).toBeTruthy();

    fireEvent.click(screen.getByText('All', { selector: '.ant-segmented-item-label' }));
    const search = screen.getByRole('searchbox', { name: 'Search messages and URLs' });
    fireEvent.change(search, { target: { value: 'export' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(requests.at(-1)).toBe('/logs/?search=export&page=1&page_size=25'));
    await waitFor(() => expect(within(table).queryByText('TypeError: x is undefined')).toBeNull());
    expect(within(table).getByText('How do I export grades?')).toBeTruthy();
  });

  it('opens an entry in a drawer with its message and its detail as JSON', async () => {
    renderLogs();
    const table = await screen.findByRole('table');
    fireEvent.click(await within(table).findByText('How do I export grades?'));
    const detail = await screen.findByLabelText('Detail');
    expect(detail.tagName).toBe('PRE');
    expect(JSON.parse(detail.textContent ?? '')).toEqual({ user: { email: 'ada@example.edu', isCourseAdmin: true }, courseID: 12 });
    expect(detail.textContent).toContain('\n  "user": {');
    expect(screen.getByLabelText('Message').textContent).toBe('How do I export grades?');
    expect(screen.getByText('Log entry 3')).toBeTruthy();
  });
});
