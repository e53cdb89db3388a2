import type { ReviewerView } from '@marginalia/contracts';
import { Button, Tooltip } from 'antd';
import { useRef, useState, type ReactElement } from 'react';
import { serverMessages } from '../../../api/serverMessages';
import { InlineText } from '../../../components/InlineText';
import { PresetTag } from '../../../components/PresetTag';
import { useLazyMessage } from '../lazy/useLazyMessage';
import { formatInZone } from '../panels/courseDates';
import { useLazyConfirm } from '../workspace/useLazyConfirm';
import { peerProgress, peerSubmitted, submitRefusal } from './peerReviewModel';

// The top bar's reviewer part (docs/PEER-REVIEW.md, "In the web app"): what is reviewed, until when, how far the
// review is, and "Submit review". Nothing of the authors but the label the API gives ("Submission 1").

// Read by screen readers, not drawn: the reason a disabled button gives (its tooltip cannot be reached by keyboard).
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface PeerPartProps {
  view: ReviewerView;
  /** The reviewer's saved comments in this review, counted as they write. */
  written: number;
  compact: boolean;
  timeZone: string;
}

export function PeerSummary({ view, written, compact, timeZone }: PeerPartProps) {
  const { review } = view;
  return (
    <>
      <InlineText strong ellipsis style={{ maxWidth: compact ? 200 : 260 }} data-testid="peer-review-label">
        {review.label}
      </InlineText>
      <InlineText type="secondary" ellipsis style={{ maxWidth: compact ? 200 : 260 }}>
        {review.assignment.name}
      </InlineText>
      <InlineText type="secondary" data-testid="peer-review-closes">
        {review.closesAt ? `Closes ${formatInZone(review.closesAt, timeZone)}` : 'No deadline'}
      </InlineText>
      <InlineText type="secondary" data-testid="peer-review-progress" aria-live="polite">
        {peerProgress(written, view.minComments)}
      </InlineText>
      {peerSubmitted(view) ? (
        <PresetTag color={review.state === 'late' ? 'orange' : 'green'}>
          {review.state === 'late' ? 'Submitted late' : 'Submitted'}
        </PresetTag>
      ) : null}
    </>
  );
}

interface SubmitReviewButtonProps {
  view: ReviewerView;
  written: number;
  /** A comment is being written: it would not be part of the review. */
  drafting: boolean;
  /** Sends the review; rejects with the failure, which the button tells the reviewer. */
  onSubmit(): Promise<void>;
}

/** "Submit review", asked first; disabled with its reason below the minimum of comments or while a comment is open. */
export function SubmitReviewButton({ view, written, drafting, onSubmit }: SubmitReviewButtonProps) {
  const [confirmFirst, confirmHolder] = useLazyConfirm();
  const [messages, messageHolder] = useLazyMessage();
  const [busy, setBusy] = useState(false);
  // Set at once, unlike `busy`: a second press before the next render must not send the review twice.
  const sending = useRef(false);

  // The dialog's OK: its promise keeps the OK button loading until the answer, then closes the dialog. A failure is
  // said in a message rather than thrown back to the dialog, which would only stop loading and stay open, unexplained.
  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    try {
      await onSubmit();
    } catch (error) {
      messages.error(`The review was not submitted. ${serverMessages(error).join(' ')}`);
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };

  const refusal = submitRefusal(written, view.minComments) ?? (drafting ? 'Save or cancel the comment you are writing first.' : null);
  let button: ReactElement | null;
  if (peerSubmitted(view)) {
    button = null;
  } else if (refusal) {
    button = (
      <Tooltip title={refusal}>
        <span>
          <Button type="primary" disabled aria-describedby="peer-submit-refusal">
            Submit review
          </Button>
          <span id="peer-submit-refusal" style={VISUALLY_HIDDEN}>
            {refusal}
          </span>
        </span>
      </Tooltip>
    );
  } else {
    const confirm = () =>
      confirmFirst({
        title: 'Submit this review?',
        content: `${written === 1 ? 'Its comment goes to the course as it is' : `Its ${written} comments go to the course as they are`}: once submitted, the review cannot be changed.`,
        okText: 'Submit review',
        cancelText: 'Keep reviewing',
        onOk: submit,
      });
    button = (
      <Button type="primary" loading={busy} onClick={confirm}>
        Submit review
      </Button>
    );
  }
  // The holders stay drawn whatever the button shows: the dialog closes by itself once the review is submitted, and
  // a dialog or message must not vanish, or come back, when the button turns disabled and enabled again.
  return (
    <>
      {confirmHolder}
      {messageHolder}
      {button}
    </>
  );
}
