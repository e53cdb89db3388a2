import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { configureApi, resetApiConfig } from './config';
import { ApiError, ShapeError } from './errors';
import { bulkRead, createResource, deleteResource, listResource, postNested, readNested, readResource } from './resources';

const Item = z.object({ id: z.number(), name: z.string() });

interface Recorded {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Answers requests from a table of `METHOD url` -> [status, body]; records what was sent. */
function fakeServer(routes: Record<string, [number, unknown]>) {
  const requests: Recorded[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    requests.push({
      url,
      method,
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const route = routes[`${method} ${url}`];
    if (!route) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    const [status, body] = route;
    return new Response(body === null ? null : JSON.stringify(body), { status });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, requests };
}

describe('generic resource calls', () => {
  const notifyError = vi.fn();
  const onUnauthorized = vi.fn();

  function serve(routes: Record<string, [number, unknown]>) {
    const server = fakeServer(routes);
    configureApi({ fetch: server.fetch, getToken: () => 'tok', notifyError, onUnauthorized, currentUrl: () => 'http://app.test/x' });
    return server;
  }

  beforeEach(() => {
    notifyError.mockReset();
    onUnauthorized.mockReset();
  });
  afterEach(() => resetApiConfig());

  it('follows next links through every page and concatenates the results', async () => {
    const server = serve({
      'GET /courses/?archived=false': [200, { count: 3, next: 'http://api.other/courses/?archived=false&page=2', previous: null, results: [{ id: 1, name: 'a' }] }],
      'GET /courses/?archived=false&page=2': [200, { count: 3, next: '/courses/?archived=false&page=3', previous: 'x', results: [{ id: 2, name: 'b' }] }],
      'GET /courses/?archived=false&page=3': [200, { count: 3, next: null, previous: 'x', results: [{ id: 3, name: 'c' }] }],
    });
    const items = await listResource('courses', Item, { query: { archived: false } });
    expect(items.map((item) => item.id)).toEqual([1, 2, 3]);
    // The host named in a next link is never contacted: only its path is followed.
    expect(server.requests.map((request) => request.url)).toHaveLength(3);
    expect(server.requests[0]?.headers.Authorization).toBe('JWT tok');
  });

  it('uses a bare array as is', async () => {
    serve({ 'GET /courses/': [200, [{ id: 1, name: 'a' }]] });
    expect(await listResource('courses', Item)).toEqual([{ id: 1, name: 'a' }]);
  });

  it('reports a shape mismatch to the error log and rejects', async () => {
    const server = serve({
      'GET /courses/4/': [200, { id: 4, name: 17 }],
      'POST /logs/logError/': [201, { id: 1 }],
    });
    await expect(readResource('courses', 4, Item)).rejects.toBeInstanceOf(ShapeError);
    await vi.waitFor(() => expect(server.requests.some((request) => request.url === '/logs/logError/')).toBe(true));
    const report = server.requests.find((request) => request.url === '/logs/logError/');
    expect(report?.body).toMatchObject({ error: expect.stringContaining('GET /courses/4/'), url: 'http://app.test/x' });
    expect((report?.body as { errorDetail: string }).errorDetail).toContain('name');
  });

  it('still rejects when the error log itself fails', async () => {
    serve({ 'GET /courses/4/': [200, { id: 'x' }], 'POST /logs/logError/': [500, null] });
    await expect(readResource('courses', 4, Item)).rejects.toBeInstanceOf(ShapeError);
  });

  it('shows an unexpected status and rejects with the body', async () => {
    const body = { name: ['This field may not be blank.'] };
    serve({ 'POST /courses/': [400, body] });
    const failure = await createResource('courses', { name: '' }, Item).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body).toEqual(body);
    expect(notifyError).toHaveBeenCalledWith('Request failed (400)', body);
  });

  it('insists on the status of each verb', async () => {
    const server = serve({
      'POST /courses/': [200, { id: 1, name: 'a' }],
      'DELETE /courses/1/': [204, null],
      'POST /submissions/5/submitRegrade/': [200, { id: 5, name: 'x' }],
    });
    await expect(createResource('courses', {}, Item)).rejects.toBeInstanceOf(ApiError);
    await expect(deleteResource('courses', 1)).resolves.toBeUndefined();
    await expect(postNested('submissions', 5, 'submitRegrade', { text: 'hi' }, Item)).resolves.toEqual({ id: 5, name: 'x' });
    expect(server.requests.at(-1)?.headers['Content-Type']).toBe('application/json');
  });

  it('encodes plus signs in nested queries', async () => {
    serve({ 'GET /courses/1/roster/?email=a%2Bb%40x.edu': [200, { id: 1, name: 'r' }] });
    await expect(readNested('courses', 1, 'roster', Item, { query: { email: 'a+b@x.edu' } })).resolves.toEqual({ id: 1, name: 'r' });
  });

  it('ends the session on 401', async () => {
    serve({ 'GET /courses/1/': [401, { detail: 'Invalid token.' }] });
    await expect(readResource('courses', 1, Item)).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('drops failed reads in a bulk read without notifying', async () => {
    serve({ 'GET /files/1/': [200, { id: 1, name: 'a.py' }], 'GET /files/3/': [200, { id: 3, name: 'c.py' }] });
    expect((await bulkRead('files', [1, 2, 3], Item)).map((item) => item.id)).toEqual([1, 3]);
    expect(notifyError).not.toHaveBeenCalled();
  });
});
