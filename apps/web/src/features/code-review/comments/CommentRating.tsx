import { useState } from 'react';
import { theme } from 'antd';
import { DislikeFilled, DislikeOutlined, LikeFilled, LikeOutlined } from '@ant-design/icons';
import { CardIconButton, useFailureMessage } from './lightControls';

type Feedback = -1 | 0 | 1;

interface CommentRatingProps {
  feedback: number;
  onRate(feedback: Feedback): Promise<void>;
}

/**
 * A student's thumbs up or down on a comment. The choice shows at once and is sent; pressing the chosen thumb
 * again takes it back (0). When the server refuses, the previous choice comes back with a message.
 */
export function CommentRating({ feedback, onRate }: CommentRatingProps) {
  const { token } = theme.useToken();
  const [showFailure, failureHolder] = useFailureMessage();
  // The choice shown before the server's copy catches up; dropped when the comment's own value changes.
  const [optimistic, setOptimistic] = useState<{ from: number; value: Feedback } | null>(null);
  const shown = optimistic && optimistic.from === feedback ? optimistic.value : feedback;

  async function rate(pressed: Feedback) {
    const next: Feedback = shown === pressed ? 0 : pressed;
    const previous = optimistic;
    setOptimistic({ from: feedback, value: next });
    try {
      await onRate(next);
    } catch {
      setOptimistic(previous);
      showFailure('Your rating could not be saved. Try again.');
    }
  }

  return (
    <>
      {failureHolder}
      <div style={{ display: 'inline-flex' }}>
        <CardIconButton
          token={token}
          label="Helpful"
          aria-pressed={shown === 1}
          icon={shown === 1 ? <LikeFilled style={{ color: token.colorPrimary }} /> : <LikeOutlined />}
          onClick={() => void rate(1)}
        />
        <CardIconButton
          token={token}
          label="Not helpful"
          aria-pressed={shown === -1}
          icon={shown === -1 ? <DislikeFilled style={{ color: token.colorPrimary }} /> : <DislikeOutlined />}
          onClick={() => void rate(-1)}
        />
      </div>
    </>
  );
}
