import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import { uploadEnvironmentFiles } from './autograderSetup';

// Helper files go as multipart/form-data: the FormData itself is the body, and the browser writes the
// Content-Type with its boundary, so the API layer must not claim JSON.

afterEach(resetApiConfig);

function serve(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return new Response(JSON.stringify(body), { status });
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch, getToken: () => 'secret', notifyError: vi.fn() });
  return sent;
}

describe('environment file uploads', () => {
  it('send the files and their role as a form, with the session token and no JSON content type', async () => {
    const stored = [{ id: 1, path: 'data.txt', role: 'helper', size: 3, created: '2026-11-26T09:00:00Z' }];
    const sent = serve(201, stored);
    const files = await uploadEnvironmentFiles(7, [new File(['abc'], 'data.txt'), new File(['PK'], 'more.zip')], 'helper');
    expect(files).toEqual(stored);
    expect(sent).toHaveLength(1);
    const { url, init } = sent[0]!;
    expect(url).toBe('/assignments/7/environment/files/');
    expect(init.method).toBe('POST');
    const headers = init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
    expect(headers.Authorization).toBe('JWT secret');
    const form = init.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('role')).toBe('helper');
    expect((form.getAll('file') as File[]).map((file) => file.name)).toEqual(['data.txt', 'more.zip']);
  });

  it('reject with the server’s field errors on a 400', async () => {
    serve(400, { file: ['The zip could not be read.'] });
    const failure = await uploadEnvironmentFiles(7, [new File(['x'], 'bad.zip')], 'solution', { quiet: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body).toEqual({ file: ['The zip could not be read.'] });
  });
});
