import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '../../api/errors';
import { fetchReview, reviewQueryKey } from '../../api/review';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { lazyPart } from '../../components/lazyPart';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSession } from '../../session/SessionContext';
import { hasCachedReview, rereadCachedReview } from './model/reviewCache';
import { ReviewWorkspace } from './workspace/ReviewWorkspace';

// The failure screens (Ant Design's Result) come in their own chunk, fetched as soon as the review's read fails
// (routing/CodeReviewRoute.tsx), so a submission that opens never loads them before its code.
const notFound = lazyPart<{ submissionId: string }>(() => import('./workspace/SubmissionNotFound').then((module) => module.SubmissionNotFound), { fetch: 'drawn' });
const loadFailure = lazyPart<{ submissionId: number | string; error: unknown; onRetry(): void }>(
  () => import('./workspace/SubmissionLoadFailure').then((module) => module.SubmissionLoadFailure),
  { fetch: 'drawn' },
);

function consoleFor(role: string): string {
  if (role === 'student') return '/student';
  if (role === 'admin') return '/admin';
  return '/grader';
}

/** `/code/:submissionId` — the submission view for staff and students. */
export default function CodeReviewPage() {
  const { submissionId = '' } = useParams();
  const id = /^\d+$/.test(submissionId) ? Number(submissionId) : NaN;
  const { user } = useSession();
  usePageTitle('Submission');
  const queryClient = useQueryClient();
  // What this opening found cached (read ahead for Done & next, or an earlier visit) shows at once and is read
  // again (model/reviewCache.ts); decided once per submission opened, before the query below reads anything.
  const [opening, setOpening] = useState(() => ({ id, cached: hasCachedReview(queryClient, id) }));
  if (!Object.is(opening.id, id)) setOpening({ id, cached: hasCachedReview(queryClient, id) });
  useEffect(() => {
    if (opening.cached) rereadCachedReview(queryClient, opening.id);
  }, [queryClient, opening]);
  const query = useQuery({
    queryKey: reviewQueryKey(id),
    queryFn: () => (Number.isSafeInteger(id) ? fetchReview(id) : Promise.reject(new ApiError(404, null, `"${submissionId}" is not a submission id`))),
    retry: false,
    // This opening asked already; its answer, a 404 included, is the one to show, not a reason to ask again.
    retryOnMount: false,
    // The view keeps its own state while open; a background refetch must not reset what the grader writes.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  if (query.isPending) return <FullPageSpinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <notFound.Component submissionId={submissionId} fallback={<FullPageSpinner />} />;
  if (query.isError) return <loadFailure.Component submissionId={submissionId} error={query.error} onRetry={() => void query.refetch()} fallback={<FullPageSpinner />} />;
  return <ReviewWorkspace key={query.data.submission.id} review={query.data} mode="live" me={user.email} backTo={consoleFor(query.data.permissions.role)} />;
}
