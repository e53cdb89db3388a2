import { StateEffect, StateField, type Text } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { CodeRange, ReviewComment } from '../../model/types';
import { safeCommentColour } from './codeTheme';

// Comment ranges drawn over the code. The marks live in a state field, built once per change of the comments; a new
// active or hovered comment restyles only its own marks. The editor itself is never rebuilt for them.

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

/**
 * How often the whole set of marks was built. The marks are built once per change of the comments (or of the
 * code); a new active or hovered comment only redraws the few marks involved. The tests read it.
 */
export const commentMarkBuilds = { count: 0 };

interface MarksState {
  input: CommentMarksInput;
  marks: DecorationSet;
}

function markOf(doc: Text, comment: ReviewComment, input: CommentMarksInput) {
  const { from, to } = commentOffsets(doc, comment);
  if (to <= from) return null; // an empty line: nothing to draw over
  const classes = ['cm-comment-range'];
  if (comment.id === input.activeId) classes.push('cm-comment-range-active');
  if (comment.id === input.hoveredId) classes.push('cm-comment-range-hovered');
  if (!comment.isSaved) classes.push('cm-comment-range-unsaved');
  const colour = safeCommentColour(comment.color, comment.author);
  const attributes: Record<string, string> = { 'data-comment-id': String(comment.id) };
  if (colour) attributes.style = `--comment-color: ${colour}`;
  return Decoration.mark({ class: classes.join(' '), attributes, commentId: comment.id }).range(from, to);
}

function buildMarks(doc: Text, input: CommentMarksInput): DecorationSet {
  commentMarkBuilds.count += 1;
  const ranges = [];
  for (const comment of input.comments) {
    const range = markOf(doc, comment, input);
    if (range) ranges.push(range);
  }
  return Decoration.set(ranges, true);
}

/** The same comments with another active or hovered one: only the marks of the comments that changed are redrawn. */
function restyleMarks(doc: Text, previous: MarksState, input: CommentMarksInput): DecorationSet {
  const before = previous.input;
  const looksDifferent = (id: number) => (id === before.activeId) !== (id === input.activeId) || (id === before.hoveredId) !== (id === input.hoveredId);
  const changed = new Set([before.activeId, before.hoveredId, input.activeId, input.hoveredId].filter((id): id is number => id !== null && looksDifferent(id)));
  if (changed.size === 0) return previous.marks;
  const add = [];
  let from = doc.length;
  let to = 0;
  for (const comment of input.comments) {
    if (!changed.has(comment.id)) continue;
    const range = markOf(doc, comment, input);
    if (!range) continue;
    add.push(range);
    from = Math.min(from, range.from);
    to = Math.max(to, range.to);
  }
  if (add.length === 0) return previous.marks;
  return previous.marks.update({
    add,
    sort: true,
    filter: (_from, _to, value) => !changed.has(value.spec.commentId as number),
    filterFrom: from,
    filterTo: to,
  });
}

export const commentMarksField = StateField.define<MarksState>({
  create: () => ({ input: { comments: [], activeId: null, hoveredId: null }, marks: Decoration.none }),
  update(state, transaction) {
    let next = state;
    // New code (rare: the page reloaded the file): the comments' lines and columns are placed in it afresh.
    if (transaction.docChanged) next = { input: next.input, marks: buildMarks(transaction.state.doc, next.input) };
    for (const effect of transaction.effects) {
      if (!effect.is(setCommentMarks)) continue;
      const input = effect.value;
      const marks = input.comments === next.input.comments ? restyleMarks(transaction.state.doc, next, input) : buildMarks(transaction.state.doc, input);
      next = { input, marks };
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field, (state) => state.marks),
});

/** The comment whose mark an event happened on (the innermost one when ranges overlap). */
export function commentIdAt(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const mark = target.closest('[data-comment-id]');
  if (!mark) return null;
  const id = Number(mark.getAttribute('data-comment-id'));
  return Number.isFinite(id) ? id : null;
}
