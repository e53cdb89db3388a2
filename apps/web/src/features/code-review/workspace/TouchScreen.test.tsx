import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionMachine } from '../../../session/sessionMachine';
import { memoryTokens, scriptedApi } from '../../../test/fakes';
import { renderWithApp } from '../../../test/renderApp';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { restoreTouchScreen, setTouchScreen } from '../../../test/touchScreen';
import { makeFile, makePermissions, makeReview } from '../panels/testing/fixtures';
import { stubLayoutApis } from '../viewer/testing/viewerFixtures';
import { ReviewWorkspace } from './ReviewWorkspace';

// On a touch screen the submission view names no keys: no shortcuts button, no key in the tooltips.

beforeAll(stubLayoutApis);
const machines: SessionMachine[] = [];
afterEach(() => {
  machines.splice(0).forEach((machine) => machine.dispose());
  restoreScreenWidth();
  restoreTouchScreen();
});

function renderWorkspace() {
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  const review = makeReview({ files: [makeFile({ id: 1, name: 'main.py', code: 'print("hi")\n' })], permissions: makePermissions({ role: 'grader', canComment: true }) });
  renderWithApp(<ReviewWorkspace review={review} mode="live" me="tara@example.edu" backTo="/grader" />, { machine, path: '/code/41' });
}

describe('the submission view on a touch screen', () => {
  it('offers the keyboard shortcuts where there is a keyboard', { timeout: 30_000 }, () => {
    setScreenWidth(1280);
    renderWorkspace();
    expect(within(screen.getByRole('navigation', { name: 'Submission' })).getByRole('button', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('leaves the keyboard shortcuts out on a touch screen', { timeout: 30_000 }, () => {
    setScreenWidth(1280);
    setTouchScreen();
    renderWorkspace();
    const bar = screen.getByRole('navigation', { name: 'Submission' });
    expect(within(bar).queryByRole('button', { name: 'Keyboard shortcuts' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Zoom in' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Press ?');
  });
});
