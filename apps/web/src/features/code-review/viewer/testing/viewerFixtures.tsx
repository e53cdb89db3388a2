import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { File } from '@marginalia/contracts';
import type { ReviewComment } from '../../model/types';
import { FileView, type FileViewProps } from '../FileView';

// Files, comments and a FileView with recorded callbacks for the viewer's component tests.

export function makeFile(overrides: Partial<File> = {}): File {
  return {
    id: 34,
    name: 'main.py',
    code: 'def greet(name):\n    return "Hello, " + name\n\nprint(greet("you"))\n',
    extension: 'py',
    submission: 12,
    path: null,
    comments: [],
    created: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeComment(overrides: Partial<ReviewComment> = {}): ReviewComment {
  return {
    id: 5,
    file: 34,
    text: 'Say hello more warmly',
    startLine: 1,
    startChar: 11,
    endLine: 1,
    endChar: 20,
    pointDelta: 1,
    rubricComment: null,
    author: 'grader@example.edu',
    color: '#d4380d',
    feedback: 0,
    tags: [],
    isSaved: true,
    ...overrides,
  };
}

export function viewerProps(overrides: Partial<FileViewProps> = {}): FileViewProps {
  return {
    file: makeFile(),
    comments: [],
    canComment: true,
    dark: false,
    zoom: 1,
    cursorMode: false,
    commentsBelow: false,
    codeWidth: 0,
    activeCommentId: null,
    hoveredCommentId: null,
    onHoverComment: vi.fn(),
    onActivateComment: vi.fn(),
    onSelectionChange: vi.fn(),
    onSelectionDone: vi.fn(),
    renderComment: (comment) => <div data-testid="card">{comment.text}</div>,
    scrollTo: null,
    ...overrides,
  };
}

export function renderFileView(overrides: Partial<FileViewProps> = {}) {
  const props = viewerProps(overrides);
  const result = render(<FileView {...props} />);
  return { ...result, props, rerenderWith: (next: Partial<FileViewProps>) => result.rerender(<FileView {...props} {...next} />) };
}

/** jsdom has no layout: CodeMirror measures text through ranges, which it lacks. */
export function stubLayoutApis() {
  const rect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON: () => ({}) } as DOMRect;
  const emptyList = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => rect;
  if (!Range.prototype.getClientRects) Range.prototype.getClientRects = () => emptyList;
}
