import { useMemo } from 'react';
import { useParams } from 'react-router';
import { apiConfig } from '../api/config';
import { startReviewRead, whenReviewReadFails } from '../api/earlyReads';
import { CodeReviewPage } from './pages';

// The view's failure screens (Ant Design's Result) are not part of the code's first paint: they are fetched when
// the review's read fails, or the address names no submission, while the view's own code is still downloading.
function loadFailureScreens(): void {
  void import('../features/code-review/workspace/SubmissionNotFound').catch(() => undefined);
  void import('../features/code-review/workspace/SubmissionLoadFailure').catch(() => undefined);
}

/**
 * `/code/:submissionId`. Each opening starts the review's read here, in the first bundle (api/earlyReads.ts), so
 * that it travels while the code-review chunk (CodeMirror and the view) downloads instead of after it; the view's
 * own read then takes its answer.
 */
export function CodeReviewRoute() {
  const { submissionId = '' } = useParams();
  // While rendering, not in an effect: the view's effects run before this route's, and its read must find this one.
  // Starting it twice is harmless (startReviewRead keeps one read per opening).
  useMemo(() => {
    if (/^\d+$/.test(submissionId)) {
      startReviewRead(Number(submissionId), apiConfig().getToken());
      whenReviewReadFails(Number(submissionId), loadFailureScreens);
    } else loadFailureScreens();
  }, [submissionId]);
  return <CodeReviewPage />;
}
