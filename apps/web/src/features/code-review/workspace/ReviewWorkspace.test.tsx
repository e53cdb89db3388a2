import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FINISHED_WORK_TEXTS, REVISION_TEXTS } from '@marginalia/contracts';
import { createPreferencesStore } from '../../../preferences/localPreferences';
import { createMemoryStore } from '../../../storage/keyValueStore';
import { SessionMachine } from '../../../session/sessionMachine';
import { memoryTokens, scriptedApi } from '../../../test/fakes';
import { renderWithApp } from '../../../test/renderApp';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { makeFile, makePermissions, makeResult, makeReview, makeSubmission, makeTestCase, makeTestCategory } from '../panels/testing/fixtures';
import { stubLayoutApis } from '../viewer/testing/viewerFixtures';
import { ReviewWorkspace } from './ReviewWorkspace';

// The submission view's layout by screen width: three columns on a wide screen; on a phone the code alone, with
// the files and the panels in drawers opened from the top bar.

beforeAll(stubLayoutApis);
const machines: SessionMachine[] = [];
afterEach(() => {
  machines.splice(0).forEach((machine) => machine.dispose());
  restoreScreenWidth();
});

const review = makeReview({
  files: [makeFile({ id: 1, name: 'main.py', code: 'print("hi")\n' }), makeFile({ id: 2, name: 'util.py', code: 'def util():\n    pass\n' })],
  permissions: makePermissions({ role: 'student' }),
});

function renderAt(width: number, shown = review, me = 'student@example.edu', preferences = createPreferencesStore(createMemoryStore())) {
  setScreenWidth(width);
  const machine = new SessionMachine({ api: scriptedApi().api, tokens: memoryTokens(), forgetPreferences: () => {} });
  machines.push(machine);
  return renderWithApp(<ReviewWorkspace review={shown} mode="live" me={me} backTo="/student" />, { machine, path: '/code/41', preferences });
}

