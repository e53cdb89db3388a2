import { EditorState } from '@codemirror/state';
import type { DecorationSet } from '@codemirror/view';
import { describe, expect, it } from 'vitest';
import { makeComment } from '../testing/viewerFixtures';
import { commentMarkBuilds, commentMarksField, setCommentMarks, type CommentMarksInput } from './commentMarks';

// The comment marks are built once per change of the comments: hovering and selecting comments restyles only the
// marks involved, however many comments the file has.

const code = Array.from({ length: 400 }, (_, line) => `value_${line} = ${line}`).join('\n');
const comments = Array.from({ length: 300 }, (_, index) => makeComment({ id: index + 1, startLine: index, startChar: 0, endLine: index, endChar: 5 }));

function marks(state: EditorState): { id: number; from: number; to: number; classes: string }[] {
  const found: { id: number; from: number; to: number; classes: string }[] = [];
  const set: DecorationSet = state.field(commentMarksField).marks;
  set.between(0, state.doc.length, (from, to, value) => {
    found.push({ id: value.spec.commentId as number, from, to, classes: value.spec.class as string });
  });
  return found;
}

function send(state: EditorState, input: CommentMarksInput): EditorState {
  return state.update({ effects: setCommentMarks.of(input) }).state;
}

describe('comment marks', () => {
  it('builds the marks once per change of the comments, not per hover or selection', () => {
    let state = EditorState.create({ doc: code, extensions: [commentMarksField] });
    const before = commentMarkBuilds.count;
    state = send(state, { comments, activeId: null, hoveredId: null });
    expect(commentMarkBuilds.count).toBe(before + 1);
    expect(marks(state)).toHaveLength(300);

    for (let id = 1; id <= 50; id += 1) state = send(state, { comments, activeId: 7, hoveredId: id });
    state = send(state, { comments, activeId: 9, hoveredId: null });
    expect(commentMarkBuilds.count).toBe(before + 1);

    const drawn = marks(state);
    expect(drawn).toHaveLength(300);
    expect(drawn.find((mark) => mark.id === 9)!.classes).toContain('cm-comment-range-active');
    expect(drawn.find((mark) => mark.id === 7)!.classes).not.toContain('cm-comment-range-active');
    expect(drawn.filter((mark) => mark.classes.includes('cm-comment-range-hovered'))).toEqual([]);
    expect(drawn.filter((mark) => mark.classes.includes('cm-comment-range-active')).map((mark) => mark.id)).toEqual([9]);
    // Restyled marks keep their place.
    expect(drawn.find((mark) => mark.id === 9)).toMatchObject({ from: state.doc.line(9).from, to: state.doc.line(9).from + 5 });

    const added = [...comments, makeComment({ id: 301, startLine: 350, startChar: 0, endLine: 350, endChar: 5 })];
    state = send(state, { comments: added, activeId: 9, hoveredId: null });
    expect(commentMarkBuilds.count).toBe(before + 2);
    expect(marks(state)).toHaveLength(301);
  });

  it('builds nothing when neither the comments nor the active and hovered ones changed', () => {
    let state = send(EditorState.create({ doc: code, extensions: [commentMarksField] }), { comments, activeId: 3, hoveredId: 4 });
    const built = state.field(commentMarksField).marks;
    const count = commentMarkBuilds.count;
    state = send(state, { comments, activeId: 3, hoveredId: 4 });
    expect(state.field(commentMarksField).marks).toBe(built);
    expect(commentMarkBuilds.count).toBe(count);
  });
});
