import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeComment, renderCard, studentPermissions } from './testing/commentFixtures';

// A peer reviewer's comment as its authors read it in the code view (docs/PEER-REVIEW.md, "Receiving").

const peer = (changes = {}) => makeComment({ author: null, pointDelta: null, peerReview: { review: 7, reviewer: 'Reviewer 1' }, ...changes });

describe('peer feedback in the code view', { timeout: 30_000 }, () => {
  it('is marked as peer feedback with the pseudonym, set apart from the staff', () => {
    renderCard({ comment: peer({ text: 'Nice loop.' }), authorLabel: null, permissions: studentPermissions() });
    const card = screen.getByTestId('comment-card');
    expect(card.getAttribute('aria-label')).toBe('Peer feedback · Reviewer 1');
    expect(screen.getByText('Peer feedback · Reviewer 1')).toBeTruthy();
    expect(screen.getByText('Nice loop.')).toBeTruthy();
    expect(card.style.borderLeft).toContain('dashed');
  });

  it('shows no points, no rating and no edit controls', () => {
    renderCard({ comment: peer({ pointDelta: 3 }), authorLabel: null, permissions: studentPermissions({ canComment: true }) });
    expect(screen.queryByLabelText(/^Points:/)).toBeNull();
    expect(screen.queryByLabelText('Helpful')).toBeNull();
    expect(screen.queryByLabelText('Edit comment')).toBeNull();
  });

  it("leaves the staff's comments as they were", () => {
    renderCard({ comment: makeComment({ text: 'Staff note' }), permissions: studentPermissions() });
    expect(screen.getByTestId('comment-card').getAttribute('aria-label')).toBe('Comment by grader@example.edu');
    expect(screen.queryByText(/Peer feedback/)).toBeNull();
    expect(screen.getByTestId('comment-card').style.borderLeft).toContain('solid');
  });
});
