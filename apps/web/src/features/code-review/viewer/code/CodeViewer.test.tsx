import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { makeComment, makeFile, renderFileView, stubLayoutApis } from '../testing/viewerFixtures';

beforeAll(stubLayoutApis);

function editorView(): EditorView {
  const view = EditorView.findFromDOM(screen.getByTestId('code-viewer').querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor');
  return view;
}

function mark(id: number): HTMLElement {
  const found = screen.getByTestId('code-viewer').querySelector(`.cm-comment-range[data-comment-id="${id}"]`);
  if (!found) throw new Error(`no mark for comment ${id}`);
  return found as HTMLElement;
}

describe('code files', () => {
  it('shows the code with line numbers', () => {
    renderFileView();
    const viewer = screen.getByTestId('code-viewer');
    expect(viewer.querySelector('.cm-content')?.textContent).toContain('return "Hello, " + name');
    const numbers = [...viewer.querySelectorAll('.cm-lineNumbers .cm-gutterElement')].map((element) => element.textContent);
    expect(numbers).toEqual(expect.arrayContaining(['1', '2', '3', '4']));
  });

  it('highlights a comment range and draws its card in the margin', () => {
    renderFileView({ comments: [makeComment()] });
    expect(mark(5).textContent).toBe('"Hello, "');
    expect(within(screen.getByTestId('comment-margin')).getByText('Say hello more warmly')).toBeTruthy();
  });

  it('keeps the comment column at least 300 px wide, and sizes the code by the codeWidth preference when set', () => {
    const { rerenderWith, props } = renderFileView({ comments: [makeComment()] });
    const column = screen.getByTestId('comment-margin').parentElement!;
    const code = screen.getByTestId('code-viewer').querySelector('.cm-editor')!.parentElement!;
    expect(column.style.minWidth).toBe('300px');
    expect(code.style.flex).toBe('1 1 775px');
    rerenderWith({ comments: props.comments, codeWidth: 520 });
    expect(code.style.flex).toBe('0 1 520px');
  });

  it('clamps a comment beyond the end of the file to the file', () => {
    renderFileView({ comments: [makeComment({ id: 8, startLine: 3, startChar: 6, endLine: 90, endChar: 4 })] });
    expect(mark(8).textContent).toContain('greet("you"))');
  });

  it('reports hovering and clicking a range or its card', () => {
    const { props } = renderFileView({ comments: [makeComment()] });
    fireEvent.mouseOver(mark(5));
    expect(props.onHoverComment).toHaveBeenLastCalledWith(5);
    fireEvent.click(mark(5));
    expect(props.onActivateComment).toHaveBeenLastCalledWith(5);

    const card = screen.getByTestId('comment-margin').querySelector('[data-comment-id="5"]') as HTMLElement;
    fireEvent.mouseLeave(card);
    expect(props.onHoverComment).toHaveBeenLastCalledWith(null);
    fireEvent.mouseEnter(card);
    expect(props.onHoverComment).toHaveBeenLastCalledWith(5);
  });

  it('marks the active, hovered and unsaved comments without rebuilding the editor', () => {
    const comments = [makeComment(), makeComment({ id: -1, isSaved: false, startLine: 0, startChar: 4, endLine: 0, endChar: 9 })];
    const { rerenderWith } = renderFileView({ comments });
    const view = editorView();
    expect(mark(-1).className).toContain('cm-comment-range-unsaved');
    rerenderWith({ comments, activeCommentId: 5, hoveredCommentId: -1 });
    expect(mark(5).className).toContain('cm-comment-range-active');
    expect(mark(-1).className).toContain('cm-comment-range-hovered');
    rerenderWith({ comments: [...comments, makeComment({ id: 9, startLine: 3, startChar: 0, endLine: 3, endChar: 5 })] });
    expect(mark(9).textContent).toBe('print');
    expect(editorView()).toBe(view);
  });

  it('reports the selection as 0-based lines and columns, and a finished mouse selection', async () => {
    const { props } = renderFileView();
    const view = editorView();
    fireEvent.mouseDown(view.contentDOM, { button: 0 });
    view.dispatch({ selection: { anchor: 4, head: 21 } });
    const range = { startLine: 0, startChar: 4, endLine: 1, endChar: 4 };
    expect(props.onSelectionChange).toHaveBeenLastCalledWith(range);
    fireEvent.mouseUp(document);
    await waitFor(() => expect(props.onSelectionDone).toHaveBeenCalledWith(range));
    view.dispatch({ selection: { anchor: 3 } });
    expect(props.onSelectionChange).toHaveBeenLastCalledWith(null);
  });

  it('offers no comment on a selection when commenting is not allowed', async () => {
    const { props } = renderFileView({ canComment: false });
    const view = editorView();
    fireEvent.mouseDown(view.contentDOM, { button: 0 });
    view.dispatch({ selection: { anchor: 4, head: 21 } });
    fireEvent.mouseUp(document);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(props.onSelectionChange).not.toHaveBeenCalled();
    expect(props.onSelectionDone).not.toHaveBeenCalled();
  });

  it('lets the keyboard move a caret only in cursor mode', () => {
    const { rerenderWith } = renderFileView();
    expect(editorView().contentDOM.getAttribute('contenteditable')).toBe('false');
    rerenderWith({ cursorMode: true });
    expect(editorView().contentDOM.getAttribute('contenteditable')).toBe('true');
    // Still read-only: a caret, not an editor.
    expect(editorView().state.readOnly).toBe(true);
  });

  it('scrolls to a comment each time the page asks again', () => {
    const original = HTMLElement.prototype.scrollTo;
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo as typeof original;
    onTestFinished(() => {
      HTMLElement.prototype.scrollTo = original;
    });
    const comments = [makeComment()];
    const { rerenderWith } = renderFileView({ comments });
    const viewer = screen.getByTestId('code-scroller');
    const callsOnViewer = () => scrollTo.mock.contexts.filter((context) => context === viewer).length;
    rerenderWith({ comments, scrollTo: { commentId: 5, nonce: 1 } });
    expect(callsOnViewer()).toBe(1);
    rerenderWith({ comments, scrollTo: { commentId: 5, nonce: 1 }, hoveredCommentId: 5 });
    expect(callsOnViewer()).toBe(1);
    rerenderWith({ comments, scrollTo: { commentId: 5, nonce: 2 } });
    expect(callsOnViewer()).toBe(2);
  });

  it('draws only the cards near the viewport of a long file with many comments', () => {
    const code = Array.from({ length: 5000 }, (_, line) => `line_${line} = ${line} * 2`).join('\n');
    const comments = Array.from({ length: 300 }, (_, index) =>
      makeComment({ id: index + 1, startLine: index * 16, startChar: 0, endLine: index * 16, endChar: 6, text: `Comment ${index + 1}` }),
    );
    renderFileView({ file: makeFile({ name: 'long.py', code }), comments });
    const slots = screen.getByTestId('comment-margin').querySelectorAll('[data-testid="comment-slot"]');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.length).toBeLessThan(100);
    expect(within(screen.getByTestId('comment-margin')).getByText('Comment 1')).toBeTruthy();
    expect(within(screen.getByTestId('comment-margin')).queryByText('Comment 300')).toBeNull();
  });
});

