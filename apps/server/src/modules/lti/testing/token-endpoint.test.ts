import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
beforeAll(async () => {
  world = await startSimulatorWorld();
});
afterAll(() => world.close());

async function requestToken(body: string) {
  const response = await fetch(world.sim.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  return { status: response.status, body: (await response.json()) as any };
}

describe('POST /token', () => {
  it('grants a bearer token with the asked scopes it offers for a good client assertion', async () => {
    const { sim, tool } = world;
    const assertion = await tool.clientAssertion(sim);
    const answer = await requestToken(tool.tokenForm(assertion, [SCOPE.score, SCOPE.lineItem, 'https://example.org/unknown-scope']));
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ access_token: expect.any(String), token_type: 'Bearer', expires_in: 3600, scope: `${SCOPE.score} ${SCOPE.lineItem}` });
    expect(sim.tokenRequests.at(-1)).toMatchObject({ granted: [SCOPE.score, SCOPE.lineItem] });
    const lineItems = await fetch(`${sim.url}/contexts/course-1/lineitems`, { headers: { authorization: `Bearer ${answer.body.access_token}` } });
    expect(lineItems.status).toBe(200);
  });

  it('refuses an assertion whose audience is not the token URL', async () => {
    const { sim, tool } = world;
    const answer = await requestToken(tool.tokenForm(await tool.clientAssertion(sim, { aud: sim.issuer }), [SCOPE.score]));
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ error: 'invalid_client', error_description: expect.stringContaining('"aud"') });
  });

  it('refuses an assertion used a second time (its jti)', async () => {
    const { sim, tool } = world;
    const form = tool.tokenForm(await tool.clientAssertion(sim), [SCOPE.score]);
    expect((await requestToken(form)).status).toBe(200);
    const again = await requestToken(form);
    expect(again.status).toBe(401);
    expect(again.body.error_description).toMatch(/jti .* already used/);
  });

  it('refuses another issuer, a wrong grant type and no known scope', async () => {
    const { sim, tool } = world;
    expect((await requestToken(tool.tokenForm(await tool.clientAssertion(sim, { iss: 'someone', sub: 'someone' }), [SCOPE.score]))).body.error).toBe('invalid_client');
    const wrongGrant = tool.tokenForm(await tool.clientAssertion(sim), [SCOPE.score]).replace('client_credentials', 'password');
    expect((await requestToken(wrongGrant)).body.error).toBe('unsupported_grant_type');
    expect((await requestToken(tool.tokenForm(await tool.clientAssertion(sim), ['openid']))).body.error).toBe('invalid_scope');
  });

  it('makes the services answer 401 without a token and 403 without the scope', async () => {
    const { sim } = world;
    const none = await fetch(`${sim.url}/contexts/course-1/memberships`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toContain('invalid_token');
    const scoreOnly = sim.grantToken([SCOPE.score]);
    expect((await fetch(`${sim.url}/contexts/course-1/memberships`, { headers: { authorization: `Bearer ${scoreOnly}` } })).status).toBe(403);
  });
});
