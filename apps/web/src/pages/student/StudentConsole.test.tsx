import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { STUDENT_STATUS_LABELS, type CourseSummary } from '@marginalia/contracts';
import { createPreferencesStore } from '../../preferences/localPreferences';
import { createMemoryStore } from '../../storage/keyValueStore';
import { STUDENT_CONSOLE_TITLE } from './StudentConsole';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from './testing/fakeStudentServer';
import { disposeSessions, renderStudent, STUDENT_TEST_TIMEOUT } from './testing/renderStudent';

afterEach(() => {
  disposeSessions();
  vi.useRealTimers();
});

const intro: CourseSummary = { id: 1, name: 'Intro to Programming', period: 'Fall 2026', archived: false };
const algo: CourseSummary = { id: 2, name: 'Algorithms', period: 'Spring 2027', archived: false };

const courseHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const assignmentsTable = () => screen.findByRole('table');

function rowTexts(table: HTMLElement): string[][] {
  return [...table.querySelectorAll('tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

describe('student console', STUDENT_TEST_TIMEOUT, () => {
  it("lists a course's assignments with their status, due date in the course's zone, late marker and grade", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-05T12:00:00Z'));
    const server = fakeStudentServer({
      courses: [intro],
      views: [
        makeCourseView(1, {
          timezone: 'America/New_York',
          lateDayCreditsAllowable: 5,
          lateDayCreditsUsed: 2,
          assignments: [
            makeStudentAssignment({ id: 11, name: 'Hello', uploadDueDate: '2026-12-01T17:00:00Z', status: 'notSubmitted' }),
            makeStudentAssignment({ id: 12, name: 'Loops', uploadDueDate: '2026-12-01T17:00:00Z', status: 'submitted', submission: 5, lateDayCreditsUsed: 2 }),
            makeStudentAssignment({ id: 13, name: 'Lists', status: 'inGrading', submission: 6 }),
            makeStudentAssignment({ id: 14, name: 'Trees', status: 'feedbackAvailable', submission: 7, grade: 8.5, isReleased: true }),
          ],
        }),
      ],
    });
    renderStudent('/student', { server });
    expect(await screen.findByRole('heading', { level: 1, name: STUDENT_CONSOLE_TITLE })).toBeTruthy();
    await courseHeading('Intro to Programming');
    expect(rowTexts(await assignmentsTable())).toEqual([
      ['Hello', STUDENT_STATUS_LABELS.notSubmitted, 'Tue, Dec 1, 2026, 12:00 PM ESTPast due', '–'],
      ['Loops', STUDENT_STATUS_LABELS.submitted, 'Tue, Dec 1, 2026, 12:00 PM ESTLate · 2 days', '–'],
      ['Lists', STUDENT_STATUS_LABELS.inGrading, 'No due date', '–'],
      ['Trees', STUDENT_STATUS_LABELS.feedbackAvailable, 'No due date', '8.5 / 10'],
    ]);
    // The course counts late days: 5 allowed, 2 used.
    const left = screen.getByText('Late days left').closest('.ant-statistic') as HTMLElement;
    expect(left.textContent).toContain('3');
    expect(left.textContent).toContain('of 5');
    expect(within(screen.getByRole('table')).getByRole('link', { name: 'Loops' }).getAttribute('href')).toBe('/student/Intro%20to%20Programming/Fall%202026/Loops');
  });

  it('says so when a course has no assignments yet, and shows no late days when the course does not count them', async () => {
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1)] });
    renderStudent('/student', { server });
    expect(await screen.findByText('No assignments yet')).toBeTruthy();
    expect(screen.queryByText('Late days left')).toBeNull();
  });

  it('opens the remembered course, lists every student course and switches between them', async () => {
    const server = fakeStudentServer({ courses: [intro, algo], views: [makeCourseView(1), makeCourseView(2)] });
    const preferences = createPreferencesStore(createMemoryStore());
    preferences.set('defaultCourse', 2);
    const { location } = renderStudent('/student', { server, preferences });
    await courseHeading('Algorithms');
    expect(location()).toBe('/student');
    const nav = screen.getByRole('navigation', { name: 'Courses' });
    fireEvent.click(within(nav).getByRole('link', { name: /Intro to Programming/ }));
    await courseHeading('Intro to Programming');
    expect(location()).toBe('/student/Intro to Programming/Fall 2026');
    await waitFor(() => expect(preferences.get().defaultCourse).toBe(1));
  });

  it('offers a course picker above the assignments on narrow screens', async () => {
    const original = window.matchMedia;
    // Every max-width query matches: the screen is narrower than the console's breakpoint.
    window.matchMedia = (query: string) => ({ ...original(query), matches: query.includes('max-width') });
    try {
      const server = fakeStudentServer({ courses: [intro, algo], views: [makeCourseView(1), makeCourseView(2)] });
      renderStudent('/student/Algorithms/Spring 2027', { server });
      await courseHeading('Algorithms');
      const nav = screen.getByRole('navigation', { name: 'Courses' });
      expect(within(nav).getByRole('combobox', { name: 'Choose a course' })).toBeTruthy();
      expect(within(nav).queryAllByRole('link')).toEqual([]);
    } finally {
      window.matchMedia = original;
    }
  });

  it('has a kind word for students without courses, and for a course or assignment that is not there', async () => {
    const empty = fakeStudentServer({ courses: [] });
    const first = renderStudent('/student', { server: empty });
    expect(await screen.findByText(/You are not a student in any course yet/)).toBeTruthy();
    first.unmount();
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [makeStudentAssignment({ id: 1, name: 'Hello' })] })] });
    const second = renderStudent('/student/Nope/Fall 2026', { server });
    expect(await screen.findByText('Course not found')).toBeTruthy();
    second.unmount();
    renderStudent('/student/Intro to Programming/Fall 2026/Missing', { server });
    expect(await screen.findByText('Assignment not found')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    const server = fakeStudentServer({ courses: [intro], views: [makeCourseView(1)] });
    // A 4xx is not retried, so the failure shows at once.
    server.answerOnce('GET', '/courses/1/studentAssignments/', 403, { detail: 'You do not have permission to perform this action.' });
    renderStudent('/student', { server });
    expect(await screen.findByText('Could not load the assignments.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No assignments yet')).toBeTruthy();
  });
});
