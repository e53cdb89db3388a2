import type { EditorView } from '@codemirror/view';
import { theme } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import { CommentList, type CommentCardsProps } from '../kinds/CommentList';
import { setCommentSlots, slotLines, type CommentSlot } from './commentWidgets';

// The narrow screens' comments: each group of cards under the last line it is about, inside the code (see
// commentWidgets.ts). The hosts are kept per line, so a card being written survives its line scrolling away.

export interface CommentsBelowLinesProps extends CommentCardsProps {
  view: EditorView | null;
}

export function CommentsBelowLines({ view, comments, ...cardProps }: CommentsBelowLinesProps) {
  const { token } = theme.useToken();
  const [hosts] = useState(() => new Map<number, HTMLElement>());
  const lineCount = view?.state.doc.lines ?? 0;
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
      return { line, commentIds, host };
    });
  }, [comments, lineCount, hosts]);

  useEffect(() => {
    if (!view) return;
    view.dispatch({ effects: setCommentSlots.of(slots) });
    // A card that grows (an editor opening, a long comment wrapping) moves the lines below it.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => view.requestMeasure());
    for (const slot of slots) observer.observe(slot.host);
    return () => observer.disconnect();
  }, [view, slots]);

  const byId = useMemo(() => new Map(comments.map((comment) => [comment.id, comment])), [comments]);
  return (
    <>
      {slots.map((slot) =>
        createPortal(
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
            <CommentList {...cardProps} comments={slot.commentIds.map((id) => byId.get(id)!)} />
          </div>,
          slot.host,
          `line-${slot.line}`,
        ),
      )}
    </>
  );
}
