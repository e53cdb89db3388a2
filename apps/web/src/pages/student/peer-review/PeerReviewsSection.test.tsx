import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CourseSummary, MyPeerReviews, ReviewToDo } from '@marginalia/contracts';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from '../testing/fakeStudentServer';
import { disposeSessions, renderStudent, STUDENT_TEST_TIMEOUT } from '../testing/renderStudent';

afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const intro: CourseSummary = { id: 1, name: 'Intro to Programming', period: 'Fall 2026', archived: false };
const lab1 = { id: 11, name: 'Lab 1', course: 1 };
const lab2 = { id: 12, name: 'Lab 2', course: 1 };
const otherCourse = { id: 31, name: 'Graphs', course: 2 };

function toDo(id: number, changes: Partial<ReviewToDo> = {}): ReviewToDo {
  return { id, assignment: lab1, submission: 500 + id, label: `Submission ${id}`, state: 'assigned', closesAt: '2026-12-08T04:59:00Z', submittedAt: null, ...changes };
}

const REVIEWS: MyPeerReviews = {
  toDo: [
    toDo(1, { state: 'submitted', submittedAt: '2026-12-03T10:00:00Z' }),
    toDo(2),
    toDo(3, { assignment: lab2, label: 'Submission 1', closesAt: null }),
    toDo(4, { assignment: otherCourse, label: 'Submission 1' }),
  ],
  received: [{ id: 9, assignment: lab1, submission: 77, reviewer: 'Reviewer 1', submittedAt: '2026-12-04T15:30:00Z', helpfulness: null }],
};

function serve(peerReviews?: MyPeerReviews) {
  const view = makeCourseView(1, { timezone: 'America/New_York', assignments: [makeStudentAssignment({ id: 11, name: 'Lab 1' }), makeStudentAssignment({ id: 12, name: 'Lab 2' })] });
  return fakeStudentServer({ courses: [intro], views: [view], peerReviews });
}

const card = (name: string) => screen.findByLabelText(`Reviews to do: ${name}`);

describe("the student's peer reviews", STUDENT_TEST_TIMEOUT, () => {
  it("lists the course's reviews to do by assignment, with the deadline, each review's state and how many are in", async () => {
    renderStudent('/student', { server: serve(REVIEWS) });
    expect(await screen.findByRole('heading', { level: 3, name: 'Reviews to do' })).toBeTruthy();
    const first = await card('Lab 1');
    expect(within(first).getByText('1 of 2 reviews submitted')).toBeTruthy();
    expect(within(first).getByText('Deadline: Mon, Dec 7, 2026, 11:59 PM EST')).toBeTruthy();
    expect(within(first).getByText('Submission 1')).toBeTruthy();
    expect(within(first).getByText('Submission 2')).toBeTruthy();
    // Each review opens in the code view.
    expect(within(first).getByRole('link', { name: 'Review Submission 2' }).getAttribute('href')).toBe('/peer-review/2');
    expect(within(first).getByText('Submitted')).toBeTruthy();
    expect(within(first).getByText('To do')).toBeTruthy();
    const second = await card('Lab 2');
    expect(within(second).getByText('0 of 1 review submitted')).toBeTruthy();
    expect(within(second).getByText('No deadline')).toBeTruthy();
    // Another course's review is on that course's page, not this one.
    expect(screen.queryByLabelText('Reviews to do: Graphs')).toBeNull();
  });

  it('lists the reviews of their own work by reviewer number, linking to their code', async () => {
    setScreenWidth(1280);
    renderStudent('/student', { server: serve(REVIEWS) });
    const table = await screen.findByRole('table', { name: 'Reviews of your work' });
    const row = within(table).getByText('Reviewer 1').closest('tr') as HTMLElement;
    expect(within(row).getByText('Lab 1')).toBeTruthy();
    // The column shows once the table has read the screen's width (a breakpoint observer, after the first render).
    expect(await within(row).findByText('Fri, Dec 4, 2026, 10:30 AM EST')).toBeTruthy();
    expect(within(row).getByText('Reviewer 1').getAttribute('href')).toBe('/code/77');
    // Names come only from the server, which gives none here: no e-mail on the page.
    expect(document.body.textContent).not.toMatch(/@/);
  });

  it('leaves out when a review was submitted on a phone, so that the helpfulness stars fit', async () => {
    setScreenWidth(400);
    renderStudent('/student', { server: serve(REVIEWS) });
    const table = await screen.findByRole('table', { name: 'Reviews of your work' });
    const row = within(table).getByText('Reviewer 1').closest('tr') as HTMLElement;
    expect(within(row).queryByText('Fri, Dec 4, 2026, 10:30 AM EST')).toBeNull();
    expect(within(row).getByRole('radiogroup', { name: 'How helpful was the review by Reviewer 1?' })).toBeTruthy();
  });

  it('shows no peer-review section to a student without reviews in the course', async () => {
    renderStudent('/student', { server: serve({ toDo: [toDo(4, { assignment: otherCourse })], received: [] }) });
    expect(await screen.findByRole('link', { name: 'Lab 1' })).toBeTruthy();
    expect(screen.queryByText('Reviews to do')).toBeNull();
    expect(screen.queryByText('Reviews of your work')).toBeNull();
  });

  it('keeps the reviews readable on a 400 px screen', async () => {
    setScreenWidth(400);
    renderStudent('/student', { server: serve(REVIEWS) });
    const first = await card('Lab 1');
    expect(within(first).getByText('1 of 2 reviews submitted')).toBeTruthy();
    expect(within(first).getByText('Submission 2')).toBeTruthy();
  });
});
