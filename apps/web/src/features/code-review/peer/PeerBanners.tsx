import type { ReviewerView } from '@marginalia/contracts';
import { Alert } from 'antd';
import { peerSubmitted, redactionBanner } from './peerReviewModel';

/** What a reviewer should know before the code: masked names, and that a submitted review is read-only. */
export function PeerBanners({ view }: { view: ReviewerView }) {
  const redaction = redactionBanner(view);
  return (
    <>
      {redaction ? <Alert banner type="info" message={redaction} data-testid="peer-redaction" /> : null}
      {peerSubmitted(view) ? <Alert banner type="success" message="Submitted: this review is read-only." data-testid="peer-submitted" /> : null}
    </>
  );
}
