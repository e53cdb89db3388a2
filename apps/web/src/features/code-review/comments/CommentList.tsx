import type { ReactNode } from 'react';
import { Empty, theme } from 'antd';
import type { ReviewComment } from '../model/types';

export interface CommentListProps {
  comments: ReviewComment[];
  renderComment(comment: ReviewComment): ReactNode;
  emptyText?: string;
}

/**
 * Comments one under the other, for views without a margin beside the code (notebooks, images, rendered Markdown,
 * narrow screens). The order is the caller's: the store already sorts comments as the spec says.
 */
export function CommentList({ comments, renderComment, emptyText = 'No comments.' }: CommentListProps) {
  const { token } = theme.useToken();
  if (comments.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <ul aria-label="Comments" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: token.marginXS }}>
      {comments.map((comment) => (
        <li key={comment.id}>{renderComment(comment)}</li>
      ))}
    </ul>
  );
}
