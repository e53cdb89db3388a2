import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseSummary } from '@marginalia/contracts';
import { makeLeaderboard } from '../../../features/leaderboard/testing/fixtures';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from '../testing/fakeStudentServer';
import { disposeSessions, renderStudent, STUDENT_EMAIL, STUDENT_TEST_TIMEOUT } from '../testing/renderStudent';

const intro: CourseSummary = { id: 1, name: 'Intro', period: 'Fall 2026', archived: false };
const PATH = '/student/Intro/Fall 2026/Hello';
const NAME_PATH = '/assignments/5/leaderboard/name/';
const hello = makeStudentAssignment({ id: 5, name: 'Hello', status: 'submitted', submission: 3, students: [STUDENT_EMAIL] });

afterEach(disposeSessions);

function serve(leaderboard = makeLeaderboard()) {
  return fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [hello] })], leaderboards: { 5: leaderboard } });
}

async function leaderboardSection() {
  return within(await screen.findByRole('region', { name: 'Leaderboard' }));
}

describe('the Leaderboard section of the assignment page', STUDENT_TEST_TIMEOUT, () => {
  it('shows the ranked table with each value and the reader’s own row marked', async () => {
    renderStudent(PATH, { server: serve() });
    const section = await leaderboardSection();
    const table = within(section.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Rank', 'Name', 'Accuracy ↓', 'Time (s) ↑']);
    const rows = [...section.getByRole('table').querySelectorAll<HTMLElement>('tr[data-row-key]')];
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'Blue Heron', '0.98', '1.25'],
      ['2', 'Anonymous 12You', '0.91', '0.8'],
      // A chosen name is text, whatever it holds; a value the run did not report is a dash.
      ['3', '<b>Bold</b>', '0.5', '–'],
    ]);
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.getAttribute('aria-current')).toBeNull();
    expect(section.getByText(/ranked by Accuracy/)).toBeTruthy();
  });

  it('lets the student choose their pseudonym, with refusals beside the field', async () => {
    const server = serve();
    renderStudent(PATH, { server });
    const section = await leaderboardSection();
    const field = section.getByLabelText('Your name on the leaderboard');
    fireEvent.click(section.getByRole('button', { name: 'Save name' }));
    expect((await section.findByRole('alert')).textContent).toBe('This field may not be blank.');
    expect(server.count('PUT', NAME_PATH)).toBe(0);

    server.answerOnce('PUT', NAME_PATH, 400, { name: ['This name is already taken.'] });
    fireEvent.change(field, { target: { value: 'Blue Heron' } });
    fireEvent.click(section.getByRole('button', { name: 'Save name' }));
    expect(await section.findByText('This name is already taken.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '  Quick Fox ' } });
    fireEvent.click(section.getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(section.getByRole('row', { current: true }).textContent).toContain('Quick Fox'));
    expect(section.queryByRole('alert')).toBeNull();
    expect(server.state.leaderboards[5]!.myName).toBe('Quick Fox');
  });

  it('stays away when the assignment has no leaderboard', async () => {
    renderStudent(PATH, { server: serve(makeLeaderboard({ columns: [], rows: [] })) });
    expect(await screen.findByRole('region', { name: 'Upload' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Accuracy')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Leaderboard' })).toBeNull();
  });
});
