import { describe, expect, it } from 'vitest';
import { COMMENT_COUNT, plannedComments } from './comment-plan';
import { pythonSource, SOURCE_LINES } from './python-source';

describe('the code-view benchmark data', () => {
  const code = pythonSource();
  const lines = code.split('\n');

  it('is a Python file of exactly 5,000 lines, the same on every run', () => {
    expect(lines).toHaveLength(SOURCE_LINES);
    expect(pythonSource()).toBe(code);
    expect(lines[0]).toMatch(/^"""/);
    expect(lines.filter((line) => line.startsWith('def ') || line.startsWith('class ')).length).toBeGreaterThan(50);
    expect(lines.every((line) => !line.includes('\t'))).toBe(true);
  });

  it('plans 300 comments inside the file, spread over all of it', () => {
    const comments = plannedComments(code, [11, 12, 13]);
    expect(comments).toHaveLength(COMMENT_COUNT);
    for (const comment of comments) {
      expect(comment.startLine).toBeGreaterThanOrEqual(0);
      expect(comment.endLine).toBeGreaterThanOrEqual(comment.startLine);
      expect(comment.endLine).toBeLessThan(SOURCE_LINES);
      expect(comment.startChar).toBeLessThanOrEqual(lines[comment.startLine]!.length);
      expect(comment.endChar).toBeLessThanOrEqual(lines[comment.endLine]!.length);
      if (comment.endLine === comment.startLine) expect(comment.endChar).toBeGreaterThanOrEqual(comment.startChar);
    }
    const starts = comments.map((comment) => comment.startLine);
    expect(Math.min(...starts)).toBeLessThan(SOURCE_LINES * 0.05);
    expect(Math.max(...starts)).toBeGreaterThan(SOURCE_LINES * 0.95);
  });

  it('mixes rubric and free comments, one-line and multi-line ranges, and texts of one to three sentences', () => {
    const comments = plannedComments(code, [11, 12, 13]);
    const linked = comments.filter((comment) => comment.rubricCommentId !== null);
    expect(linked.length).toBe(COMMENT_COUNT / 3);
    expect(linked.every((comment) => comment.pointDelta === null)).toBe(true);
    expect(comments.filter((comment) => comment.endLine > comment.startLine).length).toBeGreaterThan(COMMENT_COUNT / 5);
    expect(comments.filter((comment) => comment.endLine === comment.startLine).length).toBeGreaterThan(COMMENT_COUNT / 2);
    const sentences = comments.filter((comment) => comment.text).map((comment) => comment.text.split(/(?<=[.?!]) /).length);
    expect(new Set(sentences)).toEqual(new Set([1, 2, 3]));
  });
});
