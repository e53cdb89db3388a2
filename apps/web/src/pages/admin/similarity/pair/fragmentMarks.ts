import { StateEffect, StateField, type EditorState, type Range } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { SimilarityRange } from '@marginalia/contracts';

// The matching fragments of one side, drawn over its code: each fragment's text tinted in its colour and a stripe
// beside its lines, the active fragment stronger. The marks live in a state field fed by an effect, so a new active
// fragment never rebuilds the editor.

export interface SideFragment {
  /** The fragment's number in the pair: the same on both sides. */
  index: number;
  colour: string;
  colourIndex: number;
  range: SimilarityRange;
}

export interface FragmentMarksInput {
  fragments: readonly SideFragment[];
  active: number | null;
}

export const setFragmentMarks = StateEffect.define<FragmentMarksInput>();

/** A 1-based line and 0-based column as an offset, clamped to the document and to the line. */
export function offsetAt(state: EditorState, line: number, column: number): number {
  const doc = state.doc;
  const found = doc.line(Math.min(Math.max(Math.trunc(line), 1), doc.lines));
  return found.from + Math.min(Math.max(Math.trunc(column), 0), found.length);
}

/** A fragment's range as document offsets; `to` is never before `from`. */
export function fragmentOffsets(state: EditorState, range: SimilarityRange): { from: number; to: number } {
  const from = offsetAt(state, range.startLine, range.startColumn);
  return { from, to: Math.max(from, offsetAt(state, range.endLine, range.endColumn)) };
}

function buildMarks(state: EditorState, { fragments, active }: FragmentMarksInput): DecorationSet {
  const marks: Range<Decoration>[] = [];
  const lines = new Map<number, SideFragment>();
  for (const fragment of fragments) {
    const { from, to } = fragmentOffsets(state, fragment.range);
    const isActive = fragment.index === active;
    const attributes = { 'data-fragment': String(fragment.index), 'data-colour': String(fragment.colourIndex), style: `--fragment-color: ${fragment.colour}` };
    if (to > from) {
      marks.push(Decoration.mark({ class: `cm-fragment${isActive ? ' cm-fragment-active' : ''}`, attributes }).range(from, to));
    }
    const first = state.doc.lineAt(from).number;
    const last = state.doc.lineAt(to).number;
    for (let line = first; line <= last; line += 1) {
      // The active fragment's stripe wins where fragments share a line.
      if (!lines.has(line) || isActive) lines.set(line, fragment);
    }
  }
  for (const [line, fragment] of lines) {
    const start = state.doc.line(line).from;
    const isActive = fragment.index === active;
    const attributes = { 'data-fragment': String(fragment.index), style: `--fragment-color: ${fragment.colour}` };
    marks.push(Decoration.line({ class: `cm-fragment-line${isActive ? ' cm-fragment-line-active' : ''}`, attributes }).range(start));
  }
  return Decoration.set(marks, true);
}

export const fragmentMarksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (effect.is(setFragmentMarks)) next = buildMarks(transaction.state, effect.value);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

/** How fragments look: a tint of their colour behind the text and a stripe at the line's start. */
export const fragmentStyles = EditorView.baseTheme({
  '.cm-fragment': { backgroundColor: 'color-mix(in srgb, var(--fragment-color) 24%, transparent)', cursor: 'pointer' },
  '.cm-fragment-active': { backgroundColor: 'color-mix(in srgb, var(--fragment-color) 42%, transparent)' },
  '.cm-fragment-line': { boxShadow: 'inset 3px 0 0 color-mix(in srgb, var(--fragment-color) 70%, transparent)' },
  '.cm-fragment-line-active': { boxShadow: 'inset 5px 0 0 var(--fragment-color)' },
});

/** The fragment an event happened on, or null. */
export function fragmentAt(target: EventTarget | null): number | null {
  if (!(target instanceof Element)) return null;
  const mark = target.closest('[data-fragment]');
  if (!mark) return null;
  const index = Number(mark.getAttribute('data-fragment'));
  return Number.isInteger(index) ? index : null;
}
