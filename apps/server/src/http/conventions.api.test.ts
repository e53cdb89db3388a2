import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { apiClient, type ApiClient } from '../testing/http-client';
import { createCourseWorld } from '../testing/factories';

const BIG_SCRIPT = `export const lines = [${Array.from({ length: 500 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;

/** A GET with exactly these request headers (fetch would add its own Accept-Encoding and decompress). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let server: TestServer;
let api: ApiClient;
let world: Awaited<ReturnType<typeof createCourseWorld>>;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'marginalia-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Marginalia</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  // As the web build writes them (apps/web/build/precompress.ts): the compressed forms beside the file.
  writeFileSync(path.join(dist, 'assets', 'big.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'big.js.gz'), gzipSync(BIG_SCRIPT));
  server = await startTestServer({ BODY_LIMIT: 64 * 1024, WEB_DIST: dist });
  api = apiClient(server.url);
  world = await createCourseWorld(server.ctx);
});
afterAll(() => server.close());

describe('the database under test', () => {
  it('is PostgreSQL when the harness started a cluster, else PGlite', () => {
    expect(server.database.driver).toBe(process.env.TEST_DATABASE_ADMIN_URL ? 'postgres' : 'pglite');
  });
});

describe('health', () => {
  it('answers without credentials', async () => {
    const res = await api.get('/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('paths', () => {
  it.each(['/courses/ID/', '/courses/ID', '//courses/ID/', '/courses//ID/'])('reaches the same route for %s', async (pattern) => {
    const res = await api.get(pattern.replace('ID', String(world.course.id)), { auth: world.tokens.admin });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(world.course.id);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await api.get('/no-such-resource/', { auth: world.tokens.admin });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ detail: 'Not found.' });
  });

  it('answers a non-numeric or unknown id with 404', async () => {
    for (const id of ['abc', '0', '-1', '99999999', '1e3', '999999999999']) {
      const res = await api.get(`/courses/${id}/`, { auth: world.tokens.admin });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('bodies', () => {
  it('rejects malformed JSON with a 400 object and changes nothing', async () => {
    const res = await api.patch(`/courses/${world.course.id}/`, { auth: world.tokens.admin, rawBody: '{"name": "x",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['Malformed JSON in request body.'] });
    const after = await api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    expect(after.body.name).toBe(world.course.name);
  });

  it('names each field with a wrong type', async () => {
    const res = await api.patch(`/courses/${world.course.id}/`, {
      auth: world.tokens.admin,
      body: { minComments: 'many', archived: 'yes', timezone: 'Nowhere/Atlantis' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body).sort()).toEqual(['archived', 'minComments', 'timezone']);
    expect(res.body.timezone).toEqual(['Unknown time zone.']);
    for (const messages of Object.values(res.body)) expect(Array.isArray(messages)).toBe(true);
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold', async () => {
    const res = await api.patch(`/courses/${world.course.id}/`, { auth: world.tokens.admin, body: { name: 'a\u0000b' } });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors[0]).toMatch(/NUL/);
  });

  it('rejects a body that is not an object', async () => {
    const res = await api.post('/courses/', { auth: world.tokens.admin, body: [1, 2] });
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toHaveLength(1);
  });

  it('says which fields are required', async () => {
    const res = await api.post('/courses/', { auth: world.tokens.admin, body: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ name: ['This field is required.'], period: ['This field is required.'] });
  });

  it('accepts an empty PATCH and ignores unknown and read-only fields', async () => {
    const empty = await api.patch(`/courses/${world.course.id}/`, { auth: world.tokens.admin, body: {} });
    expect(empty.status).toBe(200);
    const res = await api.patch(`/courses/${world.course.id}/`, {
      auth: world.tokens.admin,
      body: { ...empty.body, id: 12345, inviteCode: 'HACKED', organization: 999, unknownField: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(world.course.id);
    expect(res.body.inviteCode).toBe(world.course.inviteCode);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const res = await api.patch(`/courses/${world.course.id}/`, {
      auth: world.tokens.admin,
      body: { emailWhitelist: 'x'.repeat(100 * 1024) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: 'Request body is too large.' });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await api.patch(`/courses/${world.course.id}/`, {
      auth: world.tokens.admin,
      rawBody: 'name=x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(res.status).toBe(415);
    expect(res.body.detail).toBeTruthy();
  });

  it('accepts form-encoded bodies', async () => {
    const res = await api.post('/token-auth/', {
      rawBody: 'username=nobody%40example.edu&password=wrong',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });
});

describe('headers', () => {
  it('sends security headers and no-store on API answers', async () => {
    const res = await api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin });
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  // The headers as helmet set them per request before they were worked out once at start (security.ts).
  const SECURITY_HEADERS = {
    'content-security-policy':
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
      "connect-src 'self';worker-src 'self' blob:;frame-src 'self' blob:;object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };

  it('sends the same security headers on every kind of answer', async () => {
    const answers = [
      await api.get(`/courses/${world.course.id}/`, { auth: world.tokens.admin }),
      await api.get('/health/'),
      await api.get('/courses/999999/', { auth: world.tokens.admin }),
      await api.get(`/courses/${world.course.id}/`),
      await api.get('/login', { headers: { accept: 'text/html' } }),
    ];
    for (const res of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name), `${res.status} ${name}`).toBe(value);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 401, 200]);
  });

  it('never leaks top-level requestor or static keys', async () => {
    const res = await api.get('/registration/current_user/', { auth: world.tokens.student });
    expect(Object.keys(res.body)).not.toContain('requestor');
    expect(Object.keys(res.body)).not.toContain('static');
  });
});

describe('web app', () => {
  it('serves index.html for client routes that ask for HTML', async () => {
    for (const route of ['/', '/login', '/student/Intro/Fall', '/code/12', '/no/such/page']) {
      const res = await api.get(route, { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.text).toContain('<title>Marginalia</title>');
    }
  });

  it('serves built assets with long caching', async () => {
    const res = await api.get('/assets/app.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a file the browser holds already (same tag) with 304, and the page itself is checked on each use', async () => {
    const page = await rawGet(`${server.url}/login`, { accept: 'text/html' });
    expect(page.headers['cache-control']).toBe('no-cache');
    const tag = String(page.headers.etag);
    expect(tag).toMatch(/^".+"$/);
    const again = await rawGet(`${server.url}/login`, { accept: 'text/html', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const changed = await rawGet(`${server.url}/login`, { accept: 'text/html', 'if-none-match': '"another"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain('<title>Marginalia</title>');
  });

  it('sends a built file compressed when the browser accepts it, and raw otherwise', async () => {
    const brotli = await rawGet(`${server.url}/assets/big.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.body).toString()).toBe(BIG_SCRIPT);

    const gzip = await rawGet(`${server.url}/assets/big.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const raw = await rawGet(`${server.url}/assets/big.js`, {});
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body.toString()).toBe(BIG_SCRIPT);

    // A file the build left uncompressed (too small to gain) is sent as it is, whatever the browser accepts.
    const small = await rawGet(`${server.url}/assets/app.js`, { 'accept-encoding': 'br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('does not serve files outside the build', async () => {
    const res = await api.get('/assets/..%2f..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('root:');
  });

  it('answers a root request that does not ask for HTML with where the web app and the API docs are', async () => {
    const res = await api.get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({
      name: 'Marginalia',
      detail: expect.stringContaining('web app'),
      webApp: expect.stringMatching(/^http:\/\/localhost:\d+\/$/),
      apiDocs: expect.stringMatching(/^http:\/\/localhost:\d+\/docs#api$/),
    });
    expect((await api.get('/no/such/path')).status).toBe(404);
  });

  it('answers API paths with JSON even for browsers', async () => {
    const res = await api.get(`/courses/${world.course.id}/`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(401);
    expect(res.body.detail).toBeTruthy();
  });
});
