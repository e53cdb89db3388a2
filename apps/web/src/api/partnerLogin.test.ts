import { afterEach, describe, expect, it, vi } from 'vitest';
import { scriptedFetch, type ScriptedRequest } from '../test/scriptedFetch';
import { configureApi, resetApiConfig } from './config';
import { ApiError } from './errors';
import { exchangePartnerIdToken } from './partnerLogin';

afterEach(() => resetApiConfig());

describe('exchangePartnerIdToken', () => {
  it("posts the id_token without the current session's token and answers the new one", async () => {
    const requests: ScriptedRequest[] = [];
    configureApi({ fetch: scriptedFetch({ 'POST /lti/partner-login/': [200, { token: 'new-session' }] }, { record: (request) => requests.push(request) }), getToken: () => 'current' });
    await expect(exchangePartnerIdToken('lms-id-token')).resolves.toBe('new-session');
    expect(requests).toEqual([expect.objectContaining({ body: { id_token: 'lms-id-token' }, authorization: null })]);
  });

  it("rejects with the server's answer on a refusal, ending nobody's session and notifying nothing", async () => {
    const onUnauthorized = vi.fn();
    const notifyError = vi.fn();
    configureApi({ fetch: scriptedFetch({ 'POST /lti/partner-login/': [401, { detail: 'The id_token has expired.' }] }), getToken: () => 'current', onUnauthorized, notifyError });
    const refusal = await exchangePartnerIdToken('old').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, body: { detail: 'The id_token has expired.' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });
});
