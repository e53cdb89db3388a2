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
  it('asks for the submission view’s review when the page opens on /code/{id}, and gives the answer once', async () => {
    const server = fakeFetch(200, { submission: { id: 7 } });
    configureApi({ fetch: server.fetch, getToken: () => 'token-a' });
    startEarlyReads('/code/7', 'token-a');
    expect(server.requests).toEqual([{ url: '/submissions/7/review/', authorization: 'JWT token-a' }]);
    expect((await takeEarlyRead('/submissions/7/review/'))?.body).toEqual({ submission: { id: 7 } });
    // Every later read of the review asks the server again.
    expect(await takeEarlyRead('/submissions/7/review/')).toBeNull();
  });

  it('starts nothing on other pages, or without a stored session', () => {
    const server = fakeFetch(200, {});
    configureApi({ fetch: server.fetch });
    startEarlyReads('/code/7', null);
    startEarlyReads('/grader', 'token-a');
    startEarlyReads('/code/7/extra', 'token-a');
    expect(server.requests).toEqual([]);
  });

  it('keeps the answer from anyone whose token is not the one that asked', async () => {
    const server = fakeFetch(200, { submission: { id: 8 } });
    configureApi({ fetch: server.fetch, getToken: () => 'token-b' });
    startEarlyReads('/code/8/', 'token-a');
    expect(await takeEarlyRead('/submissions/8/review/')).toBeNull();
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
    expect(server.requests).toHaveLength(1);
  });
});
