import type { EditorView } from '@codemirror/view';
import { theme } from 'antd';
import { memo, useCallback, useEffect, useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import type { ReviewComment } from '../../model/types';
import { offsetOf } from './commentMarks';
import { layoutCards } from './layoutCards';
import type { EditorGeometry } from './useCodeEditor';
import { visibleCardIds } from './visibleCards';
import { useScrollWindow } from './useScrollWindow';
import type { CardLook, CommentCardsProps } from '../kinds/CommentList';

// The comment cards beside the code. Each card lines up with the first line of its range and none overlaps
// (layoutCards). Only the cards near the viewport are mounted; the others are laid out with their last measured
// (or an estimated) height, so a file with hundreds of comments stays quick to open and scroll.

/** A guess for cards not measured yet; measured heights replace it as cards mount. */
const ESTIMATED_CARD_HEIGHT = 72;
const CARD_GAP = 8;
/** Room on the margin's left for the connectors from cards to their lines. */
const CONNECTOR_WIDTH = 14;

export interface CommentMarginProps extends CommentCardsProps {
  view: EditorView | null;
  geometry: EditorGeometry;
  scrollContainer: HTMLElement | null;
  lineHeight: number;
}

export function CommentMargin(props: CommentMarginProps) {
  const { view, geometry, scrollContainer, lineHeight, comments, activeCommentId, hoveredCommentId } = props;
  const { token } = theme.useToken();
  const [heights, setHeights] = useState<ReadonlyMap<number, number>>(() => new Map());
  const [observer] = useState(() => (typeof ResizeObserver === 'undefined' ? null : new ResizeObserver((entries) => setHeights((previous) => mergeHeights(previous, entries)))));
  useEffect(() => () => observer?.disconnect(), [observer]);
  const [margin, setMargin] = useState<HTMLElement | null>(null);
  const scrollWindow = useScrollWindow(scrollContainer, margin);
  // The card holding the keyboard focus stays mounted while it scrolls away, so focus (and what a screen reader is
  // reading) is never dropped.
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const id = slotIdOf(event.target);
    if (id !== null) setFocusedId(id);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
  };

  const placed = useMemo(() => {
    if (!view) return [];
    const doc = view.state.doc;
    // geometry.version changes whenever line positions may have moved; it is what makes this recompute.
    void geometry.version;
    const items = comments.map((comment) => ({
      id: comment.id,
      desiredTop: view.lineBlockAt(offsetOf(doc, comment.startLine, 0)).top + geometry.documentOffset,
      height: heights.get(comment.id) ?? ESTIMATED_CARD_HEIGHT,
    }));
    const tops = layoutCards(items, CARD_GAP, activeCommentId);
    return items.map((item) => ({ ...item, top: tops.get(item.id)! }));
  }, [view, geometry.version, geometry.documentOffset, comments, heights, activeCommentId]);

  const shown = useMemo(() => {
    const ids = new Set(visibleCardIds(placed, scrollWindow.top, scrollWindow.bottom));
    // The active card and unsaved ones stay mounted wherever they are: they may hold an editor being typed in.
    for (const comment of comments) if (comment.id === activeCommentId || comment.id === focusedId || !comment.isSaved) ids.add(comment.id);
    return ids;
  }, [placed, scrollWindow, comments, activeCommentId, focusedId]);

  const byId = useMemo(() => new Map(comments.map((comment) => [comment.id, comment])), [comments]);
  const last = placed.at(-1);
  const height = last ? last.top + last.height + CARD_GAP : 0;

  return (
    <aside ref={setMargin} aria-label="Comments" data-testid="comment-margin" onFocus={onFocus} onBlur={onBlur} style={{ position: 'relative', minHeight: height, height: '100%' }}>
      <svg aria-hidden width={CONNECTOR_WIDTH} height={Math.max(height, 1)} style={{ position: 'absolute', left: 0, top: 0, overflow: 'visible' }}>
        {placed
          .filter((card) => shown.has(card.id))
          .map((card) => {
            const lineY = card.desiredTop + lineHeight / 2;
            const cardY = card.top + Math.min(12, card.height / 2);
            const strong = card.id === activeCommentId || card.id === hoveredCommentId;
            return (
              <polyline
                key={card.id}
                points={`0,${lineY} ${CONNECTOR_WIDTH / 2},${lineY} ${CONNECTOR_WIDTH / 2},${cardY} ${CONNECTOR_WIDTH},${cardY}`}
                fill="none"
                stroke={strong ? token.colorPrimary : token.colorBorder}
                strokeWidth={strong ? 1.5 : 1}
              />
            );
          })}
      </svg>
      {placed
        .filter((card) => shown.has(card.id))
        .map((card) => (
          <CardSlot
            key={card.id}
            comment={byId.get(card.id)!}
            top={card.top}
            active={card.id === activeCommentId}
            hovered={card.id === hoveredCommentId}
            observer={observer}
            outline={card.id === activeCommentId ? token.colorPrimary : token.colorPrimaryBorder}
            radius={token.borderRadiusLG}
            renderComment={props.renderComment}
            onHoverComment={props.onHoverComment}
            onActivateComment={props.onActivateComment}
          />
        ))}
    </aside>
  );
}

