import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { makeLeaderboard } from '../../../../../features/leaderboard/testing/fixtures';
import { disposeSessions } from '../../../../../test/renderAdmin';
import { fakeTestsServer, TESTS_ASSIGNMENT_ID } from '../testing/fakeTestsServer';
import { renderTestsTab } from '../testing/renderTestsTab';

afterEach(disposeSessions);

describe('the leaderboard of the Tests tab', { timeout: 60_000 }, () => {
  it('shows staff the ranked table students see, with no row of their own', async () => {
    const leaderboard = makeLeaderboard({ assignment: TESTS_ASSIGNMENT_ID, rows: makeLeaderboard().rows.map((row) => ({ ...row, mine: false })) });
    renderTestsTab(fakeTestsServer({ leaderboard }));
    const section = within(await screen.findByRole('region', { name: 'Leaderboard' }));
    const rows = [...section.getByRole('table').querySelectorAll('tr[data-row-key]')];
    expect(rows.map((row) => row.querySelector('td:nth-child(2)')!.textContent)).toEqual(['Blue Heron', 'Anonymous 12', '<b>Bold</b>']);
    expect(section.queryByLabelText('Your name on the leaderboard')).toBeNull();
  });

  it('is absent while the assignment has no leaderboard', async () => {
    const server = fakeTestsServer();
    renderTestsTab(server);
    expect(await screen.findByRole('region', { name: 'Runs' })).toBeTruthy();
    await waitFor(() => expect(server.sent('GET', `/assignments/${TESTS_ASSIGNMENT_ID}/leaderboard/`)).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
  });
});