describe('ReviewWorkspace layout', () => {
  it('shows the files beside the code on a wide screen', { timeout: 20_000 }, () => {
    renderAt(1280);
    expect(within(screen.getByRole('navigation', { name: 'Files' })).getByText('util.py')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menus' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open files' })).toBeNull();
  });

  it('moves the files and the panels into drawers on a phone', { timeout: 20_000 }, async () => {
    renderAt(400);
    expect(screen.queryByRole('navigation', { name: 'Files' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menus' })).toBeNull();
    expect(screen.getByTestId('code-viewer').getAttribute('data-file-id')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Open files' }));
    const files = await screen.findByRole('navigation', { name: 'Files' });
    fireEvent.click(within(files).getByText('util.py'));
    await waitFor(() => expect(screen.getByTestId('code-viewer').getAttribute('data-file-id')).toBe('2'));

    fireEvent.click(screen.getByRole('button', { name: 'Open tests and info' }));
    // The panels come in their own chunk, loaded when the drawer first opens.
    const info = await screen.findByRole('tab', { name: /Info/ }, { timeout: 8000 });
    expect(info.closest('.ant-drawer')).not.toBeNull();
  });

  it('tells a student that the published feedback they read is being revised', { timeout: 20_000 }, () => {
    renderAt(1280, { ...review, beingRevised: true });
    expect(screen.getByText(REVISION_TEXTS.studentBanner)).toBeTruthy();
    expect(screen.getByText(REVISION_TEXTS.studentExplanation)).toBeTruthy();
  });
});

describe('ReviewWorkspace for staff', () => {
  it('says when the submission needs attention because its newest run could not be graded', { timeout: 20_000 }, () => {
    renderAt(1280, { ...review, submission: makeSubmission({ needsAttention: true }), permissions: makePermissions({ role: 'grader' }) }, 'ta@example.edu');
    expect(screen.getByText('Needs attention')).toBeTruthy();
    expect(screen.getByText(/The newest test run could not be graded, so the grade is blank/)).toBeTruthy();
  });

  it('says nothing of it otherwise', { timeout: 20_000 }, () => {
    renderAt(1280, { ...review, permissions: makePermissions({ role: 'grader' }) }, 'ta@example.edu');
    expect(screen.queryByText('Needs attention')).toBeNull();
  });
});

describe('ReviewWorkspace grade', () => {
  // 10 points, two tests worth 5 each, both passed: their sum is 10, but the run reported its own total of 7.5.
  const tested = {
    ...review,
    assignment: { ...review.assignment, points: 10, additiveGrading: true },
    permissions: makePermissions({ role: 'grader', showPoints: true }),
    testCategories: [makeTestCategory({ id: 3, name: 'Autograder' })],
    testCases: [makeTestCase({ id: 4, testCategory: 3, description: 'a', pointsPass: 5 }), makeTestCase({ id: 5, testCategory: 3, description: 'b', pointsPass: 5 })],
    submissionTests: [makeResult({ id: 6, testCase: 4, testCategory: 3, passed: true }), makeResult({ id: 7, testCase: 5, testCategory: 3, passed: true })],
  };

  it('shows in the header the grade the API stores: the run’s own total replaces the sum of its tests', { timeout: 20_000 }, () => {
    renderAt(1280, { ...tested, testScore: 7.5 }, 'ta@example.edu');
    expect(screen.getByLabelText('Grade').textContent).toBe('7.5 / 10');
  });

  it('adds the tests’ points when the run reported no total', { timeout: 20_000 }, () => {
    renderAt(1280, { ...tested, testScore: null }, 'ta@example.edu');
    expect(screen.getByLabelText('Grade').textContent).toBe('10 / 10');
  });
});

describe('ReviewWorkspace gives the code the room', () => {
  const staff = { ...review, permissions: makePermissions({ role: 'grader' }) };

  it('collapses the files and the panels to rails with labelled buttons, and remembers it', { timeout: 30_000 }, async () => {
    const preferences = createPreferencesStore(createMemoryStore());
    const { unmount } = renderAt(1280, staff, 'ta@example.edu', preferences);
    fireEvent.click(screen.getByRole('button', { name: 'Hide files' }));
    expect(screen.queryByRole('navigation', { name: 'Files' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Show files' }).getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(await screen.findByRole('button', { name: 'Hide panels' }, { timeout: 8000 }));
    expect(screen.queryByRole('complementary', { name: 'Rubric, tests and information' })).toBeNull();
    expect(preferences.get()).toMatchObject({ fileMenuHidden: true, sidePanelsCollapsed: true });

    // Read again, the page opens as the grader left it; the rails open the columns again.
    unmount();
    renderAt(1280, staff, 'ta@example.edu', preferences);
    fireEvent.click(screen.getByRole('button', { name: 'Show files' }));
    expect(within(screen.getByRole('navigation', { name: 'Files' })).getByText('util.py')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show panels' }));
    expect(await screen.findByRole('complementary', { name: 'Rubric, tests and information' }, { timeout: 8000 })).toBeTruthy();
    expect(preferences.get()).toMatchObject({ fileMenuHidden: false, sidePanelsCollapsed: false });
  });

  it('sets the code width preference from its control', { timeout: 30_000 }, async () => {
    const preferences = createPreferencesStore(createMemoryStore());
    renderAt(1280, staff, 'ta@example.edu', preferences);
    const control = screen.getByRole('combobox', { name: 'Code width' });
    fireEvent.mouseDown(control);
    fireEvent.click(await screen.findByText('720 px (about 93 characters)'));
    expect(preferences.get().codeWidth).toBe(720);
  });

  it('shows Unfinalize disabled, with the reason, where only course admins can reopen finished work', { timeout: 30_000 }, () => {
    const finished = { ...staff, submission: makeSubmission({ isFinalized: true, grader: 'ta@example.edu' }), course: { ...staff.course, noUnfinalize: true } };
    renderAt(1280, finished, 'ta@example.edu');
    const button = screen.getByRole('button', { name: 'Unfinalize' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)?.textContent).toBe(FINISHED_WORK_TEXTS.onlyAdminsReopen);
  });
});
