import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CodeReviewPage } from './pages';

/**
 * `/code/:submissionId`. The review is requested here, so that it travels while the code-review chunk (CodeMirror
 * and the view) downloads instead of after it; the page then finds it cached. The review's calls (and the schemas
 * of comments, rubric and tests they check answers with) come in a small chunk of their own, fetched beside the
 * page's: every other first visit does without them.
 */
export function CodeReviewRoute() {
  const { submissionId = '' } = useParams();
  const queryClient = useQueryClient();
  useState(() => {
    if (!/^\d+$/.test(submissionId)) return;
    const id = Number(submissionId);
    void import('../api/review').then(({ fetchReview, reviewQueryKey }) => {
      // The page got there first (its chunk was cached): it already asked, and asking twice would be wasted.
      if (queryClient.getQueryState(reviewQueryKey(id))) return;
      void queryClient.prefetchQuery({ queryKey: reviewQueryKey(id), queryFn: () => fetchReview(id), retry: false, staleTime: Infinity });
    });
  });
  return <CodeReviewPage />;
}