describe('the comment margin of a long file', { timeout: 30_000 }, () => {
  const code = Array.from({ length: 5000 }, (_, line) => `line_${line} = ${line} * 2`).join('\n');
  const comments = Array.from({ length: 300 }, (_, index) =>
    makeComment({ id: index + 1, startLine: index * 16, startChar: 0, endLine: index * 16, endChar: 6, text: `Comment ${index + 1}` }),
  );
  const file = makeFile({ name: 'long.py', code });
  const margin = () => within(screen.getByTestId('comment-margin'));

  /** jsdom lays nothing out: the scroll position is set by hand and announced as the browser would. */
  function scrollMarginTo(fraction: number) {
    const scroller = screen.getByTestId('code-scroller');
    const aside = screen.getByTestId('comment-margin');
    const top = Number.parseFloat(aside.style.minHeight) * fraction;
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: top });
    aside.getBoundingClientRect = () => ({ top: -top, bottom: 0, left: 0, right: 0, width: 0, height: 0, x: 0, y: -top, toJSON: () => ({}) });
    fireEvent.scroll(scroller);
  }

  it('draws the cards scrolled to and drops those scrolled away', async () => {
    renderFileView({ file, comments });
    expect(margin().queryByText('Comment 300')).toBeNull();
    scrollMarginTo(0.99);
    expect(await margin().findByText('Comment 300')).toBeTruthy();
    await waitFor(() => expect(margin().queryByText('Comment 1')).toBeNull());
  });

  it('draws the comment navigated to by keyboard (the active one) wherever it is', () => {
    const { rerenderWith } = renderFileView({ file, comments });
    expect(margin().queryByText('Comment 250')).toBeNull();
    rerenderWith({ file, comments, activeCommentId: 250 });
    expect(margin().getByText('Comment 250')).toBeTruthy();
  });

  it('keeps the card holding the focus while it scrolls away, for the keyboard and screen readers', async () => {
    renderFileView({ file, comments, renderComment: (comment) => <button type="button">{comment.text}</button> });
    margin().getByText('Comment 2').focus();
    scrollMarginTo(0.99);
    expect(await margin().findByText('Comment 300')).toBeTruthy();
    expect(margin().getByText('Comment 2')).toBe(document.activeElement);
    expect(margin().queryByText('Comment 3')).toBeNull();
  });
});
