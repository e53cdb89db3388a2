import type { KeyboardEvent } from 'react';
import { theme } from 'antd';
import type { ReviewPermissions } from '@marginalia/contracts';
import type { CommentDraft, ReviewComment, RubricChoice } from '../model/types';
import { LazyCommentEditor as CommentEditor } from './LazyCommentEditor';
import { CommentReadView } from './CommentReadView';
import { commentColor } from './commentColors';
import { peerFeedbackLabel } from './peerFeedback';

export interface CommentCardProps {
  comment: ReviewComment;
  /** The linked rubric comment and its category (null for a free comment). */
  rubric: RubricChoice | null;
  /** Every rubric comment the editor may link (staff), in rubric order. */
  rubricChoices: RubricChoice[];
  permissions: ReviewPermissions;
  /** Only rubric comments may be saved (no free comments, no own points). */
  forcedRubricMode: boolean;
  /** Show the editor instead of the read view. */
  editing: boolean;
  /** Selected (stronger outline). */
  active: boolean;
  /** Its range is hovered in the code (highlight). */
  hovered: boolean;
  /** "You", an e-mail, or null when hidden from students. */
  authorLabel: string | null;
  /** When it changes while editing, save (the page's shortcut). */
  saveNonce?: number;
  /** A note about the comment shown on its card (a peer comment staff hid from the authors). */
  notice?: string | null;
  /** The editor offers points (false for peer reviewers, whose comments carry none). */
  withPoints?: boolean;
  /** The editor holds unsaved changes (see CommentEditor). */
  onDirtyChange?(dirty: boolean): void;
  onEdit(): void;
  /** Leave the editor (the page drops an unsaved comment). */
  onCancel(): void;
  /** Rejects with ApiError; its field errors show in the editor. */
  onSave(draft: CommentDraft): Promise<void>;
  onDelete(): Promise<void>;
  onRate(feedback: -1 | 0 | 1): Promise<void>;
  onHover(hovered: boolean): void;
  onActivate(): void;
}

/**
 * One comment in the margin beside the code (or in a list where there is no margin): a stripe in its author's
 * colour, then either the read view or the editor.
 */
export function CommentCard(props: CommentCardProps) {
  const { comment, rubric, rubricChoices, permissions, forcedRubricMode, editing, active, hovered, authorLabel, saveNonce } = props;
  const { token } = theme.useToken();
  // Peer feedback is set apart from the staff's: a dashed stripe in the warning colour, and its own label.
  const peerLabel = peerFeedbackLabel(comment);
  const stripe = peerLabel ? token.colorWarning : commentColor(comment.color, comment.author);
  const border = active || editing ? token.colorPrimary : hovered ? token.colorPrimaryBorderHover : token.colorBorderSecondary;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Only the card itself: keys typed in its editor or buttons are theirs.
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onActivate();
    }
  }

  return (
    <div
      role="article"
      aria-label={peerLabel ?? (authorLabel ? `Comment by ${authorLabel}` : 'Comment')}
      aria-current={active ? 'true' : undefined}
      data-testid="comment-card"
      data-comment-id={comment.id}
      tabIndex={0}
      onMouseEnter={() => props.onHover(true)}
      onMouseLeave={() => props.onHover(false)}
      onClick={props.onActivate}
      onKeyDown={onKeyDown}
      style={{
        boxSizing: 'border-box',
        width: '100%',
        padding: `${token.paddingXS}px ${token.paddingSM}px`,
        background: hovered && !editing ? token.colorFillQuaternary : token.colorBgContainer,
        border: `1px solid ${border}`,
        borderLeft: `4px ${peerLabel ? 'dashed' : 'solid'} ${stripe}`,
        borderRadius: token.borderRadius,
        boxShadow: active || editing ? token.boxShadowSecondary : hovered ? token.boxShadowTertiary : undefined,
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        outline: 'none',
        transition: `border-color ${token.motionDurationFast}, box-shadow ${token.motionDurationFast}`,
      }}
    >
      {editing ? (
        <CommentEditor
          comment={comment}
          rubric={rubric}
          rubricChoices={rubricChoices}
          forcedRubricMode={forcedRubricMode}
          saveNonce={saveNonce}
          withPoints={props.withPoints ?? true}
          onSave={props.onSave}
          onCancel={props.onCancel}
          onDelete={props.onDelete}
          onDirtyChange={props.onDirtyChange}
        />
      ) : (
        <CommentReadView
          comment={comment}
          rubric={rubric}
          permissions={permissions}
          authorLabel={authorLabel}
          onEdit={props.onEdit}
          onDelete={props.onDelete}
          onRate={props.onRate}
        />
      )}
      {props.notice ? (
        <div role="note" data-testid="comment-notice" style={{ marginTop: token.marginXXS, color: token.colorWarningText, fontSize: token.fontSizeSM }}>
          {props.notice}
        </div>
      ) : null}
    </div>
  );
}
