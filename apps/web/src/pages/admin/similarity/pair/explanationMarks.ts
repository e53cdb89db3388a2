import { StateEffect, StateField, type Range } from '@codemirror/state';
import { Decoration, EditorView, type DecorationSet } from '@codemirror/view';
import type { SimilarityRange, SimilaritySideExplanation } from '@marginalia/contracts';
import { fragmentOffsets } from './fragmentMarks';

// What the comparison set aside or read differently on one side, drawn over its code beside the fragments: code
// ignored as dead is dimmed, rewritten code gets a dotted underline; each says why on hover.

export interface ExplanationSpan {
  kind: 'ignored' | 'rewritten';
  /** Why, as the tooltip says it. */
  title: string;
  range: SimilarityRange;
}

export const IGNORED_TITLE = 'Ignored: cannot change what the program does';

const REWRITE_TITLES: Record<SimilaritySideExplanation['rewrites'][number]['kind'], Record<'use' | 'declaration', string>> = {
  constant: { use: 'Read as its value', declaration: 'A named constant: read as its value where it is used' },
  local: { use: 'Read as its value', declaration: 'An extracted variable: read as its value where it is used' },
  wrapper: { use: 'Read as what it wraps', declaration: 'Read as what it wraps' },
  helper: { use: 'Read as the helper method’s body', declaration: 'A helper method used once: read where it is called' },
};

/** The spans of one side that fall in `file`. */
export function explanationSpans(side: SimilaritySideExplanation | null, file: string): ExplanationSpan[] {
  if (!side) return [];
  return [
    ...side.deadCode.filter((span) => span.range.file === file).map((span) => ({ kind: 'ignored' as const, title: IGNORED_TITLE, range: span.range })),
    ...side.rewrites
      .filter((span) => span.range.file === file)
      .map((span) => ({ kind: 'rewritten' as const, title: REWRITE_TITLES[span.kind][span.part], range: span.range })),
  ];
}

export const setExplanationMarks = StateEffect.define<readonly ExplanationSpan[]>();

export const explanationMarksField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, transaction) {
    let next = marks.map(transaction.changes);
    for (const effect of transaction.effects) {
      if (!effect.is(setExplanationMarks)) continue;
      const ranges: Range<Decoration>[] = [];
      for (const span of effect.value) {
        const { from, to } = fragmentOffsets(transaction.state, span.range);
        if (to <= from) continue;
        const attributes = { title: span.title, 'data-explanation': span.kind };
        ranges.push(Decoration.mark({ class: span.kind === 'ignored' ? 'cm-ignored' : 'cm-rewritten', attributes }).range(from, to));
      }
      next = Decoration.set(ranges, true);
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export const explanationStyles = EditorView.baseTheme({
  '.cm-ignored': { opacity: '0.45' },
  '.cm-rewritten': { textDecoration: 'underline dotted', textUnderlineOffset: '3px' },
});
