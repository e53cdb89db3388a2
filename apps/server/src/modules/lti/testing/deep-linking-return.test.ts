import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM, MESSAGE_TYPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
beforeAll(async () => {
  world = await startSimulatorWorld();
});
afterAll(() => world.close());

/** The `data` of a fresh deep-linking request, which the response must echo. */
function requestData(): string {
  const claims = world.sim.idTokenClaims({ sub: 'teacher-1', contextId: 'course-1', messageType: MESSAGE_TYPE.deepLinkingRequest });
  return (claims[CLAIM.deepLinkingSettings] as { data: string }).data;
}

async function postJwt(jwt: string) {
  const response = await fetch(world.sim.deepLinkReturnUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ JWT: jwt }) });
  return { status: response.status, text: await response.text() };
}

const resourceLink = {
  type: 'ltiResourceLink',
  title: 'Homework 1',
  url: 'http://localhost:3000/lti/launch',
  custom: { assignment_id: '7' },
  lineItem: { label: 'Homework 1', scoreMaximum: 10, resourceId: '7', tag: 'marginalia' },
};

describe('POST /deep-linking/return', () => {
  it('verifies the response against the tool JWKS and records its content items', async () => {
    const { sim, tool } = world;
    const jwt = await tool.deepLinkingResponse(sim, requestData(), { [CLAIM.contentItems]: [resourceLink], [CLAIM.deepLinkingMessage]: 'Added' });
    const answer = await postJwt(jwt);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<li>Homework 1</li>');
    expect(sim.deepLinkingResponses.at(-1)).toMatchObject({ contentItems: [resourceLink], message: 'Added' });
  });

  it.each([
    ['another issuer', { iss: 'another-client' }, /"iss"/],
    ['another audience', { aud: 'http://127.0.0.1:1' }, /"aud"/],
    ['no nonce', { nonce: undefined }, /"nonce"/],
    ['the wrong message type', { [CLAIM.messageType]: MESSAGE_TYPE.resourceLink }, /message type must be LtiDeepLinkingResponse/],
    ['the wrong version', { [CLAIM.version]: '1.1' }, /version must be 1.3.0/],
    ['another deployment', { [CLAIM.deploymentId]: 'deployment-9' }, /deployment id must be/],
    ['a line item without scoreMaximum', { [CLAIM.contentItems]: [{ ...resourceLink, lineItem: { label: 'x' } }] }, /scoreMaximum/],
  ])('refuses a response with %s', async (_name, claims, reason) => {
    const { sim, tool } = world;
    const answer = await postJwt(await tool.deepLinkingResponse(sim, requestData(), claims));
    expect(answer.status).toBe(400);
    expect(sim.deepLinkingRefusals.at(-1)).toMatch(reason);
  });

  it('refuses a response that does not echo the request data, or echoes it a second time', async () => {
    const { sim, tool } = world;
    expect((await postJwt(await tool.deepLinkingResponse(sim, undefined))).status).toBe(400);
    expect(sim.deepLinkingRefusals.at(-1)).toMatch(/data .* not echoed/);
    const data = requestData();
    expect((await postJwt(await tool.deepLinkingResponse(sim, data))).status).toBe(200);
    expect((await postJwt(await tool.deepLinkingResponse(sim, data))).status).toBe(400);
  });

  it('refuses a response not signed by the tool', async () => {
    const { sim, tool } = world;
    const jwt = await tool.deepLinkingResponse(sim, requestData());
    const [header, payload] = jwt.split('.');
    expect((await postJwt(`${header}.${payload}.${'A'.repeat(342)}`)).status).toBe(400);
    expect(sim.deepLinkingRefusals.at(-1)).toMatch(/signature/);
  });
});
