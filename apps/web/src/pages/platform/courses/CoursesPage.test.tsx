import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderPlatform } from '../../../test/platformConsole';
import { disposeConsoleSessions } from '../../../test/renderConsole';

describe('courses page', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('lists every course with its organization, counts and last activity', async () => {
    renderPlatform('/dashboard/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    const row = (await within(table).findByRole('button', { name: 'People of CS101 Fall 2026' })).closest('tr')!;
    expect(within(row).getByText('Riverside University')).toBeTruthy();
    expect(within(row).getByText('310')).toBeTruthy();
    expect(within(row).getByText('40')).toBeTruthy();
    const orphan = within(table).getByRole('button', { name: 'People of Orphan Course Summer 2026' }).closest('tr')!;
    expect(within(orphan).getByText('never')).toBeTruthy();
    expect(within(orphan).getByText('—')).toBeTruthy();
  });

  it('filters by organization (searched on the server), by archived and by a search, and sorts', async () => {
    const { queries } = renderPlatform('/dashboard/courses');
    const table = await screen.findByRole('table', { name: 'Courses' });
    await within(table).findByText('CS101');
    const sent = () => queries('/platform/courses/').at(-1);
    expect(sent()).toEqual({ page: '1', page_size: '25' });

    const select = screen.getByRole('combobox', { name: 'Organization' });
    fireEvent.mouseDown(select);
    fireEvent.change(select, { target: { value: 'hill' } });
    await waitFor(() => expect(queries('/platform/organizations/').at(-1)).toEqual({ search: 'hill', sort: 'name', order: 'ascend', page: '1', page_size: '50' }));
    fireEvent.click(await screen.findByTitle('Riverside University (RU)'));
    await waitFor(() => expect(sent()).toEqual({ organization: '3', page: '1', page_size: '25' }));

    fireEvent.click(screen.getByText('Archived'));
    await waitFor(() => expect(sent()).toEqual({ organization: '3', archived: 'true', page: '1', page_size: '25' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'cs' } });
    await waitFor(() => expect(sent()).toEqual({ organization: '3', archived: 'true', search: 'cs', page: '1', page_size: '25' }));

    fireEvent.click(within(table).getByRole('columnheader', { name: 'Submissions' }));
    await waitFor(() => expect(sent()).toMatchObject({ sort: 'submissions', order: 'ascend', organization: '3' }));
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Last activity' }));
    await waitFor(() => expect(sent()).toMatchObject({ sort: 'lastActivity', order: 'ascend' }));

    // Back to everything.
    fireEvent.click(screen.getByText('All'));
    await waitFor(() => expect(sent()).not.toHaveProperty('archived'));
  });

  it('opens a course’s people from the list', async () => {
    renderPlatform('/dashboard/courses?organization=3');
    fireEvent.click(await screen.findByRole('button', { name: 'People of CS101 Fall 2026' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(await within(drawer).findByRole('list', { name: 'Admins' })).getByRole('link', { name: 'grace@riverside.edu' }).getAttribute('href')).toBe(
      '/loginAs/grace%40riverside.edu?from=%2Fdashboard%2Fcourses%3Forganization%3D3',
    );
  });
});
