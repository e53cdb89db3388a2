import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { fetchReview, reviewQueryKey } from '../api/review';
import { CodeReviewPage } from './pages';

/**
 * `/code/:submissionId`. The review is requested here, in the first bundle, so that it travels while the
 * code-review chunk (CodeMirror and the view) downloads instead of after it; the page then finds it cached.
 */
export function CodeReviewRoute() {
  const { submissionId = '' } = useParams();
  const queryClient = useQueryClient();
  useState(() => {
    if (!/^\d+$/.test(submissionId)) return;
    const id = Number(submissionId);
    void queryClient.prefetchQuery({ queryKey: reviewQueryKey(id), queryFn: () => fetchReview(id), retry: false, staleTime: Infinity });
  });
  return <CodeReviewPage />;
}
