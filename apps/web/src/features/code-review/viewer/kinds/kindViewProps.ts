import type { ReactNode } from 'react';
import type { CodeRange, ReviewComment } from '../../model/types';

/** What every file kind's view gets from FileView (the file itself aside). */
export interface KindViewProps {
  comments: ReviewComment[];
  canComment: boolean;
  zoom: number;
  activeCommentId: number | null;
  hoveredCommentId: number | null;
  onHoverComment(id: number | null): void;
  onActivateComment(id: number | null): void;
  onSelectionDone(range: CodeRange): void;
  renderComment(comment: ReviewComment): ReactNode;
}

/** Everything FileView passes on for code views (CodeMirror, Markdown source, notebooks): the kind's props and more. */
export interface ViewerProps extends KindViewProps {
  dark: boolean;
  cursorMode: boolean;
  onSelectionChange(range: CodeRange | null): void;
  scrollTo: { commentId: number; nonce: number } | null;
}
