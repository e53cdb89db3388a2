import { EditorView } from '@codemirror/view';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeComment, renderFileView, stubLayoutApis } from '../testing/viewerFixtures';

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
