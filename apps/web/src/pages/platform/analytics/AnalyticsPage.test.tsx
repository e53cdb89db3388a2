import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlatformAnalytics } from '@marginalia/contracts';
import { ANALYTICS, consoleScript, renderPlatform } from '../../../test/platformConsole';
import { disposeConsoleSessions } from '../../../test/renderConsole';

const HILLTOP_ANALYTICS: PlatformAnalytics = {
  ...ANALYTICS,
  activeUsers: { students: [4, 5, 6, 5], graders: [1, 1, 1, 0], admins: [1, 1, 1, 1] },
  submissions: [12, 15, 21, 9],
};
const QUIET: PlatformAnalytics = {
  ...ANALYTICS,
  activeUsers: { students: [0, 0, 0, 0], graders: [0, 0, 0, 0], admins: [0, 0, 0, 0] },
  submissions: [0, 0, 0, 0],
  comments: [0, 0, 0, 0],
  testRuns: [0, 0, 0, 0],
};

describe('analytics page', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('draws the charts from a chunk of their own, each with a summary, and the numbers by week in a table', async () => {
    const { queries } = renderPlatform('/dashboard/analytics');
    const submissions = await screen.findByRole('figure', { name: /^Submissions per week/ });
    // The chart code is not part of the page: until its chunk arrives a spinner holds the chart's place.
    expect(within(submissions).queryByRole('status', { name: 'Loading the chart' })).not.toBeNull();
    // jsdom has no layout, so the chart has no size to draw at; its container shows that the chunk came.
    await waitFor(() => expect(submissions.querySelector('.recharts-responsive-container')).not.toBeNull());
    expect(within(submissions).queryByRole('status')).toBeNull();
    expect(queries('/platform/analytics/')).toEqual([{ weeks: '26' }]);

    expect(submissions.getAttribute('aria-label')).toBe(
      'Submissions per week from Nov 2, 2026 to Nov 23, 2026: 570 in all, at most 210 (week of Nov 16, 2026), 90 in the latest week.',
    );
    const people = screen.getByRole('figure', { name: /^Weekly active people: students/ }).getAttribute('aria-label')!;
    expect(people).toContain('Weekly active people: students from Nov 2, 2026 to Nov 23, 2026: at most 61 (week of Nov 16, 2026), 52 in the latest week.');
    expect(people).toContain('Weekly active people: admins');
    expect(screen.getByRole('figure', { name: /^Comments per week.*1,095 in all/ })).toBeTruthy();
    expect(screen.getByRole('figure', { name: /^Test runs per week.*264 in all/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Numbers by week/ }));
    const numbers = await screen.findByRole('table', { name: 'Numbers by week' });
    const rows = [...numbers.querySelectorAll('tbody tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Nov 23, 2026', '52', '5', '1', '90', '100', '30']);
    expect(rows.at(-1)).toEqual(['Nov 2, 2026', '40', '4', '2', '120', '300', '60']);
  });

  it('shows one organization’s weeks once it is chosen, and a longer span', async () => {
    const script = consoleScript({ 'GET /platform/analytics/': [[200, ANALYTICS], [200, HILLTOP_ANALYTICS]] });
    const { queries } = renderPlatform('/dashboard/analytics', { script });
    await screen.findByRole('figure', { name: /^Submissions per week.*570 in all/ });
    const select = screen.getByRole('combobox', { name: 'Organization' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle('Hilltop College (HC)'));
    await screen.findByRole('figure', { name: /^Submissions per week.*57 in all/ });
    expect(queries('/platform/analytics/').at(-1)).toEqual({ organization: '4', weeks: '26' });

    fireEvent.click(screen.getByText('1 year'));
    await waitFor(() => expect(queries('/platform/analytics/').at(-1)).toEqual({ organization: '4', weeks: '52' }));
  });

  it('says when nothing happened in the weeks shown', async () => {
    renderPlatform('/dashboard/analytics?organization=4', { script: consoleScript({ 'GET /platform/analytics/': [200, QUIET] }) });
    expect(await screen.findByText('Nobody in this organization used the app in these weeks.')).toBeTruthy();
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('says when the analytics cannot be loaded', async () => {
    renderPlatform('/dashboard/analytics', { script: consoleScript({ 'GET /platform/analytics/': [400, { weeks: ['Too many.'] }] }) });
    expect(await screen.findByText('Could not load the analytics.')).toBeTruthy();
  });
});
