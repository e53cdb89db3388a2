import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PEER_REVIEW_MESSAGES } from '@marginalia/contracts';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { ASSIGNMENTS_TEST_TIMEOUT, button, findButton } from '../assignments/testing/queries';
import { PEER_REVIEW_TAB_TEXTS as TEXTS } from './peerReviewTexts';
import { fakePeerReviewServer, makeReview, makeStage, PEER_REVIEW_TAB } from './testing/fakePeerReviewServer';

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const field = (label: string) => screen.findByLabelText(label) as Promise<HTMLInputElement>;
const stateTag = () => screen.findByLabelText(/^Peer review: /);
const reviewRows = () => [...document.querySelectorAll('table[aria-label="Peer reviews"] tr.ant-table-row')];

/** Clicks a button, then the Popconfirm's own confirm button (named like it). */
async function confirm(label: string) {
  fireEvent.click(await findButton(label));
  const popover = await waitFor(() => {
    const found = document.querySelector('.ant-popconfirm:not(.ant-popover-hidden)');
    if (!found) throw new Error('No confirmation');
    return found as HTMLElement;
  });
  fireEvent.click(button(label, popover));
}

describe('the Peer review tab', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it('shows where the stage stands: scheduled at the due date in the course zone, its counts and why it could not open', async () => {
    const server = fakePeerReviewServer({ stage: makeStage({ openError: 'Each student must review 2 other submissions, but there are only 2 submissions.' }) });
    renderAdmin(PEER_REVIEW_TAB, { server });
    expect((await stateTag()).textContent).toBe('Scheduled');
    expect(screen.getByText(`Oct 1, 2026, 11:59 PM EDT (${TEXTS.opensAtDueDate})`)).toBeTruthy();
    expect(screen.getByText(TEXTS.noClosing)).toBeTruthy();
    expect(screen.getByText('0 assigned · 0 submitted · 0 late · 0 missing')).toBeTruthy();
    expect(screen.getByText(/there are only 2 submissions/).closest('.ant-alert-warning')).toBeTruthy();
    expect(button(TEXTS.openNow)).toBeTruthy();
  });

  it('saves only the settings that changed, the weight as a share', async () => {
    const server = fakePeerReviewServer();
    renderAdmin(PEER_REVIEW_TAB, { server });
    fireEvent.change(await field('Reviews per student'), { target: { value: '3' } });
    fireEvent.change(await field('Weight in the grade'), { target: { value: '20' } });
    fireEvent.click(await field('Reviewers hidden from authors'));
    fireEvent.change(await field('Closes at'), { target: { value: '2026-10-10T17:00' } });
    fireEvent.click(button('Save changes'));
    expect(await screen.findByText(TEXTS.saved)).toBeTruthy();
    expect(server.sent('PATCH', '/assignments/11/peerReview/')).toEqual([
      { reviewsPerStudent: 3, anonymity: 'reviewer', closesAt: '2026-10-10T21:00:00.000Z', weight: 0.2 },
    ]);
    expect(button('Save changes').disabled).toBe(true);
  });

  it("shows the server's 400 beside the field it names and keeps the change to fix", async () => {
    const server = fakePeerReviewServer();
    const { notifications } = renderAdmin(PEER_REVIEW_TAB, { server });
    fireEvent.change(await field('Opens at'), { target: { value: '2026-10-05T09:00' } });
    fireEvent.change(await field('Closes at'), { target: { value: '2026-10-04T09:00' } });
    fireEvent.click(button('Save changes'));
    const closes = (await field('Closes at')).closest('.ant-form-item') as HTMLElement;
    await waitFor(() => expect(closes.textContent).toContain(PEER_REVIEW_MESSAGES.closesBeforeOpening));
    expect(server.peerReview.stage.closesAt).toBeNull();
    expect((await field('Closes at')).value).toBe('2026-10-04T09:00');
    expect(notifications).toEqual([]);
  });

  it('opens the review after a confirmation and lists the reviews made, then closes it', async () => {
    const server = fakePeerReviewServer({ submitters: ['ada@demo.edu', 'bob@demo.edu', 'cy@demo.edu'] });
    renderAdmin(PEER_REVIEW_TAB, { server });
    await confirm(TEXTS.openNow);
    expect(await screen.findByText(TEXTS.opened)).toBeTruthy();
    expect((await stateTag()).textContent).toBe('Open');
    await waitFor(() => expect(reviewRows()).toHaveLength(6));
    expect(screen.getByText('6 assigned · 0 submitted · 0 late · 0 missing')).toBeTruthy();
    // The allocation is made: these two wait until the review closes, and say why.
    expect((await field('Reviews per student')).disabled).toBe(true);
    expect((await field('Use peer review')).disabled).toBe(true);
    expect(screen.getAllByText(new RegExp(PEER_REVIEW_MESSAGES.openNow.slice(0, 20))).length).toBeGreaterThan(0);
    const first = reviewRows()[0] as HTMLElement;
    expect(within(first).getByText('ada@demo.edu')).toBeTruthy();
    expect(within(first).getByText('Reviewer 1')).toBeTruthy();
    expect(within(first).getByText('Submission 201').getAttribute('href')).toBe('/code/201');

    await confirm(TEXTS.closeNow);
    expect(await screen.findByText(TEXTS.closed)).toBeTruthy();
    expect((await stateTag()).textContent).toBe('Closed');
    await waitFor(() => expect(screen.getByText('0 assigned · 0 submitted · 0 late · 6 missing')).toBeTruthy());
    expect(server.sent('POST', '/assignments/11/peerReview/open/')).toHaveLength(1);
    expect(server.sent('POST', '/assignments/11/peerReview/close/')).toHaveLength(1);
  });

  it("shows why the server refused to open it, and nothing changes", async () => {
    const server = fakePeerReviewServer();
    const refusal = 'Each student must review 2 other submissions, but there are only 2 submissions: peer review needs at least 3.';
    server.answerOnce('POST', '/assignments/11/peerReview/open/', 400, { non_field_errors: [refusal] });
    const { notifications } = renderAdmin(PEER_REVIEW_TAB, { server });
    await confirm(TEXTS.openNow);
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect((await stateTag()).textContent).toBe('Scheduled');
    expect(notifications).toEqual([]);
  });

  it('filters the allocation by state, with the count of each', async () => {
    const allocation = [
      makeReview(1, { state: 'submitted', submittedAt: '2026-10-04T15:00:00Z' }),
      makeReview(2),
      makeReview(3),
      makeReview(4, { state: 'late', submittedAt: '2026-10-11T15:00:00Z' }),
    ];
    const server = fakePeerReviewServer({ stage: makeStage({ state: 'open', openedAt: '2026-10-03T12:00:00Z' }), allocation });
    renderAdmin(PEER_REVIEW_TAB, { server });
    await waitFor(() => expect(reviewRows()).toHaveLength(4));
    for (const label of ['All (4)', 'Assigned (2)', 'Submitted (1)', 'Late (1)', 'Missing (0)']) expect(screen.getByText(label)).toBeTruthy();
    fireEvent.click(screen.getByText('Submitted (1)'));
    await waitFor(() => expect(reviewRows()).toHaveLength(1));
    const row = reviewRows()[0] as HTMLElement;
    expect(within(row).getByText('student1@demo.edu')).toBeTruthy();
    expect(within(row).getByText('Oct 4, 2026, 11:00 AM EDT')).toBeTruthy();
    fireEvent.click(screen.getByText('Missing (0)'));
    expect(await screen.findByText(TEXTS.noReviews)).toBeTruthy();
  });

  it('keeps its state, buttons, form and table usable on a 400 px screen', async () => {
    setScreenWidth(400);
    const server = fakePeerReviewServer({ stage: makeStage({ state: 'open' }), allocation: [makeReview(1), makeReview(2)] });
    renderAdmin(PEER_REVIEW_TAB, { server });
    expect((await stateTag()).textContent).toBe('Open');
    expect(await findButton(TEXTS.closeNow)).toBeTruthy();
    expect(await field('Minimum comments')).toBeTruthy();
    await waitFor(() => expect(reviewRows()).toHaveLength(2));
    // The table scrolls sideways inside its own box instead of widening the page.
    const scroller = document.querySelector('table[aria-label="Peer reviews"]')?.closest('.ant-table-content') as HTMLElement | null;
    expect(scroller?.style.overflowX || scroller?.style.overflow).toMatch(/auto|scroll/);
  });

  it('uploads an allocation after its preview, and shows the rows the server refuses', async () => {
    const server = fakePeerReviewServer({ stage: makeStage({ state: 'open', openedAt: '2026-10-03T12:00:00Z' }), allocation: [makeReview(1)] });
    renderAdmin(PEER_REVIEW_TAB, { server });
    expect(await findButton('Download CSV')).toBeTruthy();
    // The upload's input is made anew after each file: it is looked up each time.
    const upload = (text: string) =>
      fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [new File([text], 'allocation.csv', { type: 'text/csv' })] } });

    upload('reviewer,submission\nnobody@demo.edu,101\n');
    const refused = await screen.findByRole('dialog');
    expect(await within(refused).findByText('Row 1 (reviewer): This person is not an active student of the course.')).toBeTruthy();
    expect((within(refused).getByRole('button', { name: 'Apply' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(refused).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    upload('reviewer,submission,authors\nstudent2@demo.edu,101,student1@demo.edu\n');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 to add, 0 to remove; 0 begun or submitted stay.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Allocation uploaded: 1 added, 0 removed, 0 begun kept.')).toBeTruthy();
    expect(server.imports.map((body) => body.preview)).toEqual([true, true, false]);
    expect(server.imports[2]!.rows).toEqual([{ reviewer: 'student2@demo.edu', submission: 101 }]);
  });

  it('says what is wrong with a file without the two columns, and asks the server nothing', async () => {
    const server = fakePeerReviewServer({ stage: makeStage({ state: 'open', openedAt: '2026-10-03T12:00:00Z' }), allocation: [makeReview(1)] });
    renderAdmin(PEER_REVIEW_TAB, { server });
    await findButton('Download CSV');
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['email,role\na@demo.edu,student\n'], 'roster.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText(/needs a header row with "reviewer" and "submission" columns/)).toBeTruthy();
    expect(server.imports).toEqual([]);
  });
});
