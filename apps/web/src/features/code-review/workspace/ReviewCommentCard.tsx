import { CommentCard } from '../comments/CommentCard';
import type { ReviewComment } from '../model/types';
import type { ReviewController } from '../model/useReviewController';

interface ReviewCommentCardProps {
  controller: ReviewController;
  comment: ReviewComment;
  me: string | null;
  /** Bumped by Alt+S: the comment being edited saves. */
  saveNonce: number;
  onDirtyChange(dirty: boolean): void;
}

/** One comment of the open file as its card, wired to the controller (edit, save, delete, rate, hover, activate). */
export function ReviewCommentCard({ controller, comment, me, saveNonce, onDirtyChange }: ReviewCommentCardProps) {
  const { review, state, dispatch } = controller;
  const rubric = controller.choices.find((choice) => choice.rubricComment.id === comment.rubricComment) ?? null;
  const editing = state.editingId === comment.id;
  return (
    <CommentCard
      comment={comment}
      rubric={rubric}
      rubricChoices={controller.choices}
      permissions={{ ...review.permissions, canComment: review.permissions.canComment && !controller.isOlderVersion }}
      forcedRubricMode={review.assignment.forcedRubricMode}
      editing={editing}
      active={state.activeId === comment.id}
      hovered={state.hoveredId === comment.id}
      authorLabel={comment.author === null ? null : comment.author === me ? 'You' : comment.author}
      saveNonce={editing ? saveNonce : undefined}
      onDirtyChange={onDirtyChange}
      onEdit={() => dispatch({ type: 'edit', id: comment.id })}
      onCancel={() => dispatch({ type: 'cancelEdit' })}
      onSave={(draft) => controller.saveComment(comment, draft)}
      onDelete={() => controller.removeComment(comment)}
      onRate={(feedback) => controller.rate(comment, feedback)}
      onHover={(hovered) => dispatch({ type: 'hover', id: hovered ? comment.id : null })}
      onActivate={() => dispatch({ type: 'activate', id: comment.id })}
    />
  );
}
