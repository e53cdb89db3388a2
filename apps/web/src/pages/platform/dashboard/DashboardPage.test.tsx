import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeConsoleSessions } from '../../../test/renderConsole';
import { consoleScript, renderPlatform } from '../../../test/platformConsole';

describe('platform dashboard', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('shows the counts in cards, the term’s by its name', async () => {
    renderPlatform('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(within(card('Organizations')).getByText('12')).toBeTruthy());
    expect(within(card('Courses')).getByText('345')).toBeTruthy();
    expect(within(card('Admins')).getByText('67')).toBeTruthy();
    expect(within(card('Graders')).getByText('89')).toBeTruthy();
    expect(within(card('Students')).getByText('12,345')).toBeTruthy();
    expect(within(card('Submissions this term')).getByText('4,321')).toBeTruthy();
    expect(within(card('Comments this term')).getByText('9,876')).toBeTruthy();
    expect(within(card('Test runs this term')).getByText('555')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /This term: Fall 2026/ }).textContent).toContain('Aug 15, 2026');
    // The first three cards lead to their pages.
    expect(within(card('Organizations')).getByRole('link', { name: 'Organizations' }).getAttribute('href')).toBe('/dashboard/organizations');
    expect(within(card('Admins')).getByRole('link', { name: 'Admins' }).getAttribute('href')).toBe('/dashboard/admins');
    // The first screen of a platform admin says what waits for them.
    const waiting = card('Sign-up requests waiting');
    expect(within(waiting).getByText('2')).toBeTruthy();
    expect(within(waiting).getByRole('link', { name: 'Sign-up requests waiting' }).getAttribute('href')).toBe('/dashboard/signup-requests');
  });

  it('has the Admins and the Organizations tables, ten rows a page', async () => {
    const { queries } = renderPlatform('/dashboard');
    expect(await screen.findByRole('region', { name: 'Admins' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Organizations' })).toBeTruthy();
    const adminsTable = await screen.findByRole('table', { name: 'Admins' });
    expect(await within(adminsTable).findByText('grace@riverside.edu')).toBeTruthy();
    const organizationsTable = screen.getByRole('table', { name: 'Organizations' });
    expect(await within(organizationsTable).findByText('Riverside University')).toBeTruthy();
    expect(queries('/platform/courseAdmins/')[0]).toEqual({ page: '1', page_size: '10' });
    expect(queries('/platform/organizations/')[0]).toEqual({ page: '1', page_size: '10' });
    // Searching one table leaves the other alone, and the address too (two tables share the page).
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search admins' }), { target: { value: 'grace' } });
    await waitFor(() => expect(queries('/platform/courseAdmins/').at(-1)).toEqual({ search: 'grace', page: '1', page_size: '10' }));
    expect(queries('/platform/organizations/')).toHaveLength(1);
  });

  it('says so when the counts cannot be loaded, and tries again', async () => {
    const script = consoleScript({ 'GET /platform/summary/': [[403, { detail: 'No.' }], [200, (consoleScript()['GET /platform/summary/'] as [number, unknown])[1]]] });
    renderPlatform('/dashboard', { script });
    expect(await screen.findByText('Could not load the platform’s counts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByRole('group', { name: 'Courses' })).getByText('345')).toBeTruthy());
  });
});
