import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { openReview } from '../features/code-review/model/reviewCache';
import { CodeReviewPage } from './pages';

/**
 * `/code/:submissionId`. The review is requested here, in the first bundle, so that it travels while the
 * code-review chunk (CodeMirror and the view) downloads instead of after it; the page then finds it cached.
 * Every opening reads it (also from one submission to the next, which keeps this route mounted): an answer
 * cached before, read ahead for "Done & next" or from an earlier visit, is shown only until the fresh one arrives.
 */
export function CodeReviewRoute() {
  const { submissionId = '' } = useParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (/^\d+$/.test(submissionId)) openReview(queryClient, Number(submissionId));
  }, [queryClient, submissionId]);
  return <CodeReviewPage />;
}
