import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CommentList } from './CommentList';
import { makeComment } from './testing/commentFixtures';

describe('comment list', () => {
  it('lists the cards in the order given', () => {
    const comments = [makeComment({ id: 1, text: 'first' }), makeComment({ id: 2, text: 'second' })];
    render(<CommentList comments={comments} renderComment={(comment) => <span>{comment.text}</span>} />);
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['first', 'second']);
  });

  it('says so when there is nothing to list', () => {
    render(<CommentList comments={[]} renderComment={() => null} emptyText="No comments on this file." />);
    expect(screen.getByText('No comments on this file.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
