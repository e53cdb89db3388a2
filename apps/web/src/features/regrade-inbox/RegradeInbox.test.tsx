import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RegradeInboxRow } from '@marginalia/contracts';
import { fakeAdminServer, makeCourse } from '../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../test/renderAdmin';
import { NO_ANSWERED_REQUESTS, NO_OPEN_REQUESTS } from './RegradeInboxView';

afterEach(disposeSessions);

const course = makeCourse({ id: 1, name: 'Intro', period: 'Fall 2026', timezone: 'UTC' });
const REGRADES = '/admin/Intro/Fall%202026/regrades';

function request(submission: number, changes: Partial<RegradeInboxRow>): RegradeInboxRow {
  return {
    submission,
    assignment: { id: 10, name: 'Loops' },
    students: [`s${submission}@demo.edu`],
    sections: [],
    grader: null,
    state: 'open',
    questionText: `Please look again at ${submission}.`,
    questionDate: '2026-11-20T10:00:00.000Z',
    questionResponse: '',
    questionResponder: null,
    responseDate: null,
    ...changes,
  };
}

const requests = [
  request(1, { grader: 'ta@demo.edu', sections: ['Lab A'] }),
  request(2, { assignment: { id: 11, name: 'Trees' }, sections: ['Lab B'] }),
  request(3, { grader: 'ta@demo.edu', state: 'answered', questionResponse: 'Fixed: +1.', questionResponder: 'ta@demo.edu', responseDate: '2026-11-21T10:00:00.000Z' }),
];

const inbox = () => screen.findByRole('region', { name: 'Regrade requests' });
async function shownLinks(): Promise<string[]> {
  const region = await inbox();
  return within(region).queryAllByRole('link').map((link) => link.getAttribute('href') ?? '');
}
async function choose(filter: string, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: filter }));
  fireEvent.click(await screen.findByTitle(option));
}

describe('the regrade inbox', CONSOLE_TEST_TIMEOUT, () => {
  it('counts the open requests on its tab and lists them, each opening its submission', async () => {
    const server = fakeAdminServer({ courses: [course], regradeRequests: { 1: requests } });
    renderAdmin(REGRADES, { server });
    const tab = await screen.findByRole('tab', { name: /Regrade requests/ });
    await waitFor(() => expect(within(tab).getByText('2')).toBeTruthy());
    await waitFor(async () => expect(await shownLinks()).toEqual(['/code/1?regrade=show', '/code/2?regrade=show']));
    const row = within(await inbox()).getByText('s1@demo.edu').closest('tr') as HTMLElement;
    expect(within(row).getByText('Loops')).toBeTruthy();
    expect(within(row).getByText('Lab A')).toBeTruthy();
    expect(within(row).getByText('ta@demo.edu')).toBeTruthy();
    expect(within(row).getByText('Please look again at 1.')).toBeTruthy();
    expect(screen.getByText('Open (2)')).toBeTruthy();
    expect(screen.getByText('Answered (1)')).toBeTruthy();
  });

  it('shows the answered requests with their answers', async () => {
    const server = fakeAdminServer({ courses: [course], regradeRequests: { 1: requests } });
    renderAdmin(REGRADES, { server });
    await waitFor(async () => expect(await shownLinks()).toHaveLength(2));
    fireEvent.click(screen.getByText('Answered (1)'));
    await waitFor(async () => expect(await shownLinks()).toEqual(['/code/3?regrade=show']));
    expect(screen.getByText('Fixed: +1.')).toBeTruthy();
  });

  it('filters by assignment, grader and section', async () => {
    const server = fakeAdminServer({ courses: [course], regradeRequests: { 1: requests } });
    renderAdmin(REGRADES, { server });
    await waitFor(async () => expect(await shownLinks()).toHaveLength(2));
    await choose('Filter by assignment', 'Trees');
    await waitFor(async () => expect(await shownLinks()).toEqual(['/code/2?regrade=show']));
    await choose('Filter by assignment', 'All assignments');
    await choose('Filter by grader', 'No grader');
    await waitFor(async () => expect(await shownLinks()).toEqual(['/code/2?regrade=show']));
    await choose('Filter by section', 'Lab A');
    expect(await within(await inbox()).findByText(NO_OPEN_REQUESTS)).toBeTruthy();
    expect(screen.getByText('Open (0)')).toBeTruthy();
  });

  it('says so when there is nothing to answer, and shows no badge', async () => {
    const server = fakeAdminServer({ courses: [course] });
    renderAdmin(REGRADES, { server });
    expect(await within(await inbox()).findByText(NO_OPEN_REQUESTS)).toBeTruthy();
    expect(within(screen.getByRole('tab', { name: /Regrade requests/ })).queryByText('0')).toBeNull();
    fireEvent.click(screen.getByText('Answered (0)'));
    expect(await within(await inbox()).findByText(NO_ANSWERED_REQUESTS)).toBeTruthy();
  });
});
