import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM, MESSAGE_TYPE } from './lti-vocabulary';
import { startSimulatorWorld, type SimulatorWorld } from './simulator-test-world';

let world: SimulatorWorld;
beforeAll(async () => {
  world = await startSimulatorWorld();
});
afterAll(() => world.close());

/** The authentication request a tool sends after a login initiation, with any parameter changed (null removes it). */
function authRequest(changes: Record<string, string | null> = {}, loginHint = 'student-1', messageHint?: string) {
  const { sim, tool } = world;
  const params: Record<string, string | null> = {
    scope: 'openid',
    response_type: 'id_token',
    response_mode: 'form_post',
    prompt: 'none',
    client_id: sim.clientId,
    redirect_uri: tool.launchUrl,
    login_hint: loginHint,
    lti_message_hint: messageHint ?? null,
    state: 'state-9',
    nonce: 'nonce-9',
    ...changes,
  };
  const query = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null));
  return `${sim.url}/auth?${query}`;
}

describe('login initiation', () => {
  it('sends the third-party-initiated login parameters, by GET or POST, with lti_storage_target when asked', async () => {
    const { sim, tool } = world;
    const params = sim.loginParameters({ sub: 'student-1', contextId: 'course-1' }, { storageTarget: '_parent' });
    expect(params).toMatchObject({
      iss: sim.issuer,
      login_hint: 'student-1',
      target_link_uri: tool.launchUrl,
      lti_message_hint: expect.any(String),
      lti_deployment_id: sim.deploymentId,
      client_id: sim.clientId,
      lti_storage_target: '_parent',
    });
    for (const method of ['GET', 'POST'] as const) {
      const answer = await sim.loginInitiation({ sub: 'student-1', contextId: 'course-1' }, { method });
      expect(answer.status).toBe(302);
      expect(new URL(answer.location!).searchParams.get('lti_message_hint')).toBe(answer.params.lti_message_hint);
      expect(answer.cookies).toEqual(['lti_state=state-1']);
    }
  });
});

describe('authorize', () => {
  it('answers a good request with the form post carrying the id_token (the tool nonce inside) and the state', async () => {
    const form = await world.sim.authorize(authRequest(), { sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' });
    expect(form.action).toBe(world.tool.launchUrl);
    expect(form.fields.state).toBe('state-9');
    const claims = decodeJwt(form.fields.id_token);
    expect(claims).toMatchObject({ nonce: 'nonce-9', sub: 'student-1', [CLAIM.resourceLink]: { id: 'link-1' } });
  });

  it('finds the launch by the lti_message_hint of its login initiation (again for a login restarted in a new window)', async () => {
    const { sim } = world;
    const params = sim.loginParameters({ sub: 'teacher-1', contextId: 'course-1', messageType: MESSAGE_TYPE.deepLinkingRequest });
    const url = authRequest({}, 'teacher-1', params.lti_message_hint);
    const form = await sim.authorize(url);
    expect(decodeJwt(form.fields.id_token)[CLAIM.messageType]).toBe(MESSAGE_TYPE.deepLinkingRequest);
    const again = await sim.authorize(url.replace('state-9', 'state-10'));
    expect(decodeJwt(again.fields.id_token)).toMatchObject({ sub: 'teacher-1', nonce: 'nonce-9' });
    await expect(sim.authorize(authRequest({}, 'teacher-1', 'made-up-hint'))).rejects.toThrow(/lti_message_hint made-up-hint was not sent by this platform/);
  });

  it.each([
    ['scope', { scope: 'openid profile' }, /scope must be "openid"/],
    ['response_type', { response_type: 'code' }, /response_type must be "id_token"/],
    ['response_mode', { response_mode: null }, /response_mode must be "form_post"/],
    ['prompt', { prompt: 'login' }, /prompt must be "none"/],
    ['client_id', { client_id: 'someone-else' }, /client_id must be/],
    ['redirect_uri', { redirect_uri: 'http://127.0.0.1:1/elsewhere' }, /redirect_uri .* is not registered/],
    ['state', { state: null }, /state is missing/],
    ['nonce', { nonce: null }, /nonce is missing/],
    ['login_hint', { login_hint: 'ta-1' }, /login_hint ta-1 is not the person launching/],
  ])('refuses a request with a bad %s', async (_name, changes, message) => {
    await expect(world.sim.authorize(authRequest(changes), { sub: 'student-1' })).rejects.toThrow(message);
  });

  it('answers a browser at GET /auth with an auto-submitting form for setNextLaunch, or a 400 page', async () => {
    const { sim, tool } = world;
    sim.setNextLaunch({ sub: 'student-1', contextId: 'course-1' });
    const good = await fetch(authRequest());
    expect(good.status).toBe(200);
    const page = await good.text();
    expect(page).toContain(`action="${tool.launchUrl}"`);
    expect(page).toMatch(/name="id_token" value="[\w-]+\.[\w-]+\.[\w-]+"/);
    expect(page).toContain('document.forms[0].submit()');
    const bad = await fetch(authRequest({ prompt: null }));
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('prompt must be');
  });
});

describe('launch', () => {
  it('runs the whole dance over HTTP and posts the form to the tool with its login cookies', async () => {
    const answer = await world.sim.launch({ sub: 'student-1', contextId: 'course-1', resourceLinkId: 'link-1' }, { method: 'POST' });
    expect(answer.status).toBe(200);
    const received = JSON.parse(answer.text);
    expect(received.cookie).toBe('lti_state=state-1');
    expect(received.form.state).toBe('state-1');
    expect(decodeJwt(received.form.id_token)).toMatchObject({ nonce: 'nonce-1', sub: 'student-1' });
  });
});

describe('course page', () => {
  it('posts the login initiation into a named iframe and answers platform storage messages from the tool origins', async () => {
    const { sim, tool } = world;
    const page = await (await fetch(sim.coursePageUrl('course-1', 'student-1', { link: 'link-1' }))).text();
    expect(page).toContain('<iframe id="tool-frame" name="tool-frame"');
    expect(page).toContain(`action="${tool.loginUrl}" target="tool-frame"`);
    expect(page).toContain('name="lti_storage_target" value="_parent"');
    expect(page).toContain(`"${tool.url}"`);
    expect(page).toContain("'lti.put_data'");
    const withoutStorage = await (await fetch(sim.coursePageUrl('course-1', 'student-1', { storage: false }))).text();
    expect(withoutStorage).not.toContain('lti_storage_target');
    expect(withoutStorage).not.toContain("'lti.put_data'");
  });

  it('refuses people outside the course', async () => {
    world.sim.addPerson({ sub: 'outsider', name: 'Out Sider', roles: [] });
    expect((await fetch(world.sim.coursePageUrl('course-1', 'outsider'))).status).toBe(403);
  });
});
