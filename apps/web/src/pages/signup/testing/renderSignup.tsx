import { Route } from 'react-router';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { renderConsole } from '../../../test/renderConsole';
import { scriptedFetch } from '../../../test/scriptedFetch';
import CreateCoursePage from '../CreateCoursePage';
import SignupPage from '../SignupPage';

/** [0, …] fails like a network error. */
export type Answer = [status: number, body: unknown];
/** An answer, or a list of answers given in turn (the last one repeats). */
type Script = Answer | Answer[];

export const INSTITUTIONS = [
  { label: 'Abilene Christian University', code: 'acu' },
  { label: 'CUNY Baruch College', code: 'cuny' },
  { label: 'CUNY Brooklyn College', code: 'cuny' },
  { label: 'Example University', code: 'example' },
];

/** Answers `METHOD path` from a table; records every request with its query and body. */
export function fakeSignupServer(routes: Record<string, Script>) {
  const sent: { method: string; path: string; search: string; body: unknown }[] = [];
  const table: Record<string, Script> = { 'GET /registration/institutions/': [200, INSTITUTIONS], ...routes };
  const fetch = scriptedFetch(table, { record: ({ method, path, search, body }) => sent.push({ method, path, search, body }) });
  return { fetch, sent };
}

/** The sign-up pages at a path, against a fake server. */
export function renderSignup(path: string, routes: Record<string, Script> = {}) {
  const server = fakeSignupServer(routes);
  const view = renderConsole(path, {
    fetch: server.fetch,
    token: 'unused',
    user: makeUser(),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: `http://app.test${path}`,
    routes: (
      <>
        <Route path="/signup" element={<SignupPage />} />
        <Route path="/signup/create" element={<CreateCoursePage />} />
        <Route path="/signup/join" element={<p>Join page</p>} />
        <Route path="/login" element={<p>Login page</p>} />
      </>
    ),
  });
  return { ...view, server };
}
