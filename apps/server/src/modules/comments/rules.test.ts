import { describe, expect, it } from 'vitest';
import { commentErrors, hasLines, isEmptyComment } from './rules';

const file = { extension: 'py', name: 'main.py', lineCount: 3 };
const base = { text: 'why?', startChar: 2, endChar: 5, startLine: 0, endLine: 0, pointDelta: null, rubricCommentId: null };

describe('comment rules', () => {
  it('calls a comment empty only without text, points and rubric comment', () => {
    expect(isEmptyComment({ text: '', pointDelta: null, rubricCommentId: null })).toBe(true);
    expect(isEmptyComment({ text: '', pointDelta: 0, rubricCommentId: null })).toBe(true);
    expect(isEmptyComment({ text: '', pointDelta: -1, rubricCommentId: null })).toBe(false);
    expect(isEmptyComment({ text: '', pointDelta: null, rubricCommentId: 4 })).toBe(false);
    expect(isEmptyComment({ text: ' ', pointDelta: null, rubricCommentId: null })).toBe(false);
  });

  it('orders the range: endLine not before startLine, endChar not before startChar on one line', () => {
    expect(commentErrors(base, file)).toEqual({});
    expect(commentErrors({ ...base, startLine: 1, endLine: 0 }, file)).toEqual({ endLine: ['endLine must not be before startLine.'] });
    expect(commentErrors({ ...base, endChar: 1 }, file)).toEqual({ endChar: ['endChar must not be before startChar on the same line.'] });
    expect(commentErrors({ ...base, endLine: 1, endChar: 0 }, file)).toEqual({});
  });

  it('keeps lines within the file except for PDFs and notebooks', () => {
    expect(commentErrors({ ...base, endLine: 2 }, file)).toEqual({});
    expect(commentErrors({ ...base, endLine: 3 }, file)).toEqual({ endLine: ['The file has 3 lines (0-based).'] });
    expect(hasLines({ extension: 'PDF', name: 'a', lineCount: 1 })).toBe(false);
    expect(hasLines({ extension: '', name: 'nb.ipynb', lineCount: 1 })).toBe(false);
    expect(commentErrors({ ...base, startLine: 40, endLine: 90 }, { extension: 'ipynb', name: 'nb', lineCount: 1 })).toEqual({});
  });

  it('reports an empty comment as a non-field error', () => {
    expect(commentErrors({ ...base, text: '' }, file)).toEqual({ non_field_errors: ['A comment needs text, points or a rubric comment.'] });
  });
});
