import type { EditorView } from '@codemirror/view';
import { theme } from 'antd';
import { memo, useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { CommentList, type CommentCardsProps } from '../kinds/CommentList';
import { ESTIMATED_CARD_HEIGHT, setCommentSlots, slotLines, type CommentSlot } from './commentWidgets';

// The narrow screens' comments: each group of cards under the last line it is about, inside the code (see
// commentWidgets.ts). Cards are rendered only into the hosts CodeMirror has drawn (near the viewport), so a file
// with hundreds of comments renders a handful of cards; the active card and unsaved ones stay rendered wherever
// they are, and the hosts are kept per line, so a card being written survives its line scrolling away.

export interface CommentsBelowLinesProps extends CommentCardsProps {
  view: EditorView | null;
}

const sameLines = (a: ReadonlySet<number>, b: ReadonlySet<number>) => a.size === b.size && [...a].every((line) => b.has(line));

export function CommentsBelowLines({ view, comments, ...cardProps }: CommentsBelowLinesProps) {
  const [hosts] = useState(() => new Map<number, HTMLElement>());
  const [heights] = useState(() => new Map<number, number>());
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set());
  const lineCount = view?.state.doc.lines ?? 0;

  // Which hosts are in the document, read once CodeMirror has finished drawing (it draws and drops several at once).
  const readDrawn = useCallback(() => {
    const now = new Set([...hosts].filter(([, host]) => host.isConnected).map(([line]) => line));
    setDrawn((previous) => (sameLines(previous, now) ? previous : now));
  }, [hosts]);
  const onDrawnChange = useMemo(() => onceAfterThisTask(readDrawn), [readDrawn]);

  const slots = useMemo<CommentSlot[]>(() => {
    if (lineCount === 0) return [];
    return [...slotLines(comments, lineCount)].map(([line, commentIds]) => {
      let host = hosts.get(line);
      if (!host) {
        host = document.createElement('div');
        host.dataset.testid = 'comments-below-line';
        host.dataset.line = String(line + 1);
        hosts.set(line, host);
      }
      return { line, commentIds, host, knownHeight: () => heights.get(line) ?? null, onDrawnChange };
    });
  }, [comments, lineCount, hosts, heights, onDrawnChange]);

  useLayoutEffect(() => {
    if (!view) return;
    view.dispatch({ effects: setCommentSlots.of(slots) });
    // CodeMirror (outside React) drew the hosts in view while handling the dispatch: their cards belong in this frame.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reads the editor's DOM, which React does not own
    readDrawn();
    // A card that grows (an editor opening, a long comment wrapping) moves the lines below it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) {
        const host = entry.target as HTMLElement;
        if (host.childElementCount > 0 && host.offsetHeight > 0) heights.set(Number(host.dataset.line) - 1, host.offsetHeight);
      }
      view.requestMeasure();
    });
    for (const slot of slots) observer.observe(slot.host);
    return () => observer.disconnect();
  }, [view, slots, readDrawn, heights]);

  const byId = useMemo(() => new Map(comments.map((comment) => [comment.id, comment])), [comments]);
  const { activeCommentId } = cardProps;
  const rendered = slots.filter((slot) => drawn.has(slot.line) || slot.commentIds.some((id) => id === activeCommentId || byId.get(id)?.isSaved === false));

  // An empty host holds the height its cards last had (or a guess), so the code below it stays where it was.
  useLayoutEffect(() => holdHeights(slots, new Set(rendered.map((slot) => slot.line)), heights));

  return (
    <>
      {rendered.map((slot) =>
        createPortal(<SlotCards {...cardProps} comments={slot.commentIds.map((id) => byId.get(id)!)} />, slot.host, `line-${slot.line}`),
      )}
    </>
  );
}

/** `run` once, after the current task's other calls (CodeMirror draws and drops several widgets in one update). */
function onceAfterThisTask(run: () => void): () => void {
  let queued = false;
  return () => {
    if (queued) return;
    queued = true;
    queueMicrotask(() => {
      queued = false;
      run();
    });
  };
}

/** Empty hosts keep their cards' last height (or a guess); filled ones take their cards' own. */
function holdHeights(slots: readonly CommentSlot[], filled: ReadonlySet<number>, heights: ReadonlyMap<number, number>): void {
  for (const slot of slots) {
    slot.host.style.minHeight = filled.has(slot.line) ? '' : `${heights.get(slot.line) ?? ESTIMATED_CARD_HEIGHT * slot.commentIds.length}px`;
  }
}

/** One host's cards; drawn again only when they or their look change, not when other lines' cards come and go. */
const SlotCards = memo(
  function SlotCards(props: CommentCardsProps) {
    const { token } = theme.useToken();
    return (
      <div
        style={{
          // The code's monospace font, `pre` spacing and text cursor are not the cards'.
          fontFamily: token.fontFamily,
          fontSize: token.fontSize,
          lineHeight: token.lineHeight,
          whiteSpace: 'normal',
          cursor: 'auto',
          padding: `${token.paddingXS}px ${token.paddingXS}px ${token.paddingSM}px`,
          background: token.colorFillQuaternary,
          borderBlock: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <CommentList {...props} />
      </div>
    );
  },
  (before, after) =>
    before.renderComment === after.renderComment &&
    before.onHoverComment === after.onHoverComment &&
    before.onActivateComment === after.onActivateComment &&
    before.comments.length === after.comments.length &&
    before.comments.every((comment, index) => {
      const other = after.comments[index]!;
      return (
        comment === other &&
        (comment.id === before.activeCommentId) === (other.id === after.activeCommentId) &&
        (comment.id === before.hoveredCommentId) === (other.id === after.hoveredCommentId)
      );
    }),
);
