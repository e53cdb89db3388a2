import { vi } from 'vitest';
import { render } from '@testing-library/react';
import type { ReviewPermissions, RubricCategory, RubricComment } from '@marginalia/contracts';
import type { ReviewComment, RubricChoice } from '../../model/types';
import { CommentCard, type CommentCardProps } from '../CommentCard';

// Comments, rubric choices and permissions as the page hands them to a card, each test changing only what it is
// about.

export function makeComment(changes: Partial<ReviewComment> = {}): ReviewComment {
  return {
    id: 41,
    file: 7,
    text: 'Name this variable after what it holds.',
    startChar: 0,
    endChar: 10,
    startLine: 2,
    endLine: 2,
    pointDelta: null,
    rubricComment: null,
    author: 'grader@example.edu',
    color: '',
    feedback: 0,
    tags: [],
    isSaved: true,
    ...changes,
  };
}

export function makeCategory(changes: Partial<RubricCategory> = {}): RubricCategory {
  return { id: 21, assignment: 11, name: 'Style', pointLimit: null, sortKey: 0, helpText: '', atMostOnce: false, peer: false, rubricComments: [], ...changes };
}

export function makeRubricComment(changes: Partial<RubricComment> = {}): RubricComment {
  return {
    id: 31,
    category: 21,
    text: 'Unclear variable names',
    pointDelta: 1,
    sortKey: 0,
    explanation: '',
    instructionText: '',
    templateTextOn: false,
    name: 'unclear-names',
    ...changes,
  };
}

export function makeChoice(comment: Partial<RubricComment> = {}, category: Partial<RubricCategory> = {}): RubricChoice {
  const cat = makeCategory(category);
  return { category: cat, rubricComment: makeRubricComment({ category: cat.id, ...comment }) };
}

export function staffPermissions(changes: Partial<ReviewPermissions> = {}): ReviewPermissions {
  return {
    role: 'grader',
    feedbackVisible: true,
    canComment: true,
    canClaim: false,
    canFinalize: true,
    canUnfinalize: false,
    canAnswerRegrade: false,
    canRequestRegrade: false,
    canRateComments: false,
    canManagePartners: false,
    showPoints: true,
    ...changes,
  };
}

export function studentPermissions(changes: Partial<ReviewPermissions> = {}): ReviewPermissions {
  return staffPermissions({ role: 'student', canComment: false, canFinalize: false, canRateComments: true, ...changes });
}

/** Renders one card with every callback a spy; `rerender` takes other props for the same card. */
export function renderCard(changes: Partial<CommentCardProps> = {}) {
  const props: CommentCardProps = {
    comment: makeComment(),
    rubric: null,
    rubricChoices: [],
    permissions: staffPermissions(),
    forcedRubricMode: false,
    editing: false,
    active: false,
    hovered: false,
    authorLabel: 'grader@example.edu',
    onEdit: vi.fn(),
    onCancel: vi.fn(),
    onSave: vi.fn(() => Promise.resolve()),
    onDelete: vi.fn(() => Promise.resolve()),
    onRate: vi.fn(() => Promise.resolve()),
    onHover: vi.fn(),
    onActivate: vi.fn(),
    ...changes,
  };
  const view = render(<CommentCard {...props} />);
  return {
    ...view,
    props,
    rerender: (more: Partial<CommentCardProps>) => view.rerender(<CommentCard {...props} {...more} />),
  };
}
