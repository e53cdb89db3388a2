// A fetch for component tests that answers `METHOD path` from a table, so a page can be driven against a fake
// server. A list of answers is given in turn, its last one repeating; 'offline' (or status 0) fails like a
// network error. Every request is handed to `record` first, for the test to keep in whatever shape it checks.

export type ScriptedAnswer = [status: number, body: unknown] | 'offline';
export type Script = ScriptedAnswer | ScriptedAnswer[];

export interface ScriptedRequest {
  method: string;
  path: string;
  search: string;
  body: unknown;
  authorization: string | null;
}

export interface ScriptedFetchOptions {
  record?: (request: ScriptedRequest) => void;
  /** The answer to a request the table does not name; 404 when it gives none. */
  fallback?: (request: ScriptedRequest) => ScriptedAnswer | undefined;
}

function isList(script: Script): script is ScriptedAnswer[] {
  return Array.isArray(script) && typeof script[0] !== 'number';
}

export function scriptedFetch(routes: Record<string, Script>, { record, fallback }: ScriptedFetchOptions = {}) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input), 'http://app.test');
    const request: ScriptedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      authorization: new Headers(init?.headers).get('Authorization'),
    };
    record?.(request);
    const script = routes[`${request.method} ${request.path}`];
    let answer: ScriptedAnswer | undefined;
    if (script && isList(script)) answer = script.length > 1 ? script.shift() : script[0];
    else answer = script ?? fallback?.(request);
    if (answer === 'offline' || answer?.[0] === 0) throw new TypeError('Failed to fetch');
    const [status, body] = answer ?? [404, { detail: 'Not found.' }];
    // A 204 carries no body (the Response constructor refuses one).
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  };
}
