import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@marginalia/contracts';
import { SessionMachine } from '../session/sessionMachine';
import { makeUser, memoryTokens, scriptedApi } from '../test/fakes';
import { renderWithApp } from '../test/renderApp';
import { RoleSwitcher } from './RoleSwitcher';

const machines: SessionMachine[] = [];
afterEach(() => machines.splice(0).forEach((machine) => machine.dispose()));

function renderSwitcher(path: string) {
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  machine.adopt('t', makeUser({ studentCourses: [1], courseadminCourses: [2] }));
  renderWithApp(<RoleSwitcher />, { machine, path });
}

describe('RoleSwitcher', () => {
  it('has a "Switch Roles" tooltip', async () => {
    renderSwitcher('/student');
    fireEvent.mouseEnter(screen.getByRole('button', { name: `${MESSAGES.switchRoles}: Student Console` }));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', MESSAGES.switchRoles);
  });

  it('lists only the other consoles the user has, and help about roles', async () => {
    renderSwitcher('/student/CS101');
    fireEvent.click(screen.getByRole('button', { name: /Switch Roles/ }));
    expect(await screen.findByRole('link', { name: 'Admin Console' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Student Console' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Grader Console' })).toBeNull();
    expect(screen.getByRole('link', { name: 'What are roles?' })).toBeTruthy();
  });
});

describe('RoleSwitcher label', () => {
  function renderFor(path: string, user: ReturnType<typeof makeUser>) {
    const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
    machines.push(machine);
    machine.adopt('t', user);
    renderWithApp(<RoleSwitcher />, { machine, path });
  }

  it('says "Consoles" off a console only for someone holding several', () => {
    renderFor('/settings', makeUser({ studentCourses: [1], courseadminCourses: [2] }));
    expect(screen.getByRole('button', { name: `${MESSAGES.switchRoles}: Consoles` })).toBeTruthy();
  });

  it('names the one console a user holds when off it', () => {
    renderFor('/settings', makeUser({ graderCourses: [3] }));
    expect(screen.getByRole('button', { name: `${MESSAGES.switchRoles}: Grader Console` })).toBeTruthy();
    expect(screen.queryByText('Consoles')).toBeNull();
  });

  it('offers no switcher to someone holding no console, only the help about roles', () => {
    renderFor('/dashboard', makeUser({ marginaliaAdmin: true }));
    expect(screen.queryByRole('button', { name: /Switch Roles/ })).toBeNull();
    expect(screen.queryByText('Consoles')).toBeNull();
    expect(screen.getByRole('link', { name: /What are roles\?/ }).getAttribute('href')).toBe('/docs#roles');
  });
});
