import { Route } from 'react-router';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { renderConsole } from '../../../test/renderConsole';
import CreateCoursePage from '../CreateCoursePage';
import SignupPage from '../SignupPage';

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
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://app.test');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: url.pathname, search: url.search, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const script = table[`${method} ${url.pathname}`];
    let answer: Answer = [404, { detail: 'Not found.' }];
    if (script && Array.isArray(script[0])) {
      const list = script as Answer[];
      answer = list.length > 1 ? list.shift()! : list[0]!;
    } else if (script) {
      answer = script as Answer;
    }
    const [status, body] = answer;
    if (status === 0) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(body), { status });
  };
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
