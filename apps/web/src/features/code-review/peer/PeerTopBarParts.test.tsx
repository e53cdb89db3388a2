import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '../../../api/errors';
import { SubmitReviewButton } from './PeerTopBarParts';
import { makeReviewerView } from './testing/reviewerView';

// "Submit review" (docs/PEER-REVIEW.md, "Reviewing in the code view"): asked first, the dialog's button loading while
// the review is sent, sent once however often it is pressed, and a failure said, the button ready to be pressed again.

afterEach(cleanup);

const VIEW = makeReviewerView();

/** The button, opened to its dialog; returns the dialog's "Submit review". */
async function askToSubmit(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Submit review' }));
  const dialog = await screen.findByRole('dialog', {}, { timeout: 8000 });
  return within(dialog).getByRole('button', { name: 'Submit review' });
}

describe('SubmitReviewButton', { timeout: 20_000 }, () => {
  it('says why a submit failed, in the server’s words, and can be pressed again', async () => {
    const onSubmit = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(400, { detail: 'This review is already submitted.' }, 'POST /peerReviews/7/submit/'))
      .mockResolvedValueOnce(undefined);
    render(<SubmitReviewButton view={VIEW} written={1} drafting={false} onSubmit={onSubmit} />);

    fireEvent.click(await askToSubmit());
    expect(await screen.findByText('The review was not submitted. This review is already submitted.', {}, { timeout: 8000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: 'Submit review' });
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.className).not.toMatch(/ant-btn-loading/);

    fireEvent.click(await askToSubmit());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('says so when the server cannot be reached', async () => {
    const onSubmit = vi.fn<() => Promise<void>>().mockRejectedValueOnce(new Error('Failed to fetch'));
    render(<SubmitReviewButton view={VIEW} written={1} drafting={false} onSubmit={onSubmit} />);
    fireEvent.click(await askToSubmit());
    expect(await screen.findByText(/^The review was not submitted\. .+/, {}, { timeout: 8000 })).toBeTruthy();
  });

  it('sends the review once however often OK is pressed, its button loading meanwhile', async () => {
    let answer: () => void = () => undefined;
    const onSubmit = vi.fn<() => Promise<void>>(() => new Promise<void>((resolve) => (answer = resolve)));
    render(<SubmitReviewButton view={VIEW} written={1} drafting={false} onSubmit={onSubmit} />);

    const ok = await askToSubmit();
    fireEvent.click(ok);
    fireEvent.click(ok);
    await waitFor(() => expect(ok.className).toMatch(/ant-btn-loading/));
    fireEvent.click(ok);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    answer();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/not submitted/)).toBeNull();
  });
});
