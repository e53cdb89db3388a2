import { COMMENT_MESSAGES, UNLINED_FILE_EXTENSIONS } from '@marginalia/contracts';

// The rules a comment's stored fields follow together (a PATCH is checked as the comment it would leave),
// pure so that they are unit-tested apart from the database.

export interface CommentShape {
  text: string;
  startChar: number;
  endChar: number;
  startLine: number;
  endLine: number;
  pointDelta: number | null;
  rubricCommentId: number | null;
}

export interface FileShape {
  extension: string;
  name: string;
  lineCount: number;
}

export type Errors = Record<string, string[]>;

/** docs/PRODUCT.md §5: no text, no points and no rubric comment. */
export function isEmptyComment(comment: Pick<CommentShape, 'text' | 'pointDelta' | 'rubricCommentId'>): boolean {
  return comment.text.length === 0 && !comment.pointDelta && comment.rubricCommentId === null;
}

function fileType(file: FileShape): string {
  const fromName = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1) : '';
  return (file.extension || fromName).replace(/^\./, '').toLowerCase();
}

/** PDFs and notebooks are commented by page or cell, not by line of their stored text. */
export function hasLines(file: FileShape): boolean {
  return !(UNLINED_FILE_EXTENSIONS as readonly string[]).includes(fileType(file));
}

/** Errors by field for a comment on `file`; empty when the comment may be stored. */
export function commentErrors(comment: CommentShape, file: FileShape): Errors {
  const errors: Errors = {};
  if (comment.endLine < comment.startLine) errors.endLine = [COMMENT_MESSAGES.endLineBeforeStart];
  else if (comment.endLine === comment.startLine && comment.endChar < comment.startChar) errors.endChar = [COMMENT_MESSAGES.endCharBeforeStart];
  if (hasLines(file) && comment.endLine >= file.lineCount && !errors.endLine) errors.endLine = [COMMENT_MESSAGES.lineOutsideFile(file.lineCount)];
  if (isEmptyComment(comment)) errors.non_field_errors = [COMMENT_MESSAGES.empty];
  return errors;
}
