import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { IMPERSONATION_TEXTS, PASSWORD_MESSAGES, SETTINGS_TEXTS } from '@marginalia/contracts';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { makeUser } from '../../test/fakes';
import { disposeConsoleSessions } from '../../test/renderConsole';
import { ME, renderSettings } from './testing/renderSettings';

const NEW_KEY = 'a'.repeat(40);
const section = (name: string) => screen.getByRole('region', { name });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SettingsPage', { timeout: 30_000 }, () => {
  const clipboard = { writeText: vi.fn(async (_text: string) => {}) };
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  });
  afterEach(() => {
    clipboard.writeText.mockClear();
    disposeConsoleSessions();
  });

  it('resets the API key after a confirmation, shows the new key once to copy, and lists the courses it reaches', async () => {
    const view = renderSettings({ 'POST /users/requestAPIToken/': [200, { ...ME, api_token: NEW_KEY }] });
    const apiKey = section('API key');
    expect(await within(apiKey).findByText('CS 101')).toBeTruthy();
    expect(within(apiKey).getByText('Fall 2026')).toBeTruthy();
    expect(within(apiKey).getByRole('columnheader', { name: 'ID' })).toBeTruthy();

    await waitFor(() => expect((within(apiKey).getByRole('button', { name: /Reset API key/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(apiKey).getByRole('button', { name: /Reset API key/ }));
    expect(await screen.findByText(SETTINGS_TEXTS.resetApiKeyConfirm)).toBeTruthy();
    expect(view.server.sent.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));

    const keyField = (await screen.findByLabelText('Your new API key')) as HTMLInputElement;
    expect(keyField.value).toBe(NEW_KEY);
    expect(screen.getByText(SETTINGS_TEXTS.copyKeyNow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy API key' }));
    await waitFor(() => expect(clipboard.writeText).toHaveBeenCalledWith(NEW_KEY));
    expect(view.server.sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/users/requestAPIToken/']);
  });

  it('offers to create a key, without a confirmation, when there is none; then offers to reset it', async () => {
    const view = renderSettings({ 'GET /users/me/': [200, { ...ME, hasApiKey: false }], 'POST /users/requestAPIToken/': [200, { ...ME, hasApiKey: true, api_token: NEW_KEY }] });
    const apiKey = section('API key');
    fireEvent.click(await within(apiKey).findByRole('button', { name: /Create API key/ }));
    expect(((await screen.findByLabelText('Your new API key')) as HTMLInputElement).value).toBe(NEW_KEY);
    expect(screen.queryByText(SETTINGS_TEXTS.resetApiKeyConfirm)).toBeNull();
    expect(within(apiKey).getByRole('button', { name: /Reset API key/ })).toBeTruthy();
    expect(within(apiKey).queryByRole('button', { name: /Create API key/ })).toBeNull();
    expect(view.server.sent.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/users/requestAPIToken/']);
  });

  it('has no API key section for people who cannot change rosters', async () => {
    renderSettings({}, { user: makeUser({ canModifyRosters: false }) });
    expect(await screen.findByRole('region', { name: 'Product tips' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'API key' })).toBeNull();
  });

  it('turns product tips off on the account', async () => {
    const view = renderSettings({});
    const tips = (await screen.findByRole('switch', { name: 'Show product tips' })) as HTMLButtonElement;
    await waitFor(() => expect(tips.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(tips);
    await waitFor(() => expect(tips.getAttribute('aria-checked')).toBe('false'));
    expect(view.server.sent.filter((call) => call.method === 'PATCH')).toEqual([{ method: 'PATCH', path: '/users/me/', body: { showProductTips: false } }]);
  });

  it('keeps Change password disabled until the rules of docs/PRODUCT.md §5.1 hold, and shows their messages', async () => {
    renderSettings({});
    const button = () => screen.getByRole('button', { name: 'Change password' }) as HTMLButtonElement;
    expect(button().disabled).toBe(true);
    type('Current password', 'old secret');
    type('New password', 'short');
    expect(await screen.findByText(PASSWORD_MESSAGES.tooShort)).toBeTruthy();
    type('New password', 'long enough now');
    type('Confirm new password', 'long enough no');
    expect(await screen.findByText(PASSWORD_MESSAGES.mismatch)).toBeTruthy();
    expect(button().disabled).toBe(true);
    type('Confirm new password', 'long enough now');
    await waitFor(() => expect(button().disabled).toBe(false));
  });

  it('changes the password and carries on with the new session token', async () => {
    const fresh = makeUser({ token: 'new-session', canModifyRosters: true });
    const view = renderSettings({ 'POST /users/me/password/': [200, { token: 'new-session', user: fresh }] });
    type('Current password', 'old secret');
    type('New password', 'long enough now');
    type('Confirm new password', 'long enough now');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SETTINGS_TEXTS.passwordChanged)).toBeTruthy();
    expect(view.machine.getState().token).toBe('new-session');
    expect(view.server.sent.find((call) => call.path === '/users/me/password/')?.body).toEqual({
      currentPassword: 'old secret',
      password1: 'long enough now',
      password2: 'long enough now',
    });
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('shows a wrong current password beside its field', async () => {
    const view = renderSettings({ 'POST /users/me/password/': [400, { currentPassword: [SETTINGS_TEXTS.wrongCurrentPassword] }] });
    type('Current password', 'not it');
    type('New password', 'long enough now');
    type('Confirm new password', 'long enough now');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(SETTINGS_TEXTS.wrongCurrentPassword)).toBeTruthy();
    expect(view.machine.getState().token).toBe('session-token');
    expect(view.notifications).toEqual([]);
  });

  it('stores the theme choice; System forgets it and keeps the other preferences', async () => {
    const preferences = createPreferencesStore(createMemoryStore());
    preferences.set('codeZoom', 1.5);
    renderSettings({}, { preferences });
    const theme = await screen.findByRole('region', { name: 'Theme' });
    fireEvent.click(within(theme).getByText('Dark'));
    expect(preferences.stored()).toEqual({ codeZoom: 1.5, darkMode: true });
    fireEvent.click(within(theme).getByText('Light'));
    expect(preferences.stored()).toEqual({ codeZoom: 1.5, darkMode: false });
    fireEvent.click(within(theme).getByText('System'));
    expect(preferences.stored()).toEqual({ codeZoom: 1.5 });
  });

  it('lists when platform admins acted as the person, and says so when none did', async () => {
    renderSettings({
      'GET /users/me/accountAccess/': [
        200,
        [{ id: 2, adminEmail: 'ops@example.edu', startedAt: '2026-11-20T10:00:00Z', endedAt: '2026-11-20T10:20:00Z', expiresAt: '2026-11-20T11:00:00Z' }],
      ],
    });
    const section = await screen.findByRole('region', { name: IMPERSONATION_TEXTS.accessTitle });
    expect(await within(section).findByText('ops@example.edu')).toBeTruthy();
    cleanup();
    renderSettings({});
    const empty = await screen.findByRole('region', { name: IMPERSONATION_TEXTS.accessTitle });
    expect(await within(empty).findByText(IMPERSONATION_TEXTS.accessNone)).toBeTruthy();
  });
});
