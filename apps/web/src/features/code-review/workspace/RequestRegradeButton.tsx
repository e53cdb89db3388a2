import { Button } from 'antd';
import type { ReviewController } from '../model/useReviewController';
import { useRegradeLink } from '../panels/regradeLink';

interface RequestRegradeButtonProps {
  controller: ReviewController;
  /** The side panels are in a drawer (narrow screens): open it. */
  onOpenPanels?: () => void;
  /** The Info menu is hidden: show it, since the request is written there. */
  onShowInfo?: () => void;
}

/** "Request regrade" beside the student's grade: opens the request form in the Info panel. */
export function RequestRegradeButton({ controller, onOpenPanels, onShowInfo }: RequestRegradeButtonProps) {
  const { open } = useRegradeLink();
  const { submission, permissions } = controller.review;
  if (permissions.role !== 'student' || !permissions.canRequestRegrade || submission.questionIsOpen) return null;
  return (
    <Button
      size="small"
      onClick={() => {
        onShowInfo?.();
        onOpenPanels?.();
        open('write');
      }}
    >
      Request regrade
    </Button>
  );
}
