import { useQuery } from '@tanstack/react-query';
import { Layout } from 'antd';
import { lazy, Suspense } from 'react';
import { fetchDemoReview, reviewQueryKey } from '../../api/review';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { usePageTitle } from '../../hooks/usePageTitle';
import { PublicHeader } from '../../layout/PublicHeader';
import { CompactTheme } from '../../theme/ThemeProvider';
import { ReviewWorkspace } from './workspace/ReviewWorkspace';

// The failure screen (Ant Design's Result) is fetched only when the demo's review could not be read.
const SubmissionLoadFailure = lazy(() => import('./workspace/SubmissionLoadFailure').then((module) => ({ default: module.SubmissionLoadFailure })));

/** `/demo` — the seeded demo submission, without login; comments a visitor writes stay in the page. */
export default function DemoReviewPage() {
  usePageTitle('Demo Submission');
  const query = useQuery({ queryKey: reviewQueryKey('demo'), queryFn: fetchDemoReview, retry: false, staleTime: Infinity, refetchOnWindowFocus: false });
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PublicHeader />
      <CompactTheme>
        {query.isPending ? (
          <FullPageSpinner />
        ) : query.isError ? (
          <Suspense fallback={<FullPageSpinner />}>
            <SubmissionLoadFailure submissionId="demo" error={query.error} onRetry={() => void query.refetch()} />
          </Suspense>
        ) : (
          <ReviewWorkspace review={query.data} mode="demo" me={null} backTo="/" />
        )}
      </CompactTheme>
    </Layout>
  );
}
