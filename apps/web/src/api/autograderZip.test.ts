import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import { deleteAutograderZip, updateAutograderZip, uploadAutograderZip } from './autograderZip';

// The zip goes as multipart under `file`; the build happens after the answer, which may be 200, 201 or 202.

afterEach(resetApiConfig);

const building = {
  assignment: 7, fileName: 'grader.zip', size: 2, sha256: 'b'.repeat(64), state: 'building', step: 'Unpacking the zip', log: '', error: null,
  uploaded: '2026-11-26T09:00:00Z', buildStarted: null, built: null, durationMs: null, timeLimitSeconds: 600,
};

function serve(status: number, body: unknown) {
  const sent: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), init: init ?? {} });
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
  configureApi({ fetch: fetch as unknown as typeof globalThis.fetch, getToken: () => 'secret', notifyError: vi.fn() });
  return sent;
}

describe('autograder zip calls', () => {
  it.each([200, 201, 202])('send the zip under `file` and take a %i answer', async (status) => {
    const sent = serve(status, { autograder: building });
    const state = await uploadAutograderZip(7, new File(['PK'], 'grader.zip'));
    expect(state.autograder?.state).toBe('building');
    const { url, init } = sent[0]!;
    expect(url).toBe('/assignments/7/autograder/');
    expect(init.method).toBe('POST');
    expect(((init.body as FormData).get('file') as File).name).toBe('grader.zip');
  });

  it('reject with the server’s reason on a 400', async () => {
    serve(400, { file: ['The zip has no setup.sh at its root.'] });
    const failure = await uploadAutograderZip(7, new File(['PK'], 'grader.zip'), { quiet: true }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body).toEqual({ file: ['The zip has no setup.sh at its root.'] });
  });

  it.each([200, 204])('remove the zip on a %i answer', async (status) => {
    serve(status, { autograder: null });
    expect(await deleteAutograderZip(7)).toEqual({ autograder: null });
  });

  it('change the time limit with PATCH and JSON', async () => {
    const sent = serve(200, { autograder: { ...building, timeLimitSeconds: 900 } });
    const state = await updateAutograderZip(7, { timeLimitSeconds: 900 });
    expect(state.autograder?.timeLimitSeconds).toBe(900);
    const { url, init } = sent[0]!;
    expect(url).toContain('/assignments/7/autograder/');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(String(init.body))).toEqual({ timeLimitSeconds: 900 });
  });
});
