import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { CodeReviewPage } from './pages';

/**
 * `/code/:submissionId`. The review is requested here, so that it travels while the code-review chunk (CodeMirror
 * and the view) downloads instead of after it; the page then finds it cached. The review's calls (and the schemas
 * of comments, rubric and tests they check answers with) come in a small chunk of their own, fetched beside the
 * page's: every other first visit does without them. Every opening reads it (also from one submission to the next,
 * which keeps this route mounted): an answer cached before, read ahead for "Done & next" or from an earlier visit,
 * is shown only until the fresh one arrives.
 */
export function CodeReviewRoute() {
  const { submissionId = '' } = useParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!/^\d+$/.test(submissionId)) return;
    const id = Number(submissionId);
    void import('../features/code-review/model/reviewCache').then(({ openReview }) => openReview(queryClient, id));
  }, [queryClient, submissionId]);
  return <CodeReviewPage />;
}
