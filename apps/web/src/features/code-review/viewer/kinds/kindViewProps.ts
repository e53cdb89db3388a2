import type { ReactNode } from 'react';
import type { CodeRange, ReviewComment } from '../../model/types';
import type { CardLook } from './CommentList';

/** What every file kind's view gets from FileView (the file itself aside). */
export interface KindViewProps {
  comments: ReviewComment[];
  /** Narrow screens: comments below the lines (or the file) they are about instead of in a column beside. */
  commentsBelow: boolean;
  canComment: boolean;
  zoom: number;
  activeCommentId: number | null;
  hoveredCommentId: number | null;
  onHoverComment(id: number | null): void;
  onActivateComment(id: number | null): void;
  onSelectionDone(range: CodeRange): void;
  renderComment(comment: ReviewComment, look: CardLook): ReactNode;
}

/** Everything FileView passes on for code views (CodeMirror, Markdown source, notebooks): the kind's props and more. */
export interface ViewerProps extends KindViewProps {
  dark: boolean;
  cursorMode: boolean;
  /** The code column's width in pixels (the codeWidth preference); 0 lets it fill the room the comments leave. */
  codeWidth: number;
  onSelectionChange(range: CodeRange | null): void;
  scrollTo: { commentId: number; nonce: number } | null;
}
