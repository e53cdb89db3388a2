import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { STUDENT_STATUS_LABELS, type CourseSummary } from '@marginalia/contracts';
import { restoreScreenWidth, setScreenWidth } from '../../test/screenWidth';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from './testing/fakeStudentServer';
import { disposeSessions, renderStudent, STUDENT_TEST_TIMEOUT } from './testing/renderStudent';

afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const intro: CourseSummary = { id: 1, name: 'Intro to Programming', period: 'Fall 2026', archived: false };

describe('student console on a phone', STUDENT_TEST_TIMEOUT, () => {
  it('keeps the status and the grade (and its change) in view, leaving the due date to the assignment page', async () => {
    setScreenWidth(400);
    const changed = makeStudentAssignment({ id: 14, name: 'Trees', status: 'feedbackAvailable', submission: 7, grade: 6, isReleased: true, gradeChange: { from: 8, to: 6, at: '2026-11-20T10:00:00Z' } });
    renderStudent('/student', { server: fakeStudentServer({ courses: [intro], views: [makeCourseView(1, { assignments: [changed] })] }) });
    await screen.findByRole('heading', { level: 2, name: 'Intro to Programming' });
    const table = await screen.findByRole('table');
    const rows = [...table.querySelectorAll('tr.ant-table-row')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
    expect(rows).toEqual([['Trees', STUDENT_STATUS_LABELS.feedbackAvailable, 'Grade changed6 / 10']]);
  });
});
