// Text that remembers, character by character, whether it came from the original program. Every disguise builds
// its output from pieces of its input and new text, so after any chain of disguises the benchmark knows which
// lines of the copy were copied (the ground truth of fragment precision and recall).
import type { Tree } from 'web-tree-sitter';
import { COMMENT_TYPES } from '../java-syntax';

export interface MarkedText {
  text: string;
  /** 1 where the UTF-16 code unit came from the original program, 0 where a disguise inserted it. */
  original: Uint8Array;
}

export function fromOriginal(text: string): MarkedText {
  return { text, original: new Uint8Array(text.length).fill(1) };
}

/** A piece of the output: a slice of the input (keeping its marks), or new text. */
export type Piece = { from: number; to: number } | { text: string; original: boolean };

export function assemble(input: MarkedText, pieces: readonly Piece[]): MarkedText {
  const texts: string[] = [];
  const marks: Uint8Array[] = [];
  for (const piece of pieces) {
    if ('from' in piece) {
      texts.push(input.text.slice(piece.from, piece.to));
      marks.push(input.original.subarray(piece.from, piece.to));
    } else {
      texts.push(piece.text);
      marks.push(new Uint8Array(piece.text.length).fill(piece.original ? 1 : 0));
    }
  }
  const text = texts.join('');
  const original = new Uint8Array(text.length);
  let offset = 0;
  for (const mark of marks) {
    original.set(mark, offset);
    offset += mark.length;
  }
  return { text, original };
}

/** A replacement of input[start, end) (an insertion when start === end). */
export interface Edit {
  start: number;
  end: number;
  text: string;
  /** Whether the new text counts as copied (a renamed identifier does; inserted dead code does not). */
  original: boolean;
}

/** Applies edits that do not overlap (insertions at the same place keep their given order). */
export function applyEdits(input: MarkedText, edits: readonly Edit[]): MarkedText {
  const sorted = edits
    .map((edit, order) => ({ edit, order }))
    .sort((a, b) => a.edit.start - b.edit.start || a.edit.end - b.edit.end || a.order - b.order)
    .map(({ edit }) => edit);
  const pieces: Piece[] = [];
  let at = 0;
  for (const edit of sorted) {
    if (edit.start < at) throw new Error(`Overlapping edits at ${edit.start}`);
    pieces.push({ from: at, to: edit.start }, { text: edit.text, original: edit.original });
    at = edit.end;
  }
  pieces.push({ from: at, to: input.text.length });
  return assemble(input, pieces);
}

export interface LineTruth {
  /** Lines (from 1) holding code: something outside comments and whitespace. */
  codeLines: Set<number>;
  /** Lines of code with at least one character of the original's code. */
  copiedLines: Set<number>;
}

/** Which lines of a (disguised) program are code, and which of those were copied. */
export function lineTruth(marked: MarkedText, tree: Tree): LineTruth {
  const inComment = new Uint8Array(marked.text.length);
  for (const comment of tree.rootNode.descendantsOfType(COMMENT_TYPES)) {
    if (comment) inComment.fill(1, comment.startIndex, comment.endIndex);
  }
  const codeLines = new Set<number>();
  const copiedLines = new Set<number>();
  let line = 1;
  for (let i = 0; i < marked.text.length; i += 1) {
    const char = marked.text[i]!;
    if (char === '\n') {
      line += 1;
      continue;
    }
    if (inComment[i] || /\s/.test(char)) continue;
    codeLines.add(line);
    if (marked.original[i]) copiedLines.add(line);
  }
  return { codeLines, copiedLines };
}
