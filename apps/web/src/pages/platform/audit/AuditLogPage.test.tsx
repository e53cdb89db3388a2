import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { AUDIT_MESSAGES, type AuditEventRow } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { scriptedFetch, type ScriptedAnswer, type ScriptedRequest, type Script } from '../../../test/scriptedFetch';
import AuditLogPage from './AuditLogPage';

const EVENT: AuditEventRow = {
  id: 41,
  occurredAt: '2026-11-20T10:00:00Z',
  type: 'comment.created',
  actor: { id: 9, email: 'grader@example.edu' },
  impersonator: { id: 1, email: 'ops@example.edu' },
  ip: '10.0.0.7',
  course: { id: 3, name: 'CS 101', period: 'Fall 2026' },
  targetUser: null,
  object: { type: 'comment', id: 77 },
  data: { submission: 12 },
};

function renderLog(path: string, routes: Record<string, Script>) {
  const sent: ScriptedRequest[] = [];
  const fetch = scriptedFetch(routes, { record: (request) => sent.push(request) });
  const view = renderConsole(path, {
    fetch,
    token: 'admin-token',
    user: makeUser({ id: 1, email: 'ops@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: <Route path="/dashboard/audit" element={<AuditLogPage />} />,
  });
  return { ...view, sent };
}

const page = (results: AuditEventRow[]): ScriptedAnswer => [200, { count: results.length, next: null, previous: null, results }];

describe('AuditLogPage', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('opens filtered by the address (an admin’s Activity link), shows who acted as whom, and each event in a drawer', async () => {
    const view = renderLog('/dashboard/audit?actor=1', { 'GET /audit/events/': page([EVENT]) });
    expect(await screen.findByText('ops@example.edu as grader@example.edu')).toBeTruthy();
    const call = view.sent.find((request) => request.path === '/audit/events/')!;
    expect(new URLSearchParams(call.search).get('actor')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Details of comment.created event 41' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Acting platform admin')).toBeTruthy();
    expect(within(drawer).getByText('10.0.0.7')).toBeTruthy();
    expect(within(drawer).getByText(/"submission": 12/)).toBeTruthy();
  });

  it('sends the filters as query parameters, and shows an unknown person beside its field', async () => {
    const view = renderLog('/dashboard/audit', {
      'GET /audit/events/': [page([EVENT]), [400, { actor: [AUDIT_MESSAGES.unknownPerson] }]],
    });
    await screen.findByText('ops@example.edu as grader@example.edu');
    fireEvent.change(screen.getByLabelText('Done by'), { target: { value: 'nobody@example.edu' } });
    fireEvent.change(screen.getByLabelText('Course id'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText(AUDIT_MESSAGES.unknownPerson)).toBeTruthy();
    await waitFor(() => expect(view.sent.filter((request) => request.path === '/audit/events/')).toHaveLength(2));
    const params = new URLSearchParams(view.sent.at(-1)!.search);
    expect(params.get('actor')).toBe('nobody@example.edu');
    expect(params.get('course')).toBe('3');
    expect(params.get('from')).toBe(new Date('2026-11-01T00:00:00').toISOString());
    expect(view.notifications).toEqual([]);
  });
});
