// The reads a page's address alone tells, started before the app's code has arrived (docs/ARCHITECTURE.md,
// "Reads at page load"). The build also makes this file a plain script of its own at the end of index.html's head
// (apps/web/build/pageLoadReadsScript.ts), run before any of the app's modules, so on a first visit the session
// check and the submission view's review travel while the app's code downloads and starts, instead of after it.
// It imports nothing, so it can be sent alone.
//
// Each read is taken once, by the app's own call for the same path (api/earlyReads.ts), and only by the caller
// whose token asked; one older than FRESH_MS, or lost on the way, is dropped and the app asks again.

/** What a read answered: the same shape as the app's own HTTP calls (api/http.ts). */
export interface EarlyAnswer {
  status: number;
  body: unknown;
  headers: Headers;
}

export interface EarlyRead {
  token: string;
  startedAt: number;
  /** Null when no answer came (the network failed). */
  answer: Promise<EarlyAnswer | null>;
}

/** Long enough for the app's code to arrive on a slow line; short enough that an untaken read is not mistaken for a new opening's. */
export const FRESH_MS = 15_000;

/** Where the session token is kept (the contracts' SESSION.tokenStorageKey; a test keeps the two equal). */
export const TOKEN_STORAGE_KEY = 'token';

export const CURRENT_USER_PATH = '/registration/current_user/';

const CODE_VIEW = /^\/code\/(\d+)\/?$/;

/** GET /submissions/{id}/review/: the submission view's data. */
export const reviewPath = (submissionId: number) => `/submissions/${submissionId}/review/`;

/** The submission an address opens in the submission view, if it is one. */
export function codeViewSubmission(pathname: string): number | null {
  const match = CODE_VIEW.exec(pathname);
  return match ? Number(match[1]) : null;
}

// One table for the page, whichever copy of this module asks: the script of its own and the app's import of it are
// the same module in a build, but not in development or tests.
const TABLE = Symbol.for('marginalia.pageLoadReads');

function table(): Map<string, EarlyRead> {
  const holder = globalThis as { [TABLE]?: Map<string, EarlyRead> };
  return (holder[TABLE] ??= new Map());
}

/**
 * An answer's body: JSON when it parses, else the text (proxies and crashed servers answer with HTML or plain text,
 * which the user is shown), null when empty.
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function fetchAnswer(path: string, token: string): Promise<EarlyAnswer> {
  const response = await fetch(path, { headers: { Accept: 'application/json', Authorization: `JWT ${token}` } });
  return { status: response.status, body: await readBody(response), headers: response.headers };
}

type Send = (path: string, token: string) => Promise<EarlyAnswer>;

/**
 * Starts GET `path` with `token`, unless a fresh read of it is already on its way for the same caller: asked with
 * the same token, or with one `sameCaller` vouches for (the session's token before the server handed a fresh one).
 */
export function startRead(path: string, token: string, send: Send = fetchAnswer, sameCaller: (asked: string) => boolean = (asked) => asked === token): void {
  const read = table().get(path);
  if (read && sameCaller(read.token) && Date.now() - read.startedAt < FRESH_MS) return;
  table().set(path, { token, startedAt: Date.now(), answer: send(path, token).catch(() => null) });
}

/** The read of `path` still waiting to be taken, if any. */
export function pendingRead(path: string): EarlyRead | undefined {
  return table().get(path);
}

/** Takes the read of `path` (once): its answer if it is fresh and `accept` vouches for its token, else null. */
export function takeRead(path: string, accept: (token: string) => boolean): Promise<EarlyAnswer | null> | null {
  const read = table().get(path);
  if (!read) return null;
  table().delete(path);
  if (!accept(read.token) || Date.now() - read.startedAt >= FRESH_MS) return null;
  return read.answer;
}

/** Drops every read not yet taken (tests: each starts with none). */
export function forgetPageLoadReads(): void {
  table().clear();
}

/** At page load: the session check for a stored token, and the review when the address opens the submission view. */
export function startPageLoadReads(pathname: string, storedToken: string | null, send: Send = fetchAnswer): void {
  if (!storedToken) return;
  startRead(CURRENT_USER_PATH, storedToken, send);
  const submissionId = codeViewSubmission(pathname);
  if (submissionId !== null) startRead(reviewPath(submissionId), storedToken, send);
}

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

// Run when loaded as the page's script of its own (the build gives its tag this attribute). As the app's module
// (no current script) it only lends its functions; the app starts the same reads from bootstrap.ts.
if (typeof document !== 'undefined' && document.currentScript?.hasAttribute('data-page-load-reads')) {
  startPageLoadReads(window.location.pathname, storedToken());
}
