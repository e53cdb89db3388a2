import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from './config';
import { startEarlyReads, startReviewRead, takeEarlyRead } from './earlyReads';

/** A fetch that answers every request with `status` and `body`, recording URLs and authorization headers. */
function fakeFetch(status: number, body: unknown) {
  const requests: { url: string; authorization: string | undefined }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), authorization: (init?.headers as Record<string, string>).Authorization });
    return new Response(JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

afterEach(() => resetApiConfig());

describe('reads started at page load', () => {
  it('asks for the session check, and for the submission view’s review when the page opens on /code/{id}, giving each answer once', async () => {
    const server = fakeFetch(200, { submission: { id: 7 } });
    configureApi({ fetch: server.fetch, getToken: () => 'token-a' });
    startEarlyReads('/code/7', 'token-a');
    expect(server.requests).toEqual([
      { url: '/registration/current_user/', authorization: 'JWT token-a' },
      { url: '/submissions/7/review/', authorization: 'JWT token-a' },
    ]);
    expect((await takeEarlyRead('/submissions/7/review/'))?.body).toEqual({ submission: { id: 7 } });
    // Every later read of the review asks the server again.
    expect(await takeEarlyRead('/submissions/7/review/')).toBeNull();
  });

  it('asks only the session check on other pages, and nothing without a stored session', () => {
    const server = fakeFetch(200, {});
    configureApi({ fetch: server.fetch });
    startEarlyReads('/code/7', null);
    expect(server.requests).toEqual([]);
    startEarlyReads('/grader', 'token-a');
    startEarlyReads('/code/7/extra', 'token-a');
    expect(server.requests.map((request) => request.url)).toEqual(['/registration/current_user/']);
  });

  it('keeps the answer from anyone whose token is not the one that asked, nor one the session vouches for', async () => {
    const server = fakeFetch(200, { submission: { id: 8 } });
    configureApi({ fetch: server.fetch, getToken: () => 'token-b' });
    startEarlyReads('/code/8/', 'token-a');
    expect(await takeEarlyRead('/submissions/8/review/')).toBeNull();
  });

  it('gives the answer to a session that vouches for the token that asked (its fresh token came after)', async () => {
    const server = fakeFetch(200, { submission: { id: 11 } });
    configureApi({ fetch: server.fetch, getToken: () => 'fresh', sameCaller: (token) => token === 'fresh' || token === 'stored' });
    startEarlyReads('/code/11', 'stored');
    // The route, entered with the fresh token, does not ask a second time.
    startReviewRead(11, 'fresh');
    expect(server.requests.filter((request) => request.url === '/submissions/11/review/')).toHaveLength(1);
    expect((await takeEarlyRead('/submissions/11/review/'))?.body).toEqual({ submission: { id: 11 } });
  });

  it('gives the session check only to the token it was asked with', async () => {
    const server = fakeFetch(200, { email: 'a@example.edu' });
    configureApi({ fetch: server.fetch, getToken: () => 'token-a' });
    startEarlyReads('/student', 'token-a');
    expect(await takeEarlyRead('/registration/current_user/', 'token-from-the-url')).toBeNull();
    startEarlyReads('/student', 'token-a');
    expect((await takeEarlyRead('/registration/current_user/', 'token-a'))?.body).toEqual({ email: 'a@example.edu' });
  });

  it('gives an error answer as it came, for the page to judge as any other', async () => {
    const server = fakeFetch(404, { detail: 'Not found.' });
    configureApi({ fetch: server.fetch, getToken: () => 'token-a' });
    startEarlyReads('/code/9', 'token-a');
    expect(await takeEarlyRead('/submissions/9/review/')).toMatchObject({ status: 404, body: { detail: 'Not found.' } });
  });

  it('starts one read per opening, however often the route renders', () => {
    const server = fakeFetch(200, {});
    configureApi({ fetch: server.fetch, getToken: () => 'token-a' });
    startEarlyReads('/code/10', 'token-a');
    startReviewRead(10, 'token-a');
    startReviewRead(10, 'token-a');
    expect(server.requests.filter((request) => request.url === '/submissions/10/review/')).toHaveLength(1);
  });
});
