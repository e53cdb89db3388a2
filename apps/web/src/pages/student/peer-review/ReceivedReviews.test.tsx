import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseSummary, MyPeerReviews } from '@marginalia/contracts';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { fakeStudentServer, makeCourseView, makeStudentAssignment } from '../testing/fakeStudentServer';
import { disposeSessions, renderStudent, STUDENT_TEST_TIMEOUT } from '../testing/renderStudent';

// "Reviews of your work": each received review links to the student's submission and takes a helpfulness rating
// (docs/PEER-REVIEW.md, "Receiving").

afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const intro: CourseSummary = { id: 1, name: 'Intro to Programming', period: 'Fall 2026', archived: false };
const lab1 = { id: 11, name: 'Lab 1', course: 1 };

const RECEIVED: MyPeerReviews = {
  toDo: [],
  received: [
    { id: 9, assignment: lab1, submission: 77, reviewer: 'Reviewer 1', submittedAt: '2026-12-04T15:30:00Z', helpfulness: null },
    { id: 10, assignment: lab1, submission: 77, reviewer: 'Reviewer 2', submittedAt: '2026-12-05T15:30:00Z', helpfulness: 2 },
  ],
};

function serve() {
  const view = makeCourseView(1, { timezone: 'America/New_York', assignments: [makeStudentAssignment({ id: 11, name: 'Lab 1' })] });
  return fakeStudentServer({ courses: [intro], views: [view], peerReviews: RECEIVED });
}

const stars = (group: HTMLElement) => within(group).getAllByRole('radio');
const checked = (group: HTMLElement) => stars(group).filter((star) => star.getAttribute('aria-checked') === 'true').length;

describe('reviews of your work', STUDENT_TEST_TIMEOUT, () => {
  it('rates a review from 1 to 5 and keeps the rating', async () => {
    const server = serve();
    renderStudent('/student', { server });
    const first = await screen.findByRole('radiogroup', { name: 'How helpful was the review by Reviewer 1?' });
    const second = screen.getByRole('radiogroup', { name: 'How helpful was the review by Reviewer 2?' });
    expect(checked(first)).toBe(0);
    expect(checked(second)).toBe(2);
    expect(stars(first)).toHaveLength(5);

    fireEvent.click(stars(first)[3]!.firstElementChild!);
    await waitFor(() => expect(server.count('PUT', '/peerReviews/9/rating/')).toBe(1));
    await waitFor(() => expect(checked(first)).toBe(4));
    expect(server.state.peerReviews.received[0]!.helpfulness).toBe(4);
    expect(await screen.findByText('Rating saved')).toBeTruthy();

    // Changing it sends the new value.
    fireEvent.click(stars(first)[0]!.firstElementChild!);
    await waitFor(() => expect(server.state.peerReviews.received[0]!.helpfulness).toBe(1));
  });

  it('says so when the rating could not be saved', async () => {
    const server = serve();
    server.answerOnce('PUT', '/peerReviews/9/rating/', 404, { detail: 'Not found.' });
    renderStudent('/student', { server });
    const first = await screen.findByRole('radiogroup', { name: 'How helpful was the review by Reviewer 1?' });
    fireEvent.click(stars(first)[2]!.firstElementChild!);
    expect(await screen.findByText('The rating could not be saved. Try again.')).toBeTruthy();
    expect(checked(first)).toBe(0);
  });

  it('links each review to the submission and stays usable at 400 px', async () => {
    setScreenWidth(400);
    renderStudent('/student', { server: serve() });
    const table = await screen.findByRole('table', { name: 'Reviews of your work' });
    expect(within(table).getByText('Reviewer 2').getAttribute('href')).toBe('/code/77');
    expect(within(table).getAllByRole('radiogroup')).toHaveLength(2);
  });
});
