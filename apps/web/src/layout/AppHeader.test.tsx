import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { SessionMachine } from '../session/sessionMachine';
import { makeUser, memoryTokens, scriptedApi } from '../test/fakes';
import { renderWithApp } from '../test/renderApp';
import { restoreScreenWidth, setScreenWidth } from '../test/screenWidth';
import { AppHeader } from './AppHeader';

const machines: SessionMachine[] = [];
afterEach(() => {
  machines.splice(0).forEach((machine) => machine.dispose());
  restoreScreenWidth();
});

function renderHeader(width: number) {
  setScreenWidth(width);
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('t', makeUser({ email: 'ada@example.edu', studentCourses: [1], courseadminCourses: [2] }));
  renderWithApp(<AppHeader />, { machine, path: '/student' });
  return screen.getByRole('navigation', { name: 'Account' });
}

describe('AppHeader', () => {
  it('shows the e-mail, role switcher, Settings and Log Out in one row on a wide screen', () => {
    const account = renderHeader(1280);
    expect(within(account).getByText('ada@example.edu')).toBeTruthy();
    expect(within(account).getByRole('button', { name: /Switch Roles/ })).toBeTruthy();
    expect(within(account).getByRole('link', { name: /Settings/ })).toBeTruthy();
    expect(within(account).getByRole('link', { name: /Log Out/ })).toBeTruthy();
    expect(within(account).queryByRole('button', { name: 'Account menu' })).toBeNull();
  });

  it('folds all of it into the account menu on a phone', async () => {
    const account = renderHeader(400);
    expect(within(account).queryByText('ada@example.edu')).toBeNull();
    expect(within(account).queryByRole('link', { name: /Settings/ })).toBeNull();

    fireEvent.click(within(account).getByRole('button', { name: 'Account menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).getByText('ada@example.edu')).toBeTruthy();
    expect(within(menu).getByRole('button', { name: /Switch Roles/ })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /Settings/ }).getAttribute('href')).toBe('/settings');
    expect(within(menu).getByRole('link', { name: /Log Out/ }).getAttribute('href')).toBe('/logout');
  });
});
