import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { NO_OPEN_REQUESTS } from '../../features/regrade-inbox/RegradeInboxView';
import { GRADER_CONSOLE_TITLE } from './GraderConsole';
import { fakeGraderServer } from './testing/fakeGraderServer';
import { algo, graderWorld, HW1_PATH, hw1, ME } from './testing/graderWorld';
import { disposeGraderSessions, GRADER_TEST_TIMEOUT, renderGrader } from './testing/renderGrader';

afterEach(disposeGraderSessions);

const assignmentHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const nav = (name: string) => screen.getByRole('navigation', { name });

describe('grader console navigation', GRADER_TEST_TIMEOUT, () => {
  it('opens the course’s regrade requests from their tab', async () => {
    const { location } = renderGrader(`${HW1_PATH}/queue`, { server: graderWorld(), email: ME });
    await assignmentHeading('HW 1');
    fireEvent.click(screen.getByRole('tab', { name: /Regrade requests/ }));
    const inbox = await screen.findByRole('region', { name: 'Regrade requests' });
    expect(await within(inbox).findByText(NO_OPEN_REQUESTS)).toBeTruthy();
    expect(location()).toBe('/grader/Intro to Programming/Fall 2026/HW 1/regrades');
  });

  it('opens the first course and its first assignment in place, listing every assignment with its tags', async () => {
    const server = graderWorld();
    const { location, preferences } = renderGrader('/grader', { server, email: ME });
    expect(await screen.findByRole('heading', { level: 1, name: GRADER_CONSOLE_TITLE })).toBeTruthy();
    await assignmentHeading('HW 1');
    expect(location()).toBe('/grader');
    const assignments = within(nav('Assignments')).getAllByRole('link');
    expect(assignments.map((link) => link.textContent)).toEqual(['HW 1Published', 'HW 2/Part #1UnpublishedHidden']);
    expect(within(nav('Courses')).getByRole('link', { current: 'page' }).textContent).toContain('Intro to Programming');
    await waitFor(() => expect(preferences.get()).toMatchObject({ defaultCourse: 1, defaultAssignment: hw1.id }));
  });

  it('opens the remembered course and assignment', async () => {
    const preferences = createPreferencesStore(createMemoryStore());
    preferences.set('defaultCourse', 1);
    preferences.set('defaultAssignment', 12);
    renderGrader('/grader', { server: graderWorld(), email: ME, preferences });
    await assignmentHeading('HW 2/Part #1');
  });

  it('switches assignments by link, keeping the tab, with names encoded in the address', async () => {
    const { location } = renderGrader(`${HW1_PATH}/all`, { server: graderWorld(), email: ME });
    await assignmentHeading('HW 1');
    expect(screen.getByRole('tab', { name: 'All submissions', selected: true })).toBeTruthy();
    fireEvent.click(within(nav('Assignments')).getByRole('link', { name: /HW 2/ }));
    await assignmentHeading('HW 2/Part #1');
    expect(location()).toBe('/grader/Intro to Programming/Fall 2026/HW 2/Part #1/all');
    expect(screen.getByRole('tab', { name: 'All submissions', selected: true })).toBeTruthy();
  });

  it('addresses the tabs by the URL and changes the URL with the tab', async () => {
    const { location } = renderGrader(`${HW1_PATH}/mine`, { server: graderWorld(), email: ME });
    expect(await screen.findByRole('tab', { name: 'My submissions', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Queue' }));
    await waitFor(() => expect(location()).toBe('/grader/Intro to Programming/Fall 2026/HW 1/queue'));
    expect(await screen.findByRole('button', { name: 'Grade next submission' })).toBeTruthy();
  });

  it('opens the queue for an unknown tab and hides the sections tab from a grader who leads none', async () => {
    renderGrader(`${HW1_PATH}/section`, { server: graderWorld(), email: ME });
    expect(await screen.findByRole('tab', { name: 'Queue', selected: true })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'My sections' })).toBeNull();
  });

  it('says when a course has no assignments yet', async () => {
    renderGrader('/grader/Algorithms/Spring%202027', { server: graderWorld(), email: ME });
    expect(await screen.findByText(/No assignments yet/)).toBeTruthy();
    expect(within(nav('Courses')).getByRole('link', { current: 'page' }).textContent).toContain(algo.name);
  });

  it('says when the course or assignment in the address is not there, with a way back', async () => {
    renderGrader('/grader/Nope/Fall%202026', { server: graderWorld(), email: ME });
    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your courses' }).getAttribute('href')).toBe('/grader');
  });

  it('says when the assignment in the address is not in the course', async () => {
    renderGrader('/grader/Intro%20to%20Programming/Fall%202026/HW%209', { server: graderWorld(), email: ME });
    expect(await screen.findByText('Assignment not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe('/grader/Intro%20to%20Programming/Fall%202026');
  });

  it('tells a user who grades no course whom to ask', async () => {
    renderGrader('/grader', { server: fakeGraderServer({ me: ME, courses: [] }), email: ME });
    expect(await screen.findByText(/Ask an admin of your course to add you as a grader/)).toBeTruthy();
  });

  it('offers to try again when the courses cannot be loaded', async () => {
    const server = graderWorld();
    server.answerOnce('GET', '/courses/mine/', 403, { detail: 'You do not have permission to perform this action.' });
    renderGrader('/grader', { server, email: ME });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await assignmentHeading('HW 1');
  });
});
