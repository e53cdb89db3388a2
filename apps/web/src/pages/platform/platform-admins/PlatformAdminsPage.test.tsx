import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { PLATFORM_ADMIN_MESSAGES, type PlatformAdmin } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { makeUser } from '../../../test/fakes';
import { disposeConsoleSessions, renderConsole } from '../../../test/renderConsole';
import { scriptedFetch, type ScriptedRequest, type Script } from '../../../test/scriptedFetch';
import PlatformAdminsPage from './PlatformAdminsPage';

const ME: PlatformAdmin = { id: 1, email: 'ops@example.edu', fromConfiguration: false, isActivated: true };
const CONFIGURED: PlatformAdmin = { id: 2, email: 'root@example.edu', fromConfiguration: true, isActivated: false };
const NEWCOMER: PlatformAdmin = { id: 5, email: 'new@example.edu', fromConfiguration: false, isActivated: true };

function renderAdmins(routes: Record<string, Script>) {
  const sent: ScriptedRequest[] = [];
  const fetch = scriptedFetch(routes, { record: (request) => sent.push(request) });
  const view = renderConsole('/dashboard/platform-admins', {
    fetch,
    token: 'admin-token',
    user: makeUser({ id: 1, email: ME.email, marginaliaAdmin: true }),
    preferences: createPreferencesStore(createMemoryStore()),
    currentUrl: 'http://app.test/dashboard/platform-admins',
    routes: <Route path="/dashboard/platform-admins" element={<PlatformAdminsPage />} />,
  });
  return { ...view, sent };
}

describe('PlatformAdminsPage', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('grants after a confirmation, and refuses an unknown address beside the field', async () => {
    const view = renderAdmins({
      'GET /platformAdmins/': [200, [ME, CONFIGURED]],
      'POST /platformAdmins/': [[400, { email: [PLATFORM_ADMIN_MESSAGES.unknownEmail] }], [200, [ME, CONFIGURED, NEWCOMER]]],
    });
    expect(await screen.findByText('root@example.edu')).toBeTruthy();
    const input = screen.getByLabelText('Grant to');
    const grantTo = async (email: string) => {
      fireEvent.change(input, { target: { value: email } });
      fireEvent.click(screen.getAllByRole('button', { name: 'Grant' })[0]!);
      const confirm = await screen.findByText(PLATFORM_ADMIN_MESSAGES.confirmGrant(email));
      fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Grant' }));
    };
    await grantTo('nobody@example.edu');
    expect(await screen.findByText(PLATFORM_ADMIN_MESSAGES.unknownEmail)).toBeTruthy();
    await grantTo('new@example.edu');
    expect(await screen.findByText('new@example.edu')).toBeTruthy();
    expect(view.sent.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([{ email: 'nobody@example.edu' }, { email: 'new@example.edu' }]);
  });

  it('revokes after a confirmation, never the configured ones', async () => {
    const view = renderAdmins({ 'GET /platformAdmins/': [200, [ME, CONFIGURED, NEWCOMER]], 'DELETE /platformAdmins/5/': [200, [ME, CONFIGURED]] });
    await screen.findByText('new@example.edu');
    expect(screen.getByRole('button', { name: 'Revoke root@example.edu' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Revoke new@example.edu' }));
    const confirm = await screen.findByText(PLATFORM_ADMIN_MESSAGES.confirmRevoke('new@example.edu'));
    const popup = confirm.closest('.ant-popover') as HTMLElement;
    fireEvent.click(within(popup).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(screen.queryByText('new@example.edu')).toBeNull());
    expect(view.sent.some((request) => request.method === 'DELETE' && request.path === '/platformAdmins/5/')).toBe(true);
  });
});
