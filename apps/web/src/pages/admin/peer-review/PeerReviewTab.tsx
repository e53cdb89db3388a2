import type { Assignment, Course } from '@marginalia/contracts';
import { LoadFailed, LoadingState } from '../../../components/LoadStates';
import { usableZone } from '../assignments/dates/zonedTime';
import { AllocationFileActions } from './AllocationFileActions';
import { AllocationTable } from './AllocationTable';
import { PeerReviewOversight } from './PeerReviewOversight';
import { PeerReviewSettingsForm } from './PeerReviewSettingsForm';
import { PeerRubricSection } from './PeerRubricSection';
import { StageSummary } from './StageSummary';
import { usePeerReviewStage } from './usePeerReview';

/**
 * An assignment's Peer review tab (docs/PEER-REVIEW.md): where the stage stands with "Open now" / "Close now", its
 * settings, the peer rubric when the stage uses one, and the allocation once reviews exist. Times are read and picked
 * in the course's zone.
 */
export function PeerReviewTab({ course, assignment }: { course: Course; assignment: Assignment }) {
  const { stage, save, move } = usePeerReviewStage(assignment.id);
  const zone = usableZone(course.timezone);
  if (stage.isPending) return <LoadingState label="Loading the peer review" />;
  if (stage.isError) return <LoadFailed what="the peer review" onRetry={() => void stage.refetch()} />;
  const readOnly = course.archived;
  const hasReviews = Object.values(stage.data.reviews).some((count) => count > 0);
  return (
    <div>
      <StageSummary stage={stage.data} zone={zone} move={move} readOnly={readOnly} />
      <PeerReviewSettingsForm stage={stage.data} zone={zone} save={save} readOnly={readOnly} />
      {stage.data.rubric === 'peer' && <PeerRubricSection course={course} assignment={assignment} />}
      {(hasReviews || stage.data.state === 'open' || stage.data.state === 'closed') && (
        <>
          <AllocationTable assignmentId={assignment.id} zone={zone} approval={stage.data.approval} readOnly={readOnly} />
          <AllocationFileActions assignmentId={assignment.id} assignmentName={assignment.name} canUpload={!readOnly && stage.data.state === 'open'} />
          <PeerReviewOversight assignmentId={assignment.id} readOnly={readOnly} />
        </>
      )}
    </div>
  );
}
