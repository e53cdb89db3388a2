import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { restoreScreenWidth, setScreenWidth } from '../../../../test/screenWidth';
import { disposeSessions, renderAdmin } from '../../../../test/renderAdmin';
import { findDialog } from '../../testing/dialogs';
import { ASSIGNMENTS_TEST_TIMEOUT, button, openTab } from '../testing/queries';
import { fakeTestsServer, makeTestCase } from './testing/fakeTestsServer';
import { renderTestsTab } from './testing/renderTestsTab';

vi.mock('../../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const LAB_1 = '/admin/Intro%20to%20Programming/Fall%202026/assignments/Lab%201';

describe('Tests tab', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('is a tab of the assignment in the admin console, with its four parts', async () => {
    renderAdmin(LAB_1, { server: fakeTestsServer() });
    // The assignment's panel loads its own code first.
    await screen.findByRole('tab', { name: 'Tests' }, { timeout: 20_000 });
    await openTab('Tests');
    for (const part of ['Environment', 'Helper files', 'Categories and tests', 'Runs']) {
      expect(await screen.findByRole('region', { name: part })).toBeTruthy();
    }
  });

  it('shows everything read-only in an archived course', async () => {
    const server = fakeTestsServer({
      archived: true,
      categories: [{ id: 1, assignment: 11, name: 'Basics', sortKey: 0 }],
      cases: [makeTestCase({ id: 10, testCategory: 1, description: 'Adds', command: 'true' })],
      files: [{ id: 3, path: 'solution.py', role: 'solution', size: 4, created: '2026-11-26T09:00:00Z' }],
    });
    renderTestsTab(server);
    const runs = within(await screen.findByRole('region', { name: 'Runs' }));
    expect(button('Add category').disabled).toBe(true);
    expect(screen.getByLabelText('Add test to Basics').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Edit test Adds').hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('Delete solution file solution.py').hasAttribute('disabled')).toBe(true);
    expect(button('Upload').disabled).toBe(true);
    expect(button('Run against solution').disabled).toBe(true);
    expect(button('Run all').disabled).toBe(true);
    expect(runs.getAllByText('The course is archived.').length).toBe(2);
  });

  it('opens a test in a drawer as wide as a 400 px screen', async () => {
    setScreenWidth(400);
    renderTestsTab(fakeTestsServer({ categories: [{ id: 1, assignment: 11, name: 'Basics', sortKey: 0 }] }));
    const section = within(await screen.findByRole('region', { name: 'Categories and tests' }));
    fireEvent.click(await section.findByLabelText('Add test to Basics'));
    const dialog = await findDialog('New test in Basics');
    const panel = dialog.closest('.ant-drawer-content-wrapper') ?? dialog.closest('.ant-drawer-section') ?? dialog;
    expect((panel as HTMLElement).style.width || getComputedStyle(panel).width).toBe('100%');
  });
});
