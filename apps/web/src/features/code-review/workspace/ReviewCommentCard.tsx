import type { ReviewPermissions } from '@marginalia/contracts';
import { CommentCard } from '../comments/CommentCard';
import type { CommentDraft, ReviewComment, RubricChoice } from '../model/types';
import type { CardLook } from '../viewer/kinds/CommentList';

/** What every card of the open file shares; it changes with the review (rarely), not with scrolling or hovering. */
export interface CommentCardContext {
  rubricChoices: RubricChoice[];
  permissions: ReviewPermissions;
  forcedRubricMode: boolean;
  /** The comment being edited, if any. */
  editingId: number | null;
  /** The caller's e-mail (null for a demo visitor): their own comments read "You". */
  me: string | null;
  /** Bumped by Alt+S: the comment being edited saves. */
  saveNonce: number;
  /** What a card says about its comment (a peer comment staff hid), by comment id. */
  notices?: ReadonlyMap<number, string>;
  actions: CommentCardActions;
}

/** The page's actions on one comment. Stable for the life of the page, so cards are not drawn again for them. */
export interface CommentCardActions {
  edit(id: number): void;
  cancelEdit(): void;
  save(comment: ReviewComment, draft: CommentDraft): Promise<void>;
  remove(comment: ReviewComment): Promise<void>;
  rate(comment: ReviewComment, feedback: -1 | 0 | 1): Promise<void>;
  hover(id: number | null): void;
  activate(id: number): void;
  dirtyChange(dirty: boolean): void;
}

interface ReviewCommentCardProps {
  comment: ReviewComment;
  look: CardLook;
  context: CommentCardContext;
}

/** One comment of the open file as its card, wired to the page's actions (edit, save, delete, rate, hover, activate). */
export function ReviewCommentCard({ comment, look, context }: ReviewCommentCardProps) {
  const { rubricChoices, permissions, forcedRubricMode, editingId, me, saveNonce, actions } = context;
  const rubric = rubricChoices.find((choice) => choice.rubricComment.id === comment.rubricComment) ?? null;
  const editing = editingId === comment.id;
  return (
    <CommentCard
      comment={comment}
      rubric={rubric}
      rubricChoices={rubricChoices}
      permissions={permissions}
      forcedRubricMode={forcedRubricMode}
      editing={editing}
      active={look.active}
      hovered={look.hovered}
      // A peer reviewer reads only their own comments (the API leaves their name out of its read).
      authorLabel={permissions.role === 'peer' ? 'You' : comment.author === null ? null : comment.author === me ? 'You' : comment.author}
      notice={context.notices?.get(comment.id) ?? null}
      withPoints={permissions.role !== 'peer'}
      saveNonce={editing ? saveNonce : undefined}
      onDirtyChange={actions.dirtyChange}
      onEdit={() => actions.edit(comment.id)}
      onCancel={actions.cancelEdit}
      onSave={(draft) => actions.save(comment, draft)}
      onDelete={() => actions.remove(comment)}
      onRate={(feedback) => actions.rate(comment, feedback)}
      onHover={(hovered) => actions.hover(hovered ? comment.id : null)}
      onActivate={() => actions.activate(comment.id)}
    />
  );
}
