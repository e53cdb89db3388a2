import { useState } from 'react';
import { theme } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import type { ReviewPermissions } from '@marginalia/contracts';
import { LazyMarkdownContent as MarkdownContent } from './LazyMarkdownContent';
import { pointsLabel } from '../../../points/pointSigns';
import type { ReviewComment, RubricChoice } from '../model/types';
import { CommentRating } from './CommentRating';
import { DeleteCommentButton } from './DeleteCommentButton';
import { CardIconButton, CardLinkButton, CardTag, useFailureMessage } from './lightControls';
import { effectivePoints } from './commentRules';
import { peerFeedbackLabel } from './peerFeedback';
import { rubricCommentTitle } from './rubricTitle';
import './commentMarkdown.css';

interface CommentReadViewProps {
  comment: ReviewComment;
  rubric: RubricChoice | null;
  permissions: ReviewPermissions;
  authorLabel: string | null;
  onEdit(): void;
  onDelete(): Promise<void>;
  onRate(feedback: -1 | 0 | 1): Promise<void>;
}

/** "2 points lost", "1 bonus point": what a points tag means, for screen readers and the tooltip. */
function pointsMeaning(stored: number): string {
  const amount = Math.abs(stored);
  const unit = amount === 1 ? 'point' : 'points';
  return stored > 0 ? `${amount} ${unit} lost` : `${amount} bonus ${unit}`;
}

/**
 * Cut to one line by CSS, the whole text in the native tooltip: a page can hold hundreds of cards, and measuring each
 * label for an ellipsis tooltip made drawing them (while scrolling) slow.
 */
const oneLine = { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * A comment as it reads in the margin: who, what, how many points, which rubric comment, and why. Drawn from plain
 * elements with the theme's tokens (lightControls.tsx): the delete confirmation and the failure message are created
 * when first needed.
 */
export function CommentReadView({ comment, rubric, permissions, authorLabel, onEdit, onDelete, onRate }: CommentReadViewProps) {
  const { token } = theme.useToken();
  const [showFailure, failureHolder] = useFailureMessage();
  const isStudent = permissions.role === 'student';
  // Students read the rubric's explanation as part of their feedback; staff know it and open it when needed.
  const [explanationOpen, setExplanationOpen] = useState(false);
  // Peer feedback carries no points, and nobody edits or rates it here.
  const peerLabel = peerFeedbackLabel(comment);
  const points = peerLabel ? null : effectivePoints(comment, rubric);
  const showPointsTag = permissions.showPoints && points !== null && points !== 0;
  const canComment = permissions.canComment && !peerLabel;
  const canRate = permissions.canRateComments && !peerLabel;
  const explanation = rubric?.rubricComment.explanation.trim() ? rubric.rubricComment.explanation : '';
  // A rubric comment applied as it is carries no text of its own: the rubric's text is what it says.
  const body = comment.text.trim() ? comment.text : (rubric?.rubricComment.text ?? '');
  const small = { fontSize: token.fontSizeSM };
  const secondary = { color: token.colorTextSecondary };

  async function remove() {
    try {
      await onDelete();
    } catch {
      showFailure('The comment could not be deleted. Try again.');
    }
  }

  return (
    <>
      {failureHolder}
      <div style={{ display: 'grid', gap: token.marginXXS }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minHeight: token.controlHeightSM }}>
          <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: token.marginXXS }}>
            {peerLabel && (
              <CardTag tone="filled" token={token} title={peerLabel} style={{ ...oneLine, maxWidth: '100%' }}>
                {peerLabel}
              </CardTag>
            )}
            {authorLabel && !peerLabel && (
              <span title={authorLabel} style={{ ...secondary, ...small, ...oneLine }}>
                {authorLabel}
              </span>
            )}
            {!comment.isSaved && (
              <CardTag tone="warning" token={token}>
                Unsaved
              </CardTag>
            )}
          </div>
          {showPointsTag && (
            <CardTag tone={points > 0 ? 'error' : 'success'} token={token} title={pointsMeaning(points)} aria-label={`Points: ${pointsLabel(points)}`} style={{ fontWeight: 600 }}>
              {pointsLabel(points)}
            </CardTag>
          )}
          {canComment && (
            <div style={{ display: 'inline-flex', flexShrink: 0 }}>
              <CardIconButton token={token} label="Edit comment" icon={<EditOutlined />} onClick={onEdit} />
              <DeleteCommentButton token={token} onConfirm={() => void remove()} />
            </div>
          )}
        </div>

        {body.trim() ? (
          <MarkdownContent source={body} className="comment-markdown" />
        ) : (
          <span style={{ ...secondary, ...small, fontStyle: 'italic' }}>No text</span>
        )}

        {rubric && (
          <div data-testid="comment-rubric-link" style={{ display: 'flex', alignItems: 'center', gap: token.marginXXS, minWidth: 0, ...small }}>
            <CardTag token={token} style={{ flexShrink: 0 }}>
              {rubric.category.name}
            </CardTag>
            <span title={rubric.rubricComment.text} style={{ ...secondary, ...small, ...oneLine }}>
              {rubricCommentTitle(rubric)}
            </span>
          </div>
        )}

        {explanation &&
          (isStudent ? (
            <div style={{ ...small, paddingLeft: token.paddingXS, borderLeft: `2px solid ${token.colorBorderSecondary}` }} aria-label="Explanation">
              <MarkdownContent source={explanation} className="comment-markdown" />
            </div>
          ) : (
            <div style={small}>
              <CardLinkButton token={token} style={small} aria-expanded={explanationOpen} onClick={() => setExplanationOpen((open) => !open)}>
                {explanationOpen ? 'Hide explanation' : 'Show explanation'}
              </CardLinkButton>
              {explanationOpen && (
                <div style={{ paddingLeft: token.paddingXS, borderLeft: `2px solid ${token.colorBorderSecondary}` }} aria-label="Explanation">
                  <MarkdownContent source={explanation} className="comment-markdown" />
                </div>
              )}
            </div>
          ))}

        {(comment.tags.length > 0 || canRate) && (
          <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: token.marginXXS }}>
            {comment.tags.map((tag) => (
              <CardTag key={tag} tone="filled" token={token}>
                {tag}
              </CardTag>
            ))}
            {canRate && comment.isSaved && (
              <div style={{ marginLeft: 'auto' }}>
                <CommentRating feedback={comment.feedback} onRate={onRate} />
              </div>
            )}
          </div>
        )}
      </div>
    </>
  );
}
