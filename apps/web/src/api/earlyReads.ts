import { pendingRead, reviewPath, startPageLoadReads, startRead, takeRead, type EarlyAnswer } from '../boot/pageLoadReads';
import { apiConfig } from './config';
import { send, type HttpResponse } from './http';

// The app's side of the reads started before it (boot/pageLoadReads.ts): the submission view's data is the app's
// largest read, and its address names it (/code/{id} needs GET /submissions/{id}/review/); the session check is
// the first read of every page. Asked as soon as the address is known (at page load, or when the route is entered),
// they do not wait for the code that uses them. Each is taken once, by the app's own call (which judges it as any
// answer, errors included), and only by the caller whose token asked for it. It is that call's read, never a cache.

const sendThroughApi = (path: string, token: string): Promise<EarlyAnswer> => send('GET', path, { token });

/** Starts the review's read for an opening of the submission view, unless this opening's read is already on its way. */
export function startReviewRead(submissionId: number, token: string | null): void {
  if (token) startRead(reviewPath(submissionId), token, sendThroughApi, (asked) => asked === token || apiConfig().sameCaller(asked));
}

/**
 * Runs `then` if this opening's read (still untaken) answers with an error or not at all: the view's failure
 * screens are fetched then, beside the view's own code, so that a 404 does not wait for them afterwards.
 */
export function whenReviewReadFails(submissionId: number, then: () => void): void {
  void pendingRead(reviewPath(submissionId))?.answer.then((response) => {
    if (!response || response.status >= 400) then();
  });
}

/** At page load: starts the reads the address tells, unless the page's first script started them already. */
export function startEarlyReads(pathname: string, storedToken: string | null): void {
  startPageLoadReads(pathname, storedToken, sendThroughApi);
}

/**
 * The early answer to GET `path`, once, if it was asked recently by this caller: with `token` when given (the
 * session checking the token it holds), else with a token the session vouches for (the one in use, or the stored
 * one it was checked with before the server handed a fresh one); null otherwise.
 */
export async function takeEarlyRead(path: string, token?: string): Promise<HttpResponse | null> {
  const accept = token === undefined ? apiConfig().sameCaller : (asked: string) => asked === token;
  return (await takeRead(path, accept)) ?? null;
}
