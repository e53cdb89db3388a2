// Where the benchmark's 300 comments go and what they say: spread evenly over the file, a third applying rubric
// comments (half of those with no text of their own), a quarter spanning 2 to 6 lines, the rest covering part of
// one line; one to three sentences each. Deterministic, so every run draws the same margin.

export const COMMENT_COUNT = 300;

const SENTENCES = [
  'This loop reads the whole list twice; one pass is enough.',
  'Nice use of enumerate here.',
  'The name does not say what the value holds.',
  'Consider returning early instead of nesting the branches.',
  'This raises on an empty input, which the docstring does not mention.',
  'A dictionary would make this lookup constant time.',
  'Good: the error message names the row that failed.',
  'The magic number should be a named constant.',
  'This duplicates the function above; could they share a helper?',
  'Catching the exception here hides the real cause from the caller.',
  'The sort key is clear and correct.',
  'Please add a test for the case where the value is missing.',
];

/** Deterministic, spread over the file: the n-th comment near line n * 5000 / 300, some spanning several lines. */
export function commentRanges(lines: string[]) {
  const spacing = Math.floor(lines.length / COMMENT_COUNT);
  return Array.from({ length: COMMENT_COUNT }, (_, n) => {
    const startLine = Math.min(lines.length - 1, n * spacing + ((n * 7) % Math.max(1, spacing - 6)));
    const span = n % 4 === 0 ? 1 + (n % 5) : 0; // a quarter cover 2 to 6 lines
    const endLine = Math.min(lines.length - 1, startLine + span);
    const start = lines[startLine]!;
    const indent = start.length - start.trimStart().length;
    // Single-line comments cover part of the line (a word or two), multi-line ones whole lines.
    const endChar = span > 0 ? lines[endLine]!.length : Math.min(start.length, indent + 4 + (n % 20));
    return { startLine, endLine, startChar: indent, endChar };
  });
}

export function commentText(n: number): string {
  const count = 1 + (n % 3);
  return Array.from({ length: count }, (_, k) => SENTENCES[(n * 5 + k * 3) % SENTENCES.length]).join(' ');
}

export interface PlannedComment {
  text: string;
  startLine: number;
  endLine: number;
  startChar: number;
  endChar: number;
  rubricCommentId: number | null;
  /** Free comments only (a rubric comment's points come from the rubric). */
  pointDelta: number | null;
}

export function plannedComments(code: string, rubricCommentIds: readonly number[]): PlannedComment[] {
  return commentRanges(code.split('\n')).map((range, n) => {
    const linked = n % 3 === 0 && rubricCommentIds.length > 0 ? rubricCommentIds[n % rubricCommentIds.length]! : null;
    return {
      text: linked !== null && n % 2 === 0 ? '' : commentText(n),
      ...range,
      rubricCommentId: linked,
      pointDelta: linked !== null ? null : n % 5 === 1 ? 1 : n % 5 === 2 ? 0.5 : null,
    };
  });
}
