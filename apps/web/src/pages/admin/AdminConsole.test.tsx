import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { ADMIN_CONSOLE_TITLE } from './AdminConsole';
import { fakeAdminServer, makeCourse } from '../../test/fakeAdminServer';
import { CONSOLE_TEST_TIMEOUT, disposeSessions, renderAdmin } from '../../test/renderAdmin';

// The panels have tests of their own; here they only have to show up in their tabs.
vi.mock('./roster/RosterPanel', () => ({ RosterPanel: () => <p>Roster panel</p> }));
vi.mock('./assignments/AssignmentsPanel', () => ({ AssignmentsPanel: () => <p>Assignments panel</p> }));
vi.mock('./submissions/SubmissionsPanel', () => ({ SubmissionsPanel: () => <p>Submissions panel</p> }));

afterEach(disposeSessions);

const intro = makeCourse({ id: 1, name: 'Intro to Programming', period: 'Fall 2026' });
const algo = makeCourse({ id: 2, name: 'Algorithms', period: 'Spring 2027' });
const old = makeCourse({ id: 3, name: 'Intro to Programming', period: 'Fall 2020', archived: true });

const courseHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const courseList = () => screen.getByRole('navigation', { name: 'Courses' });

function preferencesWith(defaultCourse: number | null) {
  const store = createPreferencesStore(createMemoryStore());
  store.set('defaultCourse', defaultCourse);
  return store;
}

describe('admin console course picker', CONSOLE_TEST_TIMEOUT, () => {
  it('opens the remembered course at /admin, in place, and lists every admin course with archived ones marked', async () => {
    const server = fakeAdminServer({ courses: [intro, algo, old] });
    const { location } = renderAdmin('/admin', { server, preferences: preferencesWith(2) });
    expect(await screen.findByRole('heading', { level: 1, name: ADMIN_CONSOLE_TITLE })).toBeTruthy();
    await courseHeading('Algorithms');
    expect(location()).toBe('/admin');
    const links = within(courseList()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Intro to ProgrammingFall 2026',
      'AlgorithmsSpring 2027',
      'Intro to ProgrammingFall 2020Archived',
    ]);
    expect(within(courseList()).getByRole('link', { current: 'page' }).textContent).toContain('Algorithms');
  });

  it('opens the first course when none is remembered, and remembers it', async () => {
    const server = fakeAdminServer({ courses: [intro, algo] });
    const { preferences } = renderAdmin('/admin', { server });
    await courseHeading('Intro to Programming');
    await waitFor(() => expect(preferences.get().defaultCourse).toBe(1));
  });

  it('opens a course chosen in the list at its own address, keeping the panel, and remembers it', async () => {
    const server = fakeAdminServer({ courses: [intro, algo] });
    const { location, preferences } = renderAdmin('/admin/Intro%20to%20Programming/Fall%202026/sections', { server });
    await courseHeading('Intro to Programming');
    fireEvent.click(within(courseList()).getByRole('link', { name: /Algorithms/ }));
    await courseHeading('Algorithms');
    expect(location()).toBe('/admin/Algorithms/Spring 2027/sections');
    await waitFor(() => expect(preferences.get().defaultCourse).toBe(2));
    expect(screen.getByRole('tab', { name: 'Sections', selected: true })).toBeTruthy();
  });

  it('tells the course apart by period', async () => {
    const server = fakeAdminServer({ courses: [intro, old] });
    renderAdmin('/admin/Intro%20to%20Programming/Fall%202020', { server });
    expect(await screen.findByText(/This course is archived and read-only/)).toBeTruthy();
  });

  it('offers a search picker once there are many courses', async () => {
    const many = Array.from({ length: 7 }, (_, index) => makeCourse({ id: index + 1, name: `Course ${index + 1}`, period: 'Fall' }));
    const server = fakeAdminServer({ courses: many });
    const { location } = renderAdmin('/admin', { server });
    await courseHeading('Course 1');
    const picker = screen.getByRole('combobox', { name: 'Find a course' });
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Course 6' } });
    fireEvent.click(await screen.findByTitle('Course 6 · Fall'));
    await courseHeading('Course 6');
    expect(location()).toBe('/admin/Course 6/Fall/assignments');
  });

  it('says when the course in the address is not one of the caller’s, with a way back', async () => {
    const server = fakeAdminServer({ courses: [intro] });
    renderAdmin('/admin/Nope/Fall%202026/roster', { server });
    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your courses' }).getAttribute('href')).toBe('/admin');
  });

  it('switches panels through the address', async () => {
    const server = fakeAdminServer({ courses: [intro] });
    const { location } = renderAdmin('/admin/Intro%20to%20Programming/Fall%202026', { server });
    await courseHeading('Intro to Programming');
    expect(screen.getByRole('tab', { name: 'Assignments', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Roster' }));
    await waitFor(() => expect(location()).toBe('/admin/Intro to Programming/Fall 2026/roster'));
    expect(screen.getByRole('tab', { name: 'Roster', selected: true })).toBeTruthy();
    expect(await screen.findByText('Roster panel')).toBeTruthy();
  });
});

describe('admin console without courses', CONSOLE_TEST_TIMEOUT, () => {
  it('asks a user who may create courses to create one', async () => {
    renderAdmin('/admin', { server: fakeAdminServer() });
    expect(await screen.findByText(/Create a course to get started/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /Create course/ })).toHaveLength(2);
  });

  it('tells a user who may not create courses whom to ask, without a create button', async () => {
    renderAdmin('/admin', { server: fakeAdminServer(), user: { canCreateCourses: false } });
    expect(await screen.findByText(/Ask an admin of your course/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create course/ })).toBeNull();
  });
});
