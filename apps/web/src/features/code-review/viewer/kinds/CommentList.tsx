import { theme } from 'antd';
import type { ReactNode } from 'react';
import type { ReviewComment } from '../../model/types';
import { InlineText } from '../../../../components/InlineText';

// Comments of files that are not laid out line by line (images, PDFs, rendered Markdown, notebook cells): a plain
// list of cards, each with the same hover and click behaviour as the code margin's.

/** How a card looks apart from its comment: selected, or its range hovered in the code. */
export interface CardLook {
  active: boolean;
  hovered: boolean;
}

/** What every way of laying out comment cards (this list, the code margin, cards below lines) is given. */
export interface CommentCardsProps {
  comments: readonly ReviewComment[];
  activeCommentId: number | null;
  hoveredCommentId: number | null;
  onHoverComment(id: number | null): void;
  onActivateComment(id: number | null): void;
  /** Stable across hovering and scrolling, so that a card is drawn again only when its comment or look changes. */
  renderComment(comment: ReviewComment, look: CardLook): ReactNode;
}

export interface CommentListProps extends CommentCardsProps {
  /** A short heading above a card, e.g. "Page 3". */
  labelOf?: (comment: ReviewComment) => string;
  /** Shown when there are no comments; nothing when omitted. */
  emptyText?: string;
  ariaLabel?: string;
}

export function CommentList({ comments, activeCommentId, hoveredCommentId, onHoverComment, onActivateComment, renderComment, labelOf, emptyText, ariaLabel = 'Comments' }: CommentListProps) {
  const { token } = theme.useToken();
  if (comments.length === 0) {
    return emptyText ? <InlineText type="secondary">{emptyText}</InlineText> : null;
  }
  return (
    <section aria-label={ariaLabel} data-testid="comment-list" style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS }}>
      {comments.map((comment) => {
        const active = comment.id === activeCommentId;
        const hovered = comment.id === hoveredCommentId;
        return (
          <div
            key={comment.id}
            data-testid="comment-slot"
            data-comment-id={comment.id}
            data-active={active || undefined}
            data-hovered={hovered || undefined}
            onMouseEnter={() => onHoverComment(comment.id)}
            onMouseLeave={() => onHoverComment(null)}
            onClick={() => onActivateComment(comment.id)}
            style={{
              borderRadius: token.borderRadiusLG,
              outline: active || hovered ? `${active ? 2 : 1}px solid ${active ? token.colorPrimary : token.colorPrimaryBorder}` : undefined,
            }}
          >
            {labelOf ? (
              <InlineText type="secondary" style={{ display: 'block', fontSize: token.fontSizeSM }}>
                {labelOf(comment)}
              </InlineText>
            ) : null}
            {renderComment(comment, { active, hovered })}
          </div>
        );
      })}
    </section>
  );
}
