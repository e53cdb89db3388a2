import { useMemo } from 'react';
import { useParams } from 'react-router';
import { apiConfig } from '../api/config';
import { startReviewRead } from '../api/earlyReads';
import { CodeReviewPage } from './pages';

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
    if (/^\d+$/.test(submissionId)) startReviewRead(Number(submissionId), apiConfig().getToken());
  }, [submissionId]);
  return <CodeReviewPage />;
}
