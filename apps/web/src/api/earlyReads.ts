import { apiConfig } from './config';
import { send, type HttpResponse } from './http';
import { resourcePath } from './resources';

// The submission view's data is the app's largest read, and its address names it: /code/{id} needs
// GET /submissions/{id}/review/. Asked for as soon as the address is known (at page load, beside the session check
// and the app's code; or when the route is entered), it does not wait for the view's code to download. The answer
// is taken once, by the view's own read (which judges it as any answer, errors included), and only by the caller
// whose token asked for it; one older than a few seconds, or lost on the way, is dropped and the view asks again.
// It is the opening's read of the review (features/code-review/model/reviewCache.ts), never a cache.

interface EarlyRead {
  token: string;
  startedAt: number;
  answer: Promise<HttpResponse | null>;
}

/** Long enough for the view's code to arrive on a slow line; short enough that an untaken read is not mistaken for a new opening's. */
const FRESH_MS = 15_000;

const started = new Map<string, EarlyRead>();

const CODE_VIEW = /^\/code\/(\d+)\/?$/;

const reviewPath = (submissionId: number) => resourcePath('submissions', submissionId, 'review');

/** Starts the review's read for an opening of the submission view, unless this opening's read is already on its way. */
export function startReviewRead(submissionId: number, token: string | null): void {
  if (!token) return;
  const path = reviewPath(submissionId);
  const read = started.get(path);
  if (read && read.token === token && Date.now() - read.startedAt < FRESH_MS) return;
  started.set(path, { token, startedAt: Date.now(), answer: send('GET', path, { token }).catch(() => null) });
}

/**
 * Runs `then` if this opening's read (still untaken) answers with an error or not at all: the view's failure
 * screens are fetched then, beside the view's own code, so that a 404 does not wait for them afterwards.
 */
export function whenReviewReadFails(submissionId: number, then: () => void): void {
  void started.get(reviewPath(submissionId))?.answer.then((response) => {
    if (!response || response.status >= 400) then();
  });
}

/** At page load: starts the reads the address alone tells (none for most pages). */
export function startEarlyReads(pathname: string, storedToken: string | null): void {
  const match = CODE_VIEW.exec(pathname);
  if (match) startReviewRead(Number(match[1]), storedToken);
}

/** The early answer to GET `path`, once, if it was asked recently with the token in use now; else null. */
export async function takeEarlyRead(path: string): Promise<HttpResponse | null> {
  const read = started.get(path);
  if (!read) return null;
  started.delete(path);
  if (read.token !== apiConfig().getToken() || Date.now() - read.startedAt >= FRESH_MS) return null;
  return read.answer;
}
