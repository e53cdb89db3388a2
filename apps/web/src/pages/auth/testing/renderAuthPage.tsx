import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { Route } from 'react-router';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { renderConsole } from '../../../test/renderConsole';

export type Answer = [status: number, body: unknown] | 'offline';

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Answers `METHOD path` from a table, in order when an entry is a list; records what was sent. */
export function fakeServer(routes: Record<string, Answer | Answer[]>) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://app.test').pathname;
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    sent.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined, authorization: headers.get('Authorization') });
    const entry = routes[`${method} ${path}`];
    const answer = Array.isArray(entry) && typeof entry[0] !== 'number' ? (entry as Answer[]).shift() : (entry as Answer | undefined);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const [status, body] = answer ?? [404, { detail: 'Not found.' }];
    return new Response(JSON.stringify(body), { status });
  };
  return { fetch, sent };
}

/** A logged-out visitor on an account page at `path`, against a fake server; /login renders "Login page". */
export function renderAuthPage(path: string, routes: ReactNode, answers: Record<string, Answer | Answer[]>) {
  const server = fakeServer(answers);
  const view = renderConsole(path, {
    fetch: server.fetch,
    token: 'unused',
    user: makeUser(),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: (
      <>
        {routes}
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/forgot-password" element={<p>Forgot password page</p>} />
      </>
    ),
  });
  act(() => view.machine.logout());
  return { ...view, server };
}
