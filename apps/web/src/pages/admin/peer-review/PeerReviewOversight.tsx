import { Tabs, theme } from 'antd';
import { useSearchParams } from 'react-router';
import { LoadFailed, LoadingState } from '../../../components/LoadStates';
import { GRADING_TEXTS as TEXTS, weightLine } from './gradingTexts';
import { PeerScorePlot } from './PeerScorePlot';
import { ReviewGradingTable } from './ReviewGradingTable';
import { ReviewMatrix } from './ReviewMatrix';
import { usePeerReviewGrading } from './usePeerReviewGrading';

/**
 * Below the allocation, once reviews exist: "Grading" (each review compared and graded) and "Overview" (who reviews
 * whom, and peer medians against staff grades), both from one answer of the server.
 */
export function PeerReviewOversight({ assignmentId, readOnly }: { assignmentId: number; readOnly: boolean }) {
  const { token } = theme.useToken();
  const { grading, setGrade } = usePeerReviewGrading(assignmentId);
  // The section shown is in the address (?reviews=overview), so that a reload or a narrower layout keeps it.
  const [params, setParams] = useSearchParams();
  const view = params.get('reviews') === 'overview' ? 'overview' : 'grading';
  const show = (key: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'overview') next.set('reviews', 'overview');
        else next.delete('reviews');
        return next;
      },
      { replace: true },
    );
  if (grading.isPending) return <LoadingState label="Loading the grading of the reviews" />;
  if (grading.isError) return <LoadFailed what="the grading of the reviews" onRetry={() => void grading.refetch()} />;
  return (
    <section aria-label="Grading and overview of the reviews" style={{ marginTop: token.marginLG }}>
      <Tabs
        activeKey={view}
        onChange={show}
        items={[
          {
            key: 'grading',
            label: TEXTS.grading,
            children: (
              <>
                <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginXS}px` }}>
                  {weightLine(grading.data.weight, grading.data.state)} {TEXTS.suggestedHelp}
                </p>
                <ReviewGradingTable grading={grading.data} setGrade={setGrade} readOnly={readOnly} />
              </>
            ),
          },
          {
            key: 'overview',
            label: TEXTS.overview,
            children: (
              <>
                <ReviewMatrix reviews={grading.data.reviews} />
                <PeerScorePlot submissions={grading.data.submissions} points={grading.data.points} />
              </>
            ),
          },
        ]}
      />
    </section>
  );
}
