import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { ASSIGNMENTS_TEST_TIMEOUT } from '../assignments/testing/queries';
import { GRADING_TEXTS as TEXTS } from './gradingTexts';
import { fakePeerReviewServer, makeReview, makeStage, PEER_REVIEW_TAB } from './testing/fakePeerReviewServer';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const closedWorld = () =>
  fakePeerReviewServer({
    stage: makeStage({ state: 'closed', openedAt: '2026-10-03T12:00:00Z', closedAt: '2026-10-10T12:00:00Z', weight: 0.2 }),
    allocation: [
      makeReview(1, { reviewer: 'ada@demo.edu', submission: 201, state: 'submitted' }),
      makeReview(2, { reviewer: 'bob@demo.edu', submission: 201, state: 'late' }),
      makeReview(3, { reviewer: 'cy@demo.edu', submission: 202, state: 'missing' }),
    ],
    graded: {
      1: { comments: 2, counts: true, peerScore: 7, agreementWithReviews: 70, agreementWithStaff: 85.5, helpfulness: 4.5, ratings: 2, suggestedGrade: 79.3 },
      2: { comments: 1, counts: true, peerScore: 10, agreementWithReviews: 70, agreementWithStaff: null, suggestedGrade: 70, grade: 65 },
    },
    plotted: [
      { submission: 201, staffGrade: 8.5, peerMedian: 8.5, reviews: [1, 2] },
      { submission: 202, staffGrade: 6, peerMedian: null, reviews: [3] },
    ],
  });

const gradingRows = () => [...document.querySelectorAll(`table[aria-label="${TEXTS.reviewsTable}"] tr.ant-table-row`)] as HTMLElement[];
const rowOf = (reviewer: string) => gradingRows().find((row) => row.textContent?.includes(reviewer))!;

describe('grading the reviews', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('lists each review with its score, agreements, helpfulness and suggested grade', async () => {
    renderAdmin(PEER_REVIEW_TAB, { server: closedWorld() });
    await waitFor(() => expect(gradingRows()).toHaveLength(3));
    const ada = rowOf('ada@demo.edu');
    for (const text of ['Submitted', '7 / 10', '70 %', '85.5 %', '4.5 / 5 (2)', '79.3']) expect(within(ada).getByText(text)).toBeTruthy();
    expect(screen.getByText(/^The peer median counts for 20 % of each submission's grade\./)).toBeTruthy();
    const cy = rowOf('cy@demo.edu');
    expect(within(cy).getByText('Missing')).toBeTruthy();
    expect(within(cy).getByText(TEXTS.notCounted)).toBeTruthy();
    expect((within(rowOf('bob@demo.edu')).getByLabelText("Grade of bob@demo.edu's review of submission 201") as HTMLInputElement).value).toBe('65');
  });

  it('saves a grade per row and clears one', async () => {
    const server = closedWorld();
    renderAdmin(PEER_REVIEW_TAB, { server });
    const input = (await screen.findByLabelText("Grade of ada@demo.edu's review of submission 201")) as HTMLInputElement;
    const save = within(rowOf('ada@demo.edu')).getByRole('button', { name: `${TEXTS.save}: Grade of ada@demo.edu's review of submission 201` }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: '80' } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText(TEXTS.saved)).toBeTruthy();
    expect(server.gradeChanges).toEqual([{ review: 1, grade: 80 }]);

    fireEvent.click(within(rowOf('bob@demo.edu')).getByRole('button', { name: `${TEXTS.clear}: Grade of bob@demo.edu's review of submission 201` }));
    expect(await screen.findByText(TEXTS.cleared)).toBeTruthy();
    expect(server.gradeChanges).toEqual([
      { review: 1, grade: 80 },
      { review: 2, grade: null },
    ]);
    await waitFor(() => expect((within(rowOf('bob@demo.edu')).getByLabelText(/^Grade of bob/) as HTMLInputElement).value).toBe(''));
  });
});

describe('the overview', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('shows who reviews whom with each state in words, and the plot of peer medians against staff grades', async () => {
    setScreenWidth(400);
    renderAdmin(PEER_REVIEW_TAB, { server: closedWorld() });
    fireEvent.click(await screen.findByRole('tab', { name: TEXTS.overview }));
    const matrix = (await screen.findByRole('table', { name: TEXTS.matrix })) as HTMLTableElement;
    expect([...matrix.querySelectorAll('thead th')].map((cell) => cell.textContent)).toEqual(['Reviewer', 'Submission 201', 'Submission 202']);
    const row = (reviewer: string) => [...matrix.querySelectorAll('tbody tr')].find((tr) => tr.textContent?.startsWith(reviewer)) as HTMLElement;
    expect(within(row('bob@demo.edu')).getByText('Late')).toBeTruthy();
    expect(within(row('cy@demo.edu')).getByText('Missing')).toBeTruthy();
    expect(within(row('ada@demo.edu')).getByLabelText(TEXTS.notReviewing)).toBeTruthy();
    // At 400 px the grid scrolls sideways inside its own region.
    expect((screen.getByRole('region', { name: /scrolls sideways/ }) as HTMLElement).style.overflowX).toBe('auto');

    const plot = screen.getByRole('img', { name: TEXTS.plotTitle });
    expect(plot.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(plot.getAttribute('aria-describedby')!)!.textContent).toMatch(/^1 submission: peer medians are equal to staff grades on average/);
    expect(plot.querySelectorAll('circle')).toHaveLength(1);
    expect(plot.querySelector('circle title')!.textContent).toBe('Submission 201: staff 8.5, peer median 8.5');
  });
});
