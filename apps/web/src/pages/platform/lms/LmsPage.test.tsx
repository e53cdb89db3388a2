import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { LTI_MESSAGES, LTI_PAGE_TEXTS, type LtiPlatform, type Organization } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { scriptedFetch, type Script, type ScriptedRequest } from '../../../test/scriptedFetch';
import LmsPage from './LmsPage';

const RIVERSIDE: Organization = { id: 3, name: 'Riverside University', shortname: 'RU', emailDomain: 'riverside.edu' };
const HILLTOP: Organization = { id: 4, name: 'Hilltop College', shortname: '', emailDomain: 'hilltop.edu' };
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000).toISOString();

const CANVAS: LtiPlatform = {
  id: 7,
  name: 'Riverside Canvas',
  issuer: 'https://canvas.instructure.com',
  clientId: '10000000000042',
  deploymentIds: ['12:abc', '13:def'],
  authLoginUrl: 'https://sso.canvaslms.com/api/lti/authorize_redirect',
  accessTokenUrl: 'https://riverside.instructure.com/login/oauth2/token',
  keysetUrl: 'https://sso.canvaslms.com/api/lti/security/jwks',
  tokenAudience: null,
  organization: 3,
  created: '2026-11-01T10:00:00Z',
  lastLaunch: hoursAgo(3),
  lastError: 'The deployment 99:zzz is not registered.',
  lastErrorAt: hoursAgo(26),
};
const MOODLE: LtiPlatform = {
  id: 8,
  name: 'Hilltop Moodle',
  issuer: 'https://moodle.hilltop.edu',
  clientId: 'aBc123',
  deploymentIds: ['1'],
  authLoginUrl: 'https://moodle.hilltop.edu/mod/lti/auth.php',
  accessTokenUrl: 'https://moodle.hilltop.edu/mod/lti/token.php',
  keysetUrl: 'https://moodle.hilltop.edu/mod/lti/certs.php',
  tokenAudience: null,
  organization: null,
  created: '2026-11-02T10:00:00Z',
  lastLaunch: null,
  lastError: null,
  lastErrorAt: null,
};

