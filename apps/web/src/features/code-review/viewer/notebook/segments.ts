import { highlightTree, type Highlighter } from '@lezer/highlight';

type Tree = Parameters<typeof highlightTree>[0];

// A notebook cell's source cut into pieces that each have one syntax class and one set of comments over them, so
// that a plain <pre> can show both highlighting and comment ranges without an editor per cell.

export interface Segment {
  from: number;
  to: number;
  tokenClass: string;
  commentIds: number[];
}

export interface CellCommentRange {
  id: number;
  from: number;
  to: number;
}

export function segmentSource(length: number, tree: Tree | null, highlighter: Highlighter | null, comments: readonly CellCommentRange[]): Segment[] {
  const tokens: { from: number; to: number; classes: string }[] = [];
  if (tree && highlighter) highlightTree(tree, highlighter, (from, to, classes) => tokens.push({ from, to, classes }));
  const cuts = new Set<number>([0, length]);
  for (const token of tokens) cuts.add(token.from).add(token.to);
  for (const comment of comments) cuts.add(comment.from).add(comment.to);
  const points = [...cuts].filter((point) => point >= 0 && point <= length).sort((a, b) => a - b);

  const segments: Segment[] = [];
  let tokenIndex = 0;
  for (let index = 0; index + 1 < points.length; index += 1) {
    const from = points[index]!;
    const to = points[index + 1]!;
    while (tokenIndex < tokens.length && tokens[tokenIndex]!.to <= from) tokenIndex += 1;
    const token = tokens[tokenIndex];
    const tokenClass = token && token.from <= from && token.to >= to ? token.classes : '';
    const commentIds = comments.filter((comment) => comment.from <= from && comment.to >= to).map((comment) => comment.id);
    segments.push({ from, to, tokenClass, commentIds });
  }
  return segments;
}
