import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { consoleScript, CS101_PEOPLE, renderPlatform } from '../../../test/platformConsole';
import { disposeConsoleSessions } from '../../../test/renderConsole';

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('button', { name: /^People of / })
    .map((button) => button.textContent);

describe('organizations page', { timeout: 30_000 }, () => {
  afterEach(disposeConsoleSessions);

  it('lists organizations with their short names and numbers of courses, searched and sorted on the server', async () => {
    const { queries } = renderPlatform('/dashboard/organizations');
    const table = await screen.findByRole('table', { name: 'Organizations' });
    const row = (await within(table).findByText('Riverside University')).closest('tr')!;
    expect(within(row).getByText('RU')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    const sent = () => queries('/platform/organizations/').at(-1);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search organizations' }), { target: { value: 'river' } });
    await waitFor(() => expect(sent()).toEqual({ search: 'river', page: '1', page_size: '25' }));
    fireEvent.click(within(table).getByRole('columnheader', { name: 'Courses' }));
    await waitFor(() => expect(sent()).toEqual({ search: 'river', sort: 'courseCount', order: 'ascend', page: '1', page_size: '25' }));
  });

  it('expands an organization to its courses, sortable, and opens a course’s people as login-as links', async () => {
    const { queries } = renderPlatform('/dashboard/organizations');
    await screen.findByRole('table', { name: 'Organizations' });
    // An organization without courses has nothing to expand.
    expect(screen.queryByRole('button', { name: 'Show the courses of Hilltop College' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the courses of Riverside University' }));
    const courses = await screen.findByRole('table', { name: 'Courses of Riverside University' });
    await within(courses).findByText('Data Structures');
    expect(queries('/platform/organizations/3/courses/')).toHaveLength(1);
    const row = within(courses).getByText('Data Structures').closest('tr')!;
    expect(within(row).getByText('archived')).toBeTruthy();
    expect(within(row).getByText('Spring 2026')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    // Sorted by name first; the counts sort in the browser, without asking the server again.
    expect(names(courses)).toEqual(['CS101', 'Data Structures']);
    fireEvent.click(within(courses).getByRole('columnheader', { name: 'Students' }));
    fireEvent.click(within(courses).getByRole('columnheader', { name: 'Students' }));
    await waitFor(() => expect(names(courses)).toEqual(['Data Structures', 'CS101']));
    expect(queries('/platform/organizations/3/courses/')).toHaveLength(1);

    fireEvent.click(within(courses).getByRole('button', { name: 'People of CS101 Fall 2026' }));
    const drawer = await screen.findByRole('dialog');
    const admins = await within(drawer).findByRole('list', { name: 'Admins' });
    const links = within(admins).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['grace@riverside.edu', '/loginAs/grace%40riverside.edu?from=%2Fdashboard%2Forganizations'],
      ['ada@riverside.edu', '/loginAs/ada%40riverside.edu?from=%2Fdashboard%2Forganizations'],
    ]);
    const graders = within(drawer).getByRole('list', { name: 'Graders' });
    expect(within(graders).getByRole('link', { name: 'ta+one@riverside.edu' }).getAttribute('href')).toBe('/loginAs/ta%2Bone%40riverside.edu?from=%2Fdashboard%2Forganizations');
    expect(within(drawer).getByRole('heading', { name: 'Students (0)' })).toBeTruthy();
    expect(within(drawer).getByText('No students.')).toBeTruthy();
    expect(within(drawer).getByText('Riverside University (RU) · Fall 2026')).toBeTruthy();
  });

  it('filters a large course’s people in the drawer', async () => {
    const students = Array.from({ length: 20 }, (_, index) => ({ id: 100 + index, email: `student${index}@riverside.edu` }));
    renderPlatform('/dashboard/organizations', { script: consoleScript({ 'GET /platform/courses/101/people/': [200, { ...CS101_PEOPLE, students }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the courses of Riverside University' }));
    fireEvent.click(await screen.findByRole('button', { name: 'People of CS101 Fall 2026' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(await within(drawer).findByRole('searchbox', { name: 'Filter people' }), { target: { value: 'student1' } });
    const shown = within(within(drawer).getByRole('list', { name: 'Students' })).getAllByRole('link');
    expect(shown.map((link) => link.textContent)).toEqual(['student1@riverside.edu', ...Array.from({ length: 10 }, (_, index) => `student${10 + index}@riverside.edu`)]);
    expect(within(drawer).getByRole('heading', { name: 'Students (11 of 20)' })).toBeTruthy();
    expect(within(drawer).getAllByText('None matches.')).toHaveLength(2);
  });

  it('says when an organization’s courses cannot be loaded', async () => {
    renderPlatform('/dashboard/organizations', { script: consoleScript({ 'GET /platform/organizations/3/courses/': [404, { detail: 'Not found.' }] }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Show the courses of Riverside University' }));
    expect(await screen.findByText('Could not load the courses of Riverside University.')).toBeTruthy();
  });
});