function renderLms(routes: Record<string, Script>) {
  const sent: ScriptedRequest[] = [];
  const fetch = scriptedFetch({ 'GET /organizations/': [200, [HILLTOP, RIVERSIDE]], ...routes }, { record: (request) => sent.push(request) });
  const view = renderConsole('/dashboard/lms', {
    fetch,
    token: 'admin-token',
    user: makeUser({ id: 1, email: 'ops@example.edu', marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/dashboard/lms',
    routes: <Route path="/dashboard/lms" element={<LmsPage />} />,
  });
  return { ...view, sent, writes: () => sent.filter((request) => request.method !== 'GET') };
}

function confirmIn(text: string, button: string) {
  const popup = screen.getByText(text).closest('.ant-popover') as HTMLElement;
  fireEvent.click(within(popup).getByRole('button', { name: button }));
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('LmsPage', { timeout: 60_000 }, () => {
  afterEach(() => {
    disposeConsoleSessions();
    restoreScreenWidth();
  });

  it('shows what an LMS needs and lists registrations with their last launch and last error', async () => {
    renderLms({ 'GET /lti/platforms/': [200, [CANVAS, MOODLE]] });
    expect(await screen.findByRole('heading', { level: 1, name: 'LMS (LTI)' })).toBeTruthy();
    const origin = window.location.origin;
    for (const path of ['/lti/login', '/lti/launch', '/lti/jwks', '/lti/config.json']) expect(screen.getByText(`${origin}${path}`)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Copy ${LTI_PAGE_TEXTS.keysetUrl}` })).toBeTruthy();
    expect(screen.getByText(LTI_PAGE_TEXTS.setupSteps)).toBeTruthy();

    const canvasRow = (await screen.findByText('Riverside Canvas')).closest('tr') as HTMLElement;
    expect(within(canvasRow).getByText('https://canvas.instructure.com')).toBeTruthy();
    expect(within(canvasRow).getByText('12:abc').closest('.ant-tag')).toBeTruthy();
    expect(within(canvasRow).getByText('13:def').closest('.ant-tag')).toBeTruthy();
    expect(within(canvasRow).getByText('Riverside University (RU)')).toBeTruthy();
    expect(within(canvasRow).getByText('3 hours ago').getAttribute('dateTime')).toBe(CANVAS.lastLaunch);
    expect(within(canvasRow).getByText(CANVAS.lastError!).closest('.ant-typography-danger')).toBeTruthy();
    expect(within(canvasRow).getByText('yesterday')).toBeTruthy();

    const moodleRow = screen.getByText('Hilltop Moodle').closest('tr') as HTMLElement;
    expect(within(moodleRow).getByText('None')).toBeTruthy();
    expect(within(moodleRow).getByText(LTI_PAGE_TEXTS.never)).toBeTruthy();
  });

  it('says so when no LMS is registered', async () => {
    renderLms({ 'GET /lti/platforms/': [200, []] });
    expect(await screen.findByText(LTI_PAGE_TEXTS.empty)).toBeTruthy();
  });

  it('registers: checks fields before sending, shows the server refusal beside its field, then succeeds', async () => {
    const created: LtiPlatform = { ...MOODLE, id: 9, name: 'Test Moodle', issuer: 'http://localhost:8080', clientId: 'client-1', deploymentIds: ['d1'], organization: 4 };
    const view = renderLms({
      'GET /lti/platforms/': [[200, []], [200, [created]]],
      'POST /lti/platforms/': [[400, { clientId: [LTI_MESSAGES.duplicate] }], [201, created]],
    });
    await screen.findByText(LTI_PAGE_TEXTS.empty);
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${LTI_PAGE_TEXTS.register}$`) }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText(LTI_PAGE_TEXTS.registerTitle)).toBeTruthy();

    type('Name', 'Test Moodle');
    type('Issuer', 'http://moodle.example.edu');
    type('Client ID', 'client-1');
    type('Authorization URL (OIDC)', 'http://localhost:8080/mod/lti/auth.php');
    type('Access token URL', 'http://localhost:8080/mod/lti/token.php');
    type('Keyset URL (JWKS)', 'http://localhost:8080/mod/lti/certs.php');
    const submit = () => fireEvent.click(within(drawer).getByRole('button', { name: LTI_PAGE_TEXTS.registerButton }));
    submit();
    // The contract's rules, before anything is sent: http only on a local host, at least one deployment.
    expect(await within(drawer).findByText(LTI_MESSAGES.httpsRequired)).toBeTruthy();
    expect(await within(drawer).findByText(LTI_MESSAGES.noDeployment)).toBeTruthy();
    expect(view.writes()).toEqual([]);

    type('Issuer', 'http://localhost:8080');
    fireEvent.change(screen.getByLabelText('Deployment IDs'), { target: { value: 'd1,' } });
    fireEvent.mouseDown(screen.getByLabelText('Organization'));
    fireEvent.click(await screen.findByTitle('Hilltop College'));
    await waitFor(() => expect(within(drawer).queryByText(LTI_MESSAGES.httpsRequired)).toBeNull());
    submit();
    expect(await within(drawer).findByText(LTI_MESSAGES.duplicate)).toBeTruthy();
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Test Moodle')).toBeTruthy();
    const posts = view.writes().map((request) => request.body);
    expect(posts).toHaveLength(2);
    expect(posts[1]).toEqual({
      name: 'Test Moodle',
      issuer: 'http://localhost:8080',
      clientId: 'client-1',
      deploymentIds: ['d1'],
      authLoginUrl: 'http://localhost:8080/mod/lti/auth.php',
      accessTokenUrl: 'http://localhost:8080/mod/lti/token.php',
      keysetUrl: 'http://localhost:8080/mod/lti/certs.php',
      tokenAudience: null,
      organization: 4,
    });
  });

  it('makes a single-use registration link for an organization and shows it to copy', async () => {
    const url = 'http://app.test/lti/register?code=abc123';
    const view = renderLms({
      'GET /lti/platforms/': [200, [CANVAS]],
      'POST /lti/registrationLinks/': [201, { id: 5, url, expires: '2026-12-01T10:00:00Z', organization: 3 }],
    });
    await screen.findByText('Riverside Canvas');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${LTI_PAGE_TEXTS.registrationLink}$`) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(LTI_PAGE_TEXTS.registrationLinkIntro)).toBeTruthy();
    expect(view.writes()).toEqual([]);
    fireEvent.mouseDown(screen.getByLabelText(LTI_PAGE_TEXTS.registrationLinkOrganization));
    fireEvent.click(await screen.findByTitle('Riverside University (RU)'));
    fireEvent.click(within(dialog).getByRole('button', { name: LTI_PAGE_TEXTS.registrationLinkCreate }));
    expect(((await screen.findByLabelText(LTI_PAGE_TEXTS.registrationLinkLabel)) as HTMLInputElement).value).toBe(url);
    expect(within(dialog).getByRole('button', { name: new RegExp(`${LTI_PAGE_TEXTS.copy}$`) })).toBeTruthy();
    expect(view.writes().map((request) => [request.path, request.body])).toEqual([['/lti/registrationLinks/', { organization: 3 }]]);
  });

  it('edits a registration, sending only what changed', async () => {
    const renamed = { ...CANVAS, name: 'Riverside Canvas (prod)', organization: null };
    const view = renderLms({ 'GET /lti/platforms/': [[200, [CANVAS]], [200, [renamed]]], 'PATCH /lti/platforms/7/': [200, renamed] });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Riverside Canvas' }));
    const drawer = await screen.findByRole('dialog');
    expect((screen.getByLabelText('Client ID') as HTMLInputElement).value).toBe(CANVAS.clientId);
    expect(within(drawer).getByText('12:abc')).toBeTruthy();
    type('Name', 'Riverside Canvas (prod)');
    fireEvent.mouseDown(screen.getByLabelText('Organization'));
    fireEvent.click(await screen.findByTitle(LTI_PAGE_TEXTS.noOrganization));
    fireEvent.click(within(drawer).getByRole('button', { name: LTI_PAGE_TEXTS.save }));
    expect(await screen.findByText('Riverside Canvas (prod)')).toBeTruthy();
    expect(view.writes().map((request) => [request.method, request.path, request.body])).toEqual([
      ['PATCH', '/lti/platforms/7/', { name: 'Riverside Canvas (prod)', organization: null }],
    ]);
  });

  it('removes a registration after a confirmation that says what it does', async () => {
    const view = renderLms({ 'GET /lti/platforms/': [200, [CANVAS, MOODLE]], 'DELETE /lti/platforms/8/': [204, null] });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Hilltop Moodle' }));
    expect(view.writes()).toEqual([]);
    confirmIn(LTI_PAGE_TEXTS.confirmRemove('Hilltop Moodle'), 'Remove');
    await waitFor(() => expect(screen.queryByText('Hilltop Moodle')).toBeNull());
    expect(screen.getByText('Riverside Canvas')).toBeTruthy();
    expect(view.writes().map((request) => [request.method, request.path])).toEqual([['DELETE', '/lti/platforms/8/']]);
  });

  it('rotates our keys after a confirmation and names the new key', async () => {
    const view = renderLms({ 'GET /lti/platforms/': [200, [CANVAS]], 'POST /lti/keys/rotate/': [200, { kid: 'k-2026-11-29' }] });
    await screen.findByText('Riverside Canvas');
    fireEvent.click(screen.getByRole('button', { name: new RegExp(`${LTI_PAGE_TEXTS.rotate}$`) }));
    confirmIn(LTI_PAGE_TEXTS.confirmRotate, 'Rotate');
    expect(await screen.findByText(LTI_PAGE_TEXTS.rotated('k-2026-11-29'))).toBeTruthy();
    expect(view.writes().map((request) => request.path)).toEqual(['/lti/keys/rotate/']);
  });

  it('keeps its table inside a phone screen, scrolling sideways', async () => {
    setScreenWidth(400);
    renderLms({ 'GET /lti/platforms/': [200, [CANVAS]] });
    const row = (await screen.findByText('Riverside Canvas')).closest('.ant-table') as HTMLElement;
    expect(row.querySelector('.ant-table-content, .ant-table-body')?.getAttribute('style') ?? '').toMatch(/overflow/);
    expect(screen.getByRole('button', { name: 'Edit Riverside Canvas' })).toBeTruthy();
  });
});
