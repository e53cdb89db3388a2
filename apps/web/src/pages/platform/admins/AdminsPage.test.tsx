import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consoleScript, renderPlatform } from '../../../test/platformConsole';
import { disposeConsoleSessions } from '../../../test/renderConsole';

describe('admins page', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('lists each admin and course with login-as and activity links', async () => {
    renderPlatform('/dashboard/admins');
    const table = await screen.findByRole('table', { name: 'Admins' });
    const row = (await within(table).findByText('alan+cs@hilltop.edu')).closest('tr')!;
    expect(within(row).getByText('Hilltop College')).toBeTruthy();
    expect(within(row).getByText('(HC)')).toBeTruthy();
    expect(within(row).getByText('Algorithms')).toBeTruthy();
    expect(within(row).getByText('Spring 2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Log in as alan+cs@hilltop.edu' }).getAttribute('href')).toBe('/loginAs/alan%2Bcs%40hilltop.edu?from=%2Fdashboard%2Fadmins');
    expect(within(row).getByRole('link', { name: 'Activity of alan+cs@hilltop.edu' }).getAttribute('href')).toBe('/dashboard/audit?actor=22');
  });

  it('shows no empty parentheses for an organization without a short name', async () => {
    const row = { userId: 23, email: 'ada@lakeside.edu', organization: { id: 9, name: 'Lakeside College', shortname: '' }, course: { id: 301, name: 'Systems', period: 'Fall 2026' }, adminCount: 1 };
    renderPlatform('/dashboard/admins', { script: consoleScript({ 'GET /platform/courseAdmins/': [200, { count: 1, next: null, previous: null, results: [row] }] }) });
    const table = await screen.findByRole('table', { name: 'Admins' });
    const cells = (await within(table).findByText('ada@lakeside.edu')).closest('tr')!;
    expect(within(cells).getByText('Lakeside College')).toBeTruthy();
    expect(cells.textContent).not.toContain('()');
  });

  it('sends the search, the sort and the page to the server', async () => {
    const { queries } = renderPlatform('/dashboard/admins');
    const table = await screen.findByRole('table', { name: 'Admins' });
    await within(table).findByText('grace@riverside.edu');
    const sent = () => queries('/platform/courseAdmins/').at(-1);
    expect(sent()).toEqual({ page: '1', page_size: '25' });

    // The search waits for the typing to pause, then starts from the first page.
    const search = screen.getByRole('searchbox', { name: 'Search admins' });
    fireEvent.change(search, { target: { value: 'f' } });
    fireEvent.change(search, { target: { value: 'fall' } });
    await waitFor(() => expect(sent()).toEqual({ search: 'fall', page: '1', page_size: '25' }));
    expect(queries('/platform/courseAdmins/').filter((query) => query.search === 'f')).toEqual([]);

    // Sorting by a column: ascending, then descending.
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Period' }));
    await waitFor(() => expect(sent()).toEqual({ search: 'fall', sort: 'period', order: 'ascend', page: '1', page_size: '25' }));
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Period' }));
    await waitFor(() => expect(sent()).toMatchObject({ sort: 'period', order: 'descend' }));

    // Paging keeps the search and the sort (the fake server has 60 rows).
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(sent()).toEqual({ search: 'fall', sort: 'period', order: 'descend', page: '3', page_size: '25' }));

    // A new sort goes back to the first page.
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Admins' }));
    await waitFor(() => expect(sent()).toEqual({ search: 'fall', sort: 'adminCount', order: 'ascend', page: '1', page_size: '25' }));
  });

  it('keeps the view in the address: a link with a sort and a page opens on them', async () => {
    const { queries } = renderPlatform('/dashboard/admins?search=cs&sort=email&order=descend&page=2');
    const table = await screen.findByRole('table', { name: 'Admins' });
    await within(table).findByText('grace@riverside.edu');
    expect(queries('/platform/courseAdmins/')[0]).toEqual({ search: 'cs', sort: 'email', order: 'descend', page: '2', page_size: '25' });
    expect((screen.getByRole('searchbox', { name: 'Search admins' }) as HTMLInputElement).value).toBe('cs');
    expect(within(table).getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('descending');
  });

  it('says when nobody matches', async () => {
    renderPlatform('/dashboard/admins?search=nobody', { script: consoleScript({ 'GET /platform/courseAdmins/': [200, { count: 0, next: null, previous: null, results: [] }] }) });
    expect(await screen.findByText('No admin matches the search.')).toBeTruthy();
  });

  it('says when the list cannot be loaded', async () => {
    renderPlatform('/dashboard/admins', { script: consoleScript({ 'GET /platform/courseAdmins/': [400, { detail: 'Bad sort.' }] }) });
    expect(await screen.findByText('Could not load the admins.')).toBeTruthy();
  });
});
