import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Route } from 'react-router';
import { createPreferencesStore } from '../preferences/localPreferences';
import { createMemoryStore } from '../storage/keyValueStore';
import { makeUser } from '../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../test/renderConsole';
import { scriptedFetch } from '../test/scriptedFetch';
import { CodeReviewRoute } from './CodeReviewRoute';

afterEach(() => disposeConsoleSessions());

function renderCode(path: string, routes: Parameters<typeof scriptedFetch>[0]) {
  const sent: string[] = [];
  const fetch = scriptedFetch(routes, { record: ({ method, path: sentPath }) => sent.push(`${method} ${sentPath}`) });
  const view = renderConsole(path, {
    fetch,
    token: 'session-token',
    user: makeUser({ graderCourses: [1] }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: <Route path="/code/:submissionId" element={<CodeReviewRoute />} />,
  });
  return { ...view, sent };
}

describe('/code/:submissionId', { timeout: 30_000 }, () => {
  it('says a missing or foreign submission was not found, after asking once', async () => {
    const view = renderCode('/code/999', { 'GET /submissions/999/review/': [404, { detail: 'Not found.' }] });
    // The first test of the file also waits for the view's lazily loaded code to be imported.
    expect(await screen.findByText('Submission not found', undefined, { timeout: 20_000 })).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(view.sent.filter((call) => call.startsWith('GET /submissions/'))).toEqual(['GET /submissions/999/review/']);
    expect(view.sent.filter((call) => call.startsWith('POST /logs/'))).toEqual([]);
    expect(view.notifications).toEqual([]);
  });

  it('says an address that holds no submission id was not found, without asking', async () => {
    const view = renderCode('/code/abc', {});
    expect(await screen.findByText('Submission not found')).toBeTruthy();
    expect(view.sent.filter((call) => call.startsWith('GET /submissions/'))).toEqual([]);
  });
});