function slotIdOf(target: EventTarget): number | null {
  const slot = target instanceof Element ? target.closest<HTMLElement>('[data-testid="comment-slot"]') : null;
  const id = slot ? Number(slot.dataset.commentId) : NaN;
  return Number.isFinite(id) ? id : null;
}

function mergeHeights(previous: ReadonlyMap<number, number>, entries: ResizeObserverEntry[]): ReadonlyMap<number, number> {
  let next: Map<number, number> | null = null;
  for (const entry of entries) {
    const id = Number((entry.target as HTMLElement).dataset.commentId);
    const measured = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
    if (!Number.isFinite(id) || measured <= 0 || Math.abs((previous.get(id) ?? -1) - measured) < 0.5) continue;
    next ??= new Map(previous);
    next.set(id, measured);
  }
  return next ?? previous;
}

interface CardSlotProps {
  comment: ReviewComment;
  top: number;
  active: boolean;
  hovered: boolean;
  observer: ResizeObserver | null;
  outline: string;
  radius: number;
  renderComment(comment: ReviewComment, look: CardLook): ReactNode;
  onHoverComment(id: number | null): void;
  onActivateComment(id: number | null): void;
}

const CardSlot = memo(function CardSlot({ comment, top, active, hovered, observer, outline, radius, renderComment, onHoverComment, onActivateComment }: CardSlotProps) {
  const observe = useCallback(
    (node: HTMLDivElement | null) => {
      if (!node || !observer) return;
      observer.observe(node);
      return () => observer.unobserve(node);
    },
    [observer],
  );
  return (
    <div
      ref={observe}
      data-testid="comment-slot"
      data-comment-id={comment.id}
      data-active={active || undefined}
      data-hovered={hovered || undefined}
      onMouseEnter={() => onHoverComment(comment.id)}
      onMouseLeave={() => onHoverComment(null)}
      onClick={() => onActivateComment(comment.id)}
      style={{
        position: 'absolute',
        top,
        left: CONNECTOR_WIDTH,
        right: 0,
        borderRadius: radius,
        outline: active || hovered ? `${active ? 2 : 1}px solid ${outline}` : undefined,
      }}
    >
      <CardContent comment={comment} active={active} hovered={hovered} renderComment={renderComment} />
    </div>
  );
});

interface CardContentProps extends CardLook {
  comment: ReviewComment;
  renderComment(comment: ReviewComment, look: CardLook): ReactNode;
}

/** The card itself, apart from its position: cards moved by a neighbour's new height are not drawn again. */
const CardContent = memo(function CardContent({ comment, active, hovered, renderComment }: CardContentProps) {
  return renderComment(comment, { active, hovered });
});
