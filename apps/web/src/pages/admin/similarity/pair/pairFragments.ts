import type { SimilarityFragment, SimilarityPairDetail } from '@marginalia/contracts';
import type { SideFragment } from './fragmentMarks';
import type { SpanPair } from './scrollSync';
import { colourIndexOf } from './fragmentPalette';

// What each side of a pair view draws and how the two sides line up, from the pair's fragments and the file
// each side shows.

export type Side = 0 | 1;

/** A fragment's range on one side; null on a side the reader may not read (the server sends only the other half). */
export const rangeOf = (fragment: SimilarityFragment, side: Side) => (side === 0 ? fragment.left : fragment.right);

/** The fragments that fall in `file` of `side`, numbered and coloured as in the whole pair. */
export function fragmentsOfSide(fragments: readonly SimilarityFragment[], side: Side, file: string, palette: readonly string[]): SideFragment[] {
  return fragments.flatMap((fragment, index) => {
    const range = rangeOf(fragment, side);
    if (!range || range.file !== file) return [];
    const colourIndex = colourIndexOf(index, palette.length);
    return [{ index, range, colourIndex, colour: palette[colourIndex]! }];
  });
}

/** The fragments shown on both sides now, as line spans from the side `from` to the other. */
export function spansBetween(fragments: readonly SimilarityFragment[], files: readonly [string, string], from: Side): SpanPair[] {
  const to: Side = from === 0 ? 1 : 0;
  return fragments.flatMap((fragment) => {
    const a = rangeOf(fragment, from);
    const b = rangeOf(fragment, to);
    if (!a || !b || fragment.left?.file !== files[0] || fragment.right?.file !== files[1]) return [];
    return [{ from: { start: a.startLine, end: a.endLine }, to: { start: b.startLine, end: b.endLine } }];
  });
}

/** The file a side opens with: the one holding the first fragment, else its first file. */
export function firstFile(detail: SimilarityPairDetail, side: Side): string {
  const withFragment = detail.fragments[0] ? rangeOf(detail.fragments[0], side)?.file : undefined;
  const files = detail.files[side];
  return files.find((file) => file.name === withFragment)?.name ?? files[0]?.name ?? '';
}

/** "3–10", or "3" for one line. */
export function lineSpanLabel(start: number, end: number): string {
  return start === end ? `${start}` : `${start}–${end}`;
}
