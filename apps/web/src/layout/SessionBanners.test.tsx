import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { MESSAGES, SESSION } from '@marginalia/contracts';
import { SessionMachine } from '../session/sessionMachine';
import { memoryTokens, scriptedApi } from '../test/fakes';
import { renderWithApp } from '../test/renderApp';
import { SessionBanners } from './SessionBanners';

describe('SessionBanners', () => {
  afterEach(() => vi.useRealTimers());

  it('shows "Still trying to connect..." once the session check has waited 15 s', async () => {
    vi.useFakeTimers();
    const { api, queues } = scriptedApi();
    queues.currentUser.push(() => new Promise(() => {}));
    const machine = new SessionMachine({ api, tokens: memoryTokens('t'), forgetPreferences: () => {} });
    machine.start();
    renderWithApp(<SessionBanners />, { machine });
    expect(screen.queryByText(MESSAGES.stillTryingToConnect)).toBeNull();
    await vi.advanceTimersByTimeAsync(SESSION.connectionNoticeMs);
    vi.useRealTimers();
    expect(await screen.findByText(MESSAGES.stillTryingToConnect)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    machine.dispose();
  });

  it('asks to allow cookies when storage is blocked, with steps for Chrome and Firefox', async () => {
    const { api } = scriptedApi();
    const machine = new SessionMachine({ api, tokens: memoryTokens(), forgetPreferences: () => {}, storageBlocked: true });
    machine.start();
    renderWithApp(<SessionBanners />, { machine });
    expect(await screen.findByText(/Please allow cookies for/)).toBeTruthy();
    expect(screen.getByText('Chrome:')).toBeTruthy();
    expect(screen.getByText('Firefox:')).toBeTruthy();
  });
});
