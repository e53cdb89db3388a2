import { NEEDS_ATTENTION_TEXTS, REVISION_TEXTS } from '@marginalia/contracts';
import { Alert } from 'antd';
import { KeyboardHint } from '../../../components/KeyboardHint';
import { ProductTip } from '../../../components/ProductTip';
import type { ReviewController, ReviewMode } from '../model/useReviewController';

/** What the reader should know before the code: revised feedback, unpublished feedback, a failed run, the demo, a tip. */
export function ReviewBanners({ controller, mode }: { controller: ReviewController; mode: ReviewMode }) {
  const { review } = controller;
  return (
    <>
      {review.beingRevised && <Alert banner type="warning" title={REVISION_TEXTS.studentBanner} description={REVISION_TEXTS.studentExplanation} />}
      {review.permissions.feedbackVisible ? null : (
        <Alert
          banner
          type="info"
          message={
            // Peer feedback does not wait for the instructor's (docs/PEER-REVIEW.md, "Receiving").
            review.comments.some((comment) => comment.peerReview)
              ? 'Your instructor’s feedback is not available yet; the peer feedback on your code is. The rest appears here once your instructor publishes it.'
              : 'Feedback on this submission is not available yet. It appears here once your instructor publishes it.'
          }
        />
      )}
      {review.submission.needsAttention ? <Alert banner type="warning" message={NEEDS_ATTENTION_TEXTS.tag} description={NEEDS_ATTENTION_TEXTS.explanation} /> : null}
      {mode === 'demo' ? (
        <Alert banner type="info" message="This is a demo submission: select code to comment, try the rubric and the shortcuts. Nothing you do here is saved." />
      ) : (
        <ProductTip id="submissionView" title="Comments sit with their code" banner>
          {review.permissions.canComment
            ? 'Select code to comment on it, or apply a rubric comment from the Rubric panel.'
            : 'Click a highlighted part of the code to read its comment.'}
          <KeyboardHint> Press ? for the keyboard shortcuts.</KeyboardHint>
        </ProductTip>
      )}
    </>
  );
}
