import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import {
  answerRegrade,
  checkPartnerLink,
  deleteRegrade,
  fetchTestResults,
  generatePartnerLink,
  joinPartnerLink,
  removePartner,
  submitRegrade,
} from './submissionActions';
import { makeSubmission } from '../features/code-review/panels/testing/fixtures';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every request with the given status and body; records what was sent. */
function serve(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(body), { status });
  });
  configureApi({
    fetch: fetch as unknown as typeof globalThis.fetch,
    getToken: () => 'tok',
    notifyError: () => {},
    onUnauthorized: () => {},
    currentUrl: () => 'http://app.test/code/41',
  });
  return sent;
}

describe('submission actions', () => {
  afterEach(() => resetApiConfig());
  const submission = makeSubmission({ id: 41 });

  it('reads the test results', async () => {
    const sent = serve(200, { submissionTests: [], logs: 'ok' });
    expect(await fetchTestResults(41)).toEqual({ submissionTests: [], logs: 'ok' });
    expect(sent).toEqual([{ method: 'GET', url: '/submissions/41/testResults/', body: undefined }]);
  });

  it('generates a partner link and hands back its token', async () => {
    const sent = serve(200, { token: 'abc' });
    expect(await generatePartnerLink(41)).toBe('abc');
    expect(sent).toEqual([{ method: 'POST', url: '/submissions/41/generatePartnerLink/', body: {} }]);
  });

  it('checks and joins a partner link', async () => {
    let sent = serve(200, { students: ['ada@example.edu'], assignment: 'Homework 1' });
    expect(await checkPartnerLink(41, 'abc')).toEqual({ students: ['ada@example.edu'], assignment: 'Homework 1' });
    expect(sent).toEqual([{ method: 'POST', url: '/submissions/41/validatePartnerLinkAndReturn/', body: { token: 'abc' } }]);

    sent = serve(200, submission);
    expect((await joinPartnerLink(41, 'abc')).id).toBe(41);
    expect(sent).toEqual([{ method: 'POST', url: '/submissions/41/validatePartnerLink/', body: { sid: 41, token: 'abc' } }]);
  });

  it('removes a partner', async () => {
    const sent = serve(200, submission);
    await removePartner(41, 'bob@example.edu');
    expect(sent).toEqual([{ method: 'POST', url: '/submissions/41/removePartner/', body: { email: 'bob@example.edu' } }]);
  });

  it('submits, deletes and answers a regrade request', async () => {
    let sent = serve(200, submission);
    await submitRegrade(41, 'Please look at line 3.');
    expect(sent).toEqual([{ method: 'POST', url: '/submissions/41/submitRegrade/', body: { questionText: 'Please look at line 3.' } }]);

    sent = serve(200, submission);
    await deleteRegrade(41);
    expect(sent).toEqual([{ method: 'POST', url: '/submissions/41/deleteRegrade/', body: {} }]);

    sent = serve(200, submission);
    await answerRegrade(41, 'Fixed.', true);
    await answerRegrade(41, 'Looking.', false);
    expect(sent).toEqual([
      { method: 'PATCH', url: '/submissions/41/', body: { questionResponse: 'Fixed.', questionIsOpen: false } },
      { method: 'PATCH', url: '/submissions/41/', body: { questionResponse: 'Looking.', questionIsOpen: true } },
    ]);
  });

  it('rejects with the server body on a 400', async () => {
    serve(400, { non_field_errors: ['The link provided is either expired or invalid.'] });
    const failure = await joinPartnerLink(41, 'old').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body).toEqual({ non_field_errors: ['The link provided is either expired or invalid.'] });
  });
});
