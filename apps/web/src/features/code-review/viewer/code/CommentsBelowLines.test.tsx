import { EditorView } from '@codemirror/view';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { makeComment, makeFile, renderFileView, stubLayoutApis } from '../testing/viewerFixtures';
import { commentSlotsField } from './commentWidgets';

beforeAll(stubLayoutApis);

function editorView(): EditorView {
  const view = EditorView.findFromDOM(screen.getByTestId('code-viewer').querySelector('.cm-editor') as HTMLElement);
  if (!view) throw new Error('no editor');
  return view;
}

/** The code's lines and the comment blocks between them, top to bottom, as the reader sees them. */
function readingOrder(): string[] {
  const content = screen.getByTestId('code-viewer').querySelector('.cm-content')!;
  return [...content.children].map((child) => (child.matches('[data-testid="comments-below-line"]') ? `[${child.textContent}]` : child.textContent ?? ''));
}

describe('comments below their lines (narrow screens)', () => {
  it('draws each card under the last line of its range, inside the code, with no margin beside it', () => {
    const comments = [
      makeComment({ id: 5, text: 'Warmer', startLine: 1, endLine: 1 }),
      makeComment({ id: 6, text: 'Spans two lines', startLine: 0, startChar: 0, endLine: 1, endChar: 3 }),
      makeComment({ id: 7, text: 'Print it', startLine: 3, startChar: 0, endLine: 3, endChar: 5 }),
    ];
    renderFileView({ comments, commentsBelow: true });
    expect(screen.queryByTestId('comment-margin')).toBeNull();
    expect(readingOrder()).toEqual(['def greet(name):', '    return "Hello, " + name', '[WarmerSpans two lines]', '', 'print(greet("you"))', '[Print it]', '']);
  });

  it('wraps long lines instead of scrolling sideways, and goes back to the margin on a wide screen', () => {
    const { rerenderWith, props } = renderFileView({ comments: [makeComment()], commentsBelow: true });
    expect(editorView().dom.querySelector('.cm-lineWrapping')).not.toBeNull();
    rerenderWith({ comments: props.comments, commentsBelow: false });
    expect(editorView().dom.querySelector('.cm-lineWrapping')).toBeNull();
    expect(editorView().dom.querySelector('[data-testid="comments-below-line"]')).toBeNull();
    expect(within(screen.getByTestId('comment-margin')).getByText('Say hello more warmly')).toBeTruthy();
  });

  it('keeps hovering and clicking a card working below the line', () => {
    const { props } = renderFileView({ comments: [makeComment()], commentsBelow: true });
    const card = screen.getByTestId('code-viewer').querySelector('[data-testid="comment-slot"][data-comment-id="5"]') as HTMLElement;
    fireEvent.mouseEnter(card);
    expect(props.onHoverComment).toHaveBeenLastCalledWith(5);
    fireEvent.click(card);
    expect(props.onActivateComment).toHaveBeenLastCalledWith(5);
  });
});

describe('comments below the lines of a long file', { timeout: 30_000 }, () => {
  const code = Array.from({ length: 5000 }, (_, line) => `line_${line} = ${line} * 2`).join('\n');
  const comments = Array.from({ length: 300 }, (_, index) =>
    makeComment({ id: index + 1, startLine: index * 16, startChar: 0, endLine: index * 16, endChar: 6, text: `Comment ${index + 1}` }),
  );
  const file = makeFile({ name: 'long.py', code });
  const cards = () => screen.getByTestId('code-viewer').querySelectorAll('[data-testid="comment-slot"]');

  it('renders cards only where the code is drawn, and the others when their lines are scrolled to', async () => {
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = () => {};
    onTestFinished(() => {
      HTMLElement.prototype.scrollTo = original;
    });
    const { rerenderWith } = renderFileView({ file, comments, commentsBelow: true });
    expect(cards().length).toBeGreaterThan(0);
    expect(cards().length).toBeLessThan(100);
    expect(screen.queryByText('Comment 290')).toBeNull();
    // Every line with comments keeps a host in the code, so the lines stay where they are.
    expect(editorView().state.field(commentSlotsField).size).toBe(300);

    // "Jump to comment" (or scrolling there) draws the lines around it, and their cards with them.
    rerenderWith({ file, comments, commentsBelow: true, scrollTo: { commentId: 290, nonce: 1 } });
    expect(await screen.findByText('Comment 290')).toBeTruthy();
    expect(cards().length).toBeLessThan(100);
  });

  it('shows the card navigated to by keyboard (it becomes active and is scrolled to)', async () => {
    const original = HTMLElement.prototype.scrollTo;
    HTMLElement.prototype.scrollTo = () => {};
    onTestFinished(() => {
      HTMLElement.prototype.scrollTo = original;
    });
    const { rerenderWith } = renderFileView({ file, comments, commentsBelow: true });
    expect(screen.queryByText('Comment 250')).toBeNull();
    rerenderWith({ file, comments, commentsBelow: true, activeCommentId: 250, scrollTo: { commentId: 250, nonce: 1 } });
    expect(await screen.findByText('Comment 250')).toBeTruthy();
  });
});
