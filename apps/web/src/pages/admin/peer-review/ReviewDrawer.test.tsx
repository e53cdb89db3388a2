import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { disposeSessions, renderAdmin } from '../../../test/renderAdmin';
import { restoreScreenWidth, setScreenWidth } from '../../../test/screenWidth';
import { ASSIGNMENTS_TEST_TIMEOUT } from '../assignments/testing/queries';
import { REVIEW_DRAWER_TEXTS as TEXTS } from './reviewDrawerTexts';
import { fakePeerReviewServer, makeDetail, makeReview, makeStaffComment, makeStage, PEER_REVIEW_TAB } from './testing/fakePeerReviewServer';

// A review opened from the Peer review tab's allocation (docs/PEER-REVIEW.md, "Approval and hiding").

vi.mock('../roster/RosterPanel', () => ({ RosterPanel: () => null }));
afterEach(() => {
  disposeSessions();
  restoreScreenWidth();
});

const reviewRows = () => [...document.querySelectorAll('table[aria-label="Peer reviews"] tr.ant-table-row')];
const drawer = () => screen.findByRole('dialog');

function world(options: { approval: boolean }) {
  const submitted = makeReview(1, { state: 'submitted', submittedAt: '2026-10-04T15:00:00Z' });
  const approved = makeReview(2, { state: 'submitted', submittedAt: '2026-10-04T16:00:00Z', approvedAt: '2026-10-05T10:00:00Z' });
  const assigned = makeReview(3);
  const details = [
    makeDetail(submitted, {
      approval: options.approval,
      comments: [makeStaffComment(41, { text: 'Nice loop.' }), makeStaffComment(42, { text: 'Rude words', startLine: 4, endLine: 6, hidden: true, hiddenReason: 'Rude' })],
      ratings: { mean: 3.5, count: 2 },
    }),
    makeDetail(approved, { approval: options.approval }),
  ];
  const stage = makeStage({ state: 'closed', approval: options.approval, openedAt: '2026-10-03T12:00:00Z', closedAt: '2026-10-10T12:00:00Z' });
  return fakePeerReviewServer({ stage, allocation: [submitted, approved, assigned], details });
}

async function openReview(reviewer: string) {
  await waitFor(() => expect(reviewRows().length).toBeGreaterThan(0));
  fireEvent.click(screen.getByRole('button', { name: new RegExp(`^Open the review by ${reviewer}`) }));
  return drawer();
}

describe('the review drawer', ASSIGNMENTS_TEST_TIMEOUT, () => {
  it("shows the review's comments with their place, its ratings, and filters the reviews waiting for approval", async () => {
    const server = world({ approval: true });
    renderAdmin(PEER_REVIEW_TAB, { server });
    await waitFor(() => expect(reviewRows()).toHaveLength(3));
    fireEvent.click(screen.getByText(`${TEXTS.waitingFilter} (1)`));
    await waitFor(() => expect(reviewRows()).toHaveLength(1));

    const panel = await openReview('student1@demo.edu');
    expect(await within(panel).findByText('Nice loop.')).toBeTruthy();
    expect(within(panel).getByText('main.py, line 3')).toBeTruthy();
    expect(within(panel).getByText('main.py, lines 5–7')).toBeTruthy();
    expect(within(panel).getByText('3.5 of 5 (2 ratings)')).toBeTruthy();
    expect(within(panel).getByText('Reason: Rude')).toBeTruthy();
    expect(within(panel).getByText(TEXTS.hidden)).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: TEXTS.approve }));
    await waitFor(() => expect(server.details.get(1)!.approvedAt).not.toBeNull());
    await waitFor(() => expect(within(panel).queryByRole('button', { name: TEXTS.approve })).toBeNull());
    // Approved, it leaves the waiting list.
    await waitFor(() => expect(screen.getByText(`${TEXTS.waitingFilter} (0)`)).toBeTruthy());
  });

  it('hides a comment with a reason, and shows it again', async () => {
    const server = world({ approval: false });
    renderAdmin(PEER_REVIEW_TAB, { server });
    // No approval asked: no filter for it, no button.
    await waitFor(() => expect(reviewRows()).toHaveLength(3));
    expect(screen.queryByText(new RegExp(TEXTS.waitingFilter))).toBeNull();
    const panel = await openReview('student1@demo.edu');
    await within(panel).findByText('Nice loop.');
    expect(within(panel).queryByRole('button', { name: TEXTS.approve })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Hide the comment on main.py, line 3' }));
    fireEvent.change(within(panel).getByLabelText(TEXTS.reasonLabel), { target: { value: 'Off topic' } });
    fireEvent.click(within(panel).getByRole('button', { name: TEXTS.hideConfirm }));
    await waitFor(() => expect(server.details.get(1)!.comments[0]).toMatchObject({ hidden: true, hiddenReason: 'Off topic' }));
    expect(await within(panel).findByText('Reason: Off topic')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Show the comment on main.py, lines 5–7' }));
    await waitFor(() => expect(server.details.get(1)!.comments[1]).toMatchObject({ hidden: false, hiddenReason: null }));
    await waitFor(() => expect(within(panel).queryByText('Reason: Rude')).toBeNull());
  });

  it('fits a 400 px screen', async () => {
    setScreenWidth(400);
    renderAdmin(PEER_REVIEW_TAB, { server: world({ approval: true }) });
    const panel = await openReview('student2@demo.edu');
    expect(await within(panel).findByText(TEXTS.noComments)).toBeTruthy();
    expect(within(panel).getByText(TEXTS.notRated)).toBeTruthy();
  });
});
