// Comment and whitespace noise: some of the program's comments removed and new ones added before statements and
// members, indentation redone (tabs or another width), blank lines added, spacing around punctuation changed, and
// opening braces moved to their own line. Only layout and comments change; the code's tokens stay as they were.
import type { Node } from 'web-tree-sitter';
import { COMMENT_TYPES, walk, type JavaParser } from '../java-syntax';
import type { Random } from '@marginalia/similarity/testing';
import { applyEdits, assemble, type Edit, type MarkedText, type Piece } from './marked-text';

const COMMENTS = [
  'check the input first', 'main loop', 'TODO: clean this up', 'read the values', 'update the running total',
  'edge case', 'this part was tricky', 'helper', 'print the answer', 'go through every element', 'base case',
  'keep track of what we saw', 'not sure if needed', 'fixed the off-by-one here', 'initialise', 'swap them',
];

/** Punctuation next to which a space may come or go without joining two tokens into one. */
const LOOSE = new Set(['(', ')', '{', '}', '[', ']', ';', ',']);

const STATEMENT_PARENTS = new Set(['block', 'class_body', 'constructor_body', 'switch_block_statement_group']);

function lineStart(text: string, index: number): number {
  return text.lastIndexOf('\n', index - 1) + 1;
}

function indentationAt(text: string, index: number): string {
  const start = lineStart(text, index);
  return /^[ \t]*/.exec(text.slice(start))![0];
}

/** Comments removed and added; inserted comments sit on their own line with the statement's indentation. */
function commentNoise(input: MarkedText, parser: JavaParser, random: Random): MarkedText {
  const tree = parser.parse(input.text);
  try {
    const edits: Edit[] = [];
    for (const comment of tree.rootNode.descendantsOfType(COMMENT_TYPES)) {
      if (comment && random.chance(0.5)) edits.push({ start: comment.startIndex, end: comment.endIndex, text: ' ', original: false });
    }
    for (const node of walk(tree.rootNode)) {
      if (!node.isNamed || !node.parent || !STATEMENT_PARENTS.has(node.parent.type) || COMMENT_TYPES.includes(node.type)) continue;
      if (!random.chance(0.3)) continue;
      const start = lineStart(input.text, node.startIndex);
      // Only where the statement starts its line, so the comment does not split a line of code.
      if (input.text.slice(start, node.startIndex).trim() !== '') continue;
      const indentation = indentationAt(input.text, node.startIndex);
      const words = random.pick(COMMENTS);
      const text = random.chance(0.7) ? `${indentation}// ${words}\n` : `${indentation}/* ${words} */\n`;
      edits.push({ start, end: start, text, original: false });
    }
    return applyEdits(input, dedupe(edits));
  } finally {
    tree.delete();
  }
}

/** Several insertions at one place are fine; an edit that starts inside an earlier removal is dropped. */
function dedupe(edits: Edit[]): Edit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  const kept: Edit[] = [];
  let end = -1;
  for (const edit of sorted) {
    if (edit.start < end) continue;
    kept.push(edit);
    end = Math.max(end, edit.end);
  }
  return kept;
}

/** The gaps between tokens on one line: spaces next to loose punctuation come and go. */
function spacingNoise(input: MarkedText, parser: JavaParser, random: Random): MarkedText {
  const tree = parser.parse(input.text);
  try {
    const leaves: Node[] = [];
    for (const node of walk(tree.rootNode)) {
      if (node.childCount === 0 || COMMENT_TYPES.includes(node.type) || node.type === 'string_literal' || node.type === 'character_literal') {
        if (node.endIndex > node.startIndex) leaves.push(node);
      }
    }
    leaves.sort((a, b) => a.startIndex - b.startIndex);
    const edits: Edit[] = [];
    for (let i = 1; i < leaves.length; i += 1) {
      const before = leaves[i - 1]!;
      const after = leaves[i]!;
      if (after.startIndex < before.endIndex) continue;
      const gap = input.text.slice(before.endIndex, after.startIndex);
      if (gap.includes('\n') || COMMENT_TYPES.includes(before.type) || COMMENT_TYPES.includes(after.type)) continue;
      if (!LOOSE.has(before.text) && !LOOSE.has(after.text)) continue;
      if (!random.chance(0.4)) continue;
      const replacement = gap === '' ? ' ' : random.chance(0.7) ? '' : '  ';
      edits.push({ start: before.endIndex, end: after.startIndex, text: replacement, original: false });
    }
    return applyEdits(input, edits);
  } finally {
    tree.delete();
  }
}

/** Opening braces of blocks and class bodies moved to their own line (Allman style), some of them. */
function braceNoise(input: MarkedText, parser: JavaParser, random: Random): MarkedText {
  const tree = parser.parse(input.text);
  try {
    const edits: Edit[] = [];
    for (const node of tree.rootNode.descendantsOfType(['block', 'class_body', 'constructor_body'])) {
      if (!node || input.text[node.startIndex] !== '{' || !random.chance(0.5)) continue;
      const start = lineStart(input.text, node.startIndex);
      if (input.text.slice(start, node.startIndex).trim() === '') continue;
      let gapStart = node.startIndex;
      while (gapStart > 0 && (input.text[gapStart - 1] === ' ' || input.text[gapStart - 1] === '\t')) gapStart -= 1;
      edits.push({ start: gapStart, end: node.startIndex, text: `\n${indentationAt(input.text, node.startIndex)}`, original: false });
    }
    return applyEdits(input, edits);
  } finally {
    tree.delete();
  }
}

/** Indentation redone line by line (one unit for the whole file), and blank lines added between lines. */
function layoutNoise(input: MarkedText, random: Random): MarkedText {
  const unit = random.pick(['\t', '  ', '    ', '   ']);
  const pieces: Piece[] = [];
  let at = 0;
  let inBlockComment = false;
  while (at < input.text.length) {
    const end = input.text.indexOf('\n', at);
    const lineEnd = end < 0 ? input.text.length : end + 1;
    const line = input.text.slice(at, lineEnd);
    const indentation = /^[ \t]*/.exec(line)![0];
    // Lines inside a block comment keep their layout.
    if (!inBlockComment && indentation.length > 0) {
      const depth = Math.round(indentation.replace(/\t/g, '    ').length / 4);
      pieces.push({ text: unit.repeat(depth), original: false }, { from: at + indentation.length, to: lineEnd });
    } else pieces.push({ from: at, to: lineEnd });
    if (line.includes('/*') && !line.includes('*/')) inBlockComment = true;
    if (line.includes('*/')) inBlockComment = false;
    if (!inBlockComment && random.chance(0.08)) pieces.push({ text: '\n', original: false });
    at = lineEnd;
  }
  return assemble(input, pieces);
}

export function commentAndWhitespaceNoise(input: MarkedText, parser: JavaParser, random: Random): MarkedText {
  let marked = commentNoise(input, parser, random);
  marked = spacingNoise(marked, parser, random);
  marked = braceNoise(marked, parser, random);
  return layoutNoise(marked, random);
}
