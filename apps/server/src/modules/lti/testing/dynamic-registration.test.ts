import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_TYPE, SCOPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
beforeAll(async () => {
  world = await startSimulatorWorld({ authorizationServer: 'https://lms.example.org/oauth' });
});
afterAll(() => world.close());

const toolConfiguration = 'https://purl.imsglobal.org/spec/lti-tool-configuration';

function clientRegistration(base: string) {
  return {
    application_type: 'web',
    response_types: ['id_token'],
    grant_types: ['implicit', 'client_credentials'],
    initiate_login_uri: `${base}/lti/login`,
    redirect_uris: [`${base}/lti/launch`],
    client_name: 'Marginalia',
    jwks_uri: `${base}/lti/jwks`,
    token_endpoint_auth_method: 'private_key_jwt',
    scope: [SCOPE.lineItem, SCOPE.score, SCOPE.contextMembershipReadOnly].join(' '),
    [toolConfiguration]: {
      domain: new URL(base).host,
      target_link_uri: `${base}/lti/launch`,
      claims: ['iss', 'sub', 'name', 'email'],
      messages: [{ type: MESSAGE_TYPE.deepLinkingRequest, target_link_uri: `${base}/lti/deep-link` }],
    },
  };
}

async function register(body: unknown, token?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${world.sim.url}/register`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as any };
}

describe('dynamic registration', () => {
  it('opens the tool with its configuration URL and a token, accepts a good registration once, and launches to its URLs', async () => {
    const { sim } = world;
    const start = new URL(sim.dynamicRegistrationUrl('http://localhost:4000/lti/register?x=1'));
    expect(start.searchParams.get('openid_configuration')).toBe(sim.openidConfigurationUrl);
    const token = start.searchParams.get('registration_token')!;
    expect(token).toBeTruthy();

    const configuration = (await (await fetch(sim.openidConfigurationUrl)).json()) as any;
    expect(configuration).toMatchObject({
      issuer: sim.issuer,
      authorization_endpoint: `${sim.url}/auth`,
      token_endpoint: sim.tokenUrl,
      authorization_server: 'https://lms.example.org/oauth',
      registration_endpoint: `${sim.url}/register`,
      jwks_uri: `${sim.url}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
    });

    const body = clientRegistration('http://localhost:4000');
    const answer = await register(body, token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ client_id: sim.clientId, [toolConfiguration]: { deployment_id: sim.deploymentId } });
    expect(sim.toolRegistrations).toHaveLength(1);
    expect(sim.loginParameters({ sub: 'student-1' }).target_link_uri).toBe('http://localhost:4000/lti/launch');
    expect(sim.loginParameters({ sub: 'teacher-1', messageType: MESSAGE_TYPE.deepLinkingRequest }).target_link_uri).toBe('http://localhost:4000/lti/deep-link');

    const again = await register(body, token);
    expect(again.status).toBe(400);
    expect(again.body.error_description).toMatch(/registration token/);
  });

  it('refuses a registration without the grant types or the tool configuration', async () => {
    const { sim } = world;
    const token = () => new URL(sim.dynamicRegistrationUrl('http://localhost:4000/lti/register')).searchParams.get('registration_token')!;
    expect((await register({ ...clientRegistration('http://localhost:4000'), grant_types: ['implicit'] }, token())).body.error_description).toMatch(/grant_types/);
    expect((await register({ ...clientRegistration('http://localhost:4000'), [toolConfiguration]: undefined }, token())).body.error_description).toMatch(/tool-configuration is required/);
  });

  it('accepts a client assertion naming the authorization server as its audience', async () => {
    const { sim, tool } = world;
    sim.setTool({ loginUrl: tool.loginUrl, launchUrl: tool.launchUrl, jwksUrl: tool.jwksUrl });
    const assertion = await tool.clientAssertion(sim, { aud: 'https://lms.example.org/oauth' });
    const response = await fetch(sim.tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: tool.tokenForm(assertion, [SCOPE.score]) });
    expect(response.status).toBe(200);
  });
});
