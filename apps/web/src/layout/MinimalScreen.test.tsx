import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { SessionMachine } from '../session/sessionMachine';
import { createMemoryStore } from '../storage/keyValueStore';
import { rememberPartnerSource, replacePartnerStoreForTests } from '../storage/partnerScreen';
import { makeUser, memoryTokens, scriptedApi } from '../test/fakes';
import { renderWithApp } from '../test/renderApp';
import { restoreScreenWidth, setScreenWidth } from '../test/screenWidth';
import { ConsoleLayout } from './ConsoleLayout';
import { PublicLayout } from './PublicLayout';

const machines: SessionMachine[] = [];
afterEach(() => {
  machines.splice(0).forEach((machine) => machine.dispose());
  restoreScreenWidth();
  replacePartnerStoreForTests(createMemoryStore());
});

function signedInMachine() {
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('t', makeUser({ email: 'ada@example.edu', studentCourses: [1] }));
  return machine;
}

function loggedOutMachine() {
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.start();
  return machine;
}

describe('the minimal screen a partner page asks for', () => {
  it('gives the consoles a header with the account and Log Out only, also at 400 px', () => {
    setScreenWidth(400);
    replacePartnerStoreForTests(createMemoryStore());
    rememberPartnerSource('partner-lms');
    renderWithApp(<ConsoleLayout>course page</ConsoleLayout>, { machine: signedInMachine(), path: '/student' });
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByText('ada@example.edu')).toBeTruthy();
    expect(within(account).getByRole('link', { name: /Log Out/ }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('link', { name: /Settings/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.getByText('course page')).toBeTruthy();
  });

  it('leaves the visitor pages without the site header and footer', () => {
    replacePartnerStoreForTests(createMemoryStore());
    rememberPartnerSource('partner-lms');
    renderWithApp(<PublicLayout>login form</PublicLayout>, { machine: loggedOutMachine(), path: '/login' });
    expect(screen.getByText('login form')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'FAQs' })).toBeNull();
  });

  it('is off without a partner source: the full headers', () => {
    replacePartnerStoreForTests(createMemoryStore());
    const consoleView = renderWithApp(<ConsoleLayout>course page</ConsoleLayout>, { machine: signedInMachine(), path: '/student' });
    expect(screen.getByRole('link', { name: /Settings/ })).toBeTruthy();
    consoleView.unmount();
    renderWithApp(<PublicLayout>login form</PublicLayout>, { machine: loggedOutMachine(), path: '/login' });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
