import type { ReactNode } from 'react';
import { act } from '@testing-library/react';
import { Route } from 'react-router';
import { createPreferencesStore } from '../preferences/localPreferences';
import { createMemoryStore } from '../storage/keyValueStore';
import { makeUser } from './fakes';
import { renderConsole } from './renderConsole';
import { scriptedFetch, type ScriptedAnswer } from './scriptedFetch';

export type Answer = ScriptedAnswer;

export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
  authorization: string | null;
}

/** Answers `METHOD path` from a table (a list in turn); records what was sent. */
export function fakeServer(routes: Record<string, Answer | Answer[]>) {
  const sent: SentRequest[] = [];
  const fetch = scriptedFetch(routes, { record: ({ method, path, body, authorization }) => sent.push({ method, path, body, authorization }) });
  return { fetch, sent };
}

/** A logged-out visitor on an account page at `path`, against a fake server; / renders "Home page", /login "Login page". */
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
        <Route path="/" element={<p>Home page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/forgot-password" element={<p>Forgot password page</p>} />
      </>
    ),
  });
  act(() => view.machine.logout());
  return { ...view, server };
}
