import { StateEffect, StateField, type EditorState, type Text } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { CodeRange, ReviewComment } from '../../model/types';
import { safeCommentColour } from './codeTheme';

// Comment ranges drawn over the code. The marks live in a state field that changes only when the page sends new
// comments or a new active/hovered comment, so the editor itself is never rebuilt for them.

export interface CommentMarksInput {
  comments: readonly ReviewComment[];
  activeId: number | null;
  hoveredId: number | null;
}

export const setCommentMarks = StateEffect.define<CommentMarksInput>();

/** A comment's position as document offsets, clamped to the document. An empty range covers its whole line. */
export function commentOffsets(doc: Text, range: CodeRange): { from: number; to: number } {
  const from = offsetOf(doc, range.startLine, range.startChar);
  const to = Math.max(from, offsetOf(doc, range.endLine, range.endChar));
  if (to > from) return { from, to };
  const line = doc.lineAt(from);
  return { from: line.from, to: line.to };
}

/** A 0-based line and column as an offset, clamped to the document and to the line. */
export function offsetOf(doc: Text, line: number, char: number): number {
  const lineNumber = Math.min(Math.max(Math.trunc(line), 0) + 1, doc.lines);
  const found = doc.line(lineNumber);
  return found.from + Math.min(Math.max(Math.trunc(char), 0), found.length);
}

/** The 0-based range of a selection. */
export function rangeOfOffsets(doc: Text, from: number, to: number): CodeRange {
  const start = doc.lineAt(from);
  const end = doc.lineAt(to);
  return { startLine: start.number - 1, startChar: from - start.from, endLine: end.number - 1, endChar: to - end.from };
}

function buildMarks(state: EditorState, input: CommentMarksInput): DecorationSet {
  const ranges = [];
  for (const comment of input.comments) {
    const { from, to } = commentOffsets(state.doc, comment);
    if (to <= from) continue; // an empty line: nothing to draw over
    const classes = ['cm-comment-range'];
    if (comment.id === input.activeId) classes.push('cm-comment-range-active');
    if (comment.id === input.hoveredId) classes.push('cm-comment-range-hovered');
    if (!comment.isSaved) classes.push('cm-comment-range-unsaved');
    const colour = safeCommentColour(comment.color, comment.author);
    const attributes: Record<string, string> = { 'data-comment-id': String(comment.id) };
    if (colour) attributes.style = `--comment-color: ${colour}`;
    ranges.push(Decoration.mark({ class: classes.join(' '), attributes }).range(from, to));
  }
  return Decoration.set(ranges, true);
}

export const commentMarksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setCommentMarks)) next = buildMarks(transaction.state, effect.value);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** The comment whose mark an event happened on (the innermost one when ranges overlap). */
export function commentIdAt(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const mark = target.closest('[data-comment-id]');
  if (!mark) return null;
  const id = Number(mark.getAttribute('data-comment-id'));
  return Number.isFinite(id) ? id : null;
}
