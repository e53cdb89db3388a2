import { EditorView } from '@codemirror/view';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { LAYOUT } from '@marginalia/contracts';
import type { ReviewComment } from '../../model/types';
import { codeTokens } from './codeTheme';
import { offsetOf } from './commentMarks';
import { CommentMargin } from './CommentMargin';
import { CommentsBelowLines } from './CommentsBelowLines';
import { useCodeEditor } from './useCodeEditor';
import type { ViewerProps } from '../kinds/kindViewProps';
import type { CommentCardsProps } from '../kinds/CommentList';

// Code and its comment margin side by side in ONE scroll container, so that cards move with their lines. The
// editor grows to its full height (CodeMirror still renders only the visible lines) and scrolls sideways on its
// own: long lines never wrap. Where code and comments do not both fit (commentsBelow) the lines wrap and the cards
// sit below them; a chosen code width (codeWidth) then caps how wide the lines run.

export type CodeViewerProps = Omit<ViewerProps, 'comments'> & {
  fileId: number;
  code: string;
  extension: string;
  comments: readonly ReviewComment[];
};

export function CodeViewer(props: CodeViewerProps) {
  // The whole pane follows the code's own dark switch, not only the editor.
  const token = codeTokens(props.dark);
  const { hostRef, view, geometry } = useCodeEditor(props);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const latest = useRef({ comments: props.comments, geometry });
  useLayoutEffect(() => {
    latest.current = { comments: props.comments, geometry };
  });

  const target = props.scrollTo;
  useEffect(() => {
    if (!target || !view || !scroller) return;
    const comment = latest.current.comments.find((candidate) => candidate.id === target.commentId);
    if (!comment) return;
    const position = offsetOf(view.state.doc, comment.startLine, comment.startChar);
    const lineTop = view.lineBlockAt(position).top + latest.current.geometry.documentOffset;
    const editorTop = view.dom.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop;
    // A third of the way down: the line and the card beside it are both in view, with context above.
    scroller.scrollTo({ top: Math.max(0, editorTop + lineTop - scroller.clientHeight / 3) });
    view.dispatch({ effects: EditorView.scrollIntoView(position, { x: 'nearest', y: 'nearest' }) });
  }, [target?.nonce, target?.commentId, view, scroller]); // eslint-disable-line react-hooks/exhaustive-deps -- only a new request scrolls

  const { comments, activeCommentId, hoveredCommentId, onHoverComment, onActivateComment, renderComment } = props;
  const cards: CommentCardsProps = { comments, activeCommentId, hoveredCommentId, onHoverComment, onActivateComment, renderComment };

  return (
    <div data-testid="code-viewer" data-file-id={props.fileId} style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div ref={setScroller} data-testid="code-scroller" style={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative', background: token.colorBgContainer }}>
        {props.commentsBelow ? (
          <>
            <div ref={hostRef} style={props.codeWidth > 0 ? { maxWidth: props.codeWidth } : undefined} />
            <CommentsBelowLines view={view} {...cards} />
          </>
        ) : (
          <div style={{ display: 'flex', alignItems: 'flex-start', minHeight: '100%' }}>
            <div ref={hostRef} style={{ flex: props.codeWidth > 0 ? `0 1 ${props.codeWidth}px` : `1 1 ${LAYOUT.codeTargetWidth}px`, minWidth: 0 }} />
            <div
              style={{
                flex: `${props.codeWidth > 0 ? 1 : 0} 1 ${LAYOUT.commentsTargetWidth}px`,
                minWidth: LAYOUT.commentsMinWidth,
                alignSelf: 'stretch',
                padding: `${token.paddingXXS}px ${token.paddingXS}px`,
              }}
            >
              <CommentMargin
                view={view}
                geometry={geometry}
                scrollContainer={scroller}
                lineHeight={LAYOUT.codeLineHeight * props.zoom}
                {...cards}
              />
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
