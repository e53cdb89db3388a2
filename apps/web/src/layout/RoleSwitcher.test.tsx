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
