import { useState } from 'react';
import { Button, Space, Tag, theme } from 'antd';
import { LazyPopconfirm as Popconfirm } from './LazyPopconfirm';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ReviewPermissions } from '@marginalia/contracts';
import { LazyMarkdownContent as MarkdownContent } from './LazyMarkdownContent';
import { pointsLabel } from '../../../points/pointSigns';
import type { ReviewComment, RubricChoice } from '../model/types';
import { CommentRating } from './CommentRating';
import { effectivePoints } from './commentRules';
import { rubricCommentTitle } from './rubricTitle';
import './commentMarkdown.css';
import { useLazyMessage } from '../lazy/useLazyMessage';
import { InlineText } from '../../../components/InlineText';

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

/** A comment as it reads in the margin: who, what, how many points, which rubric comment, and why. */
export function CommentReadView({ comment, rubric, permissions, authorLabel, onEdit, onDelete, onRate }: CommentReadViewProps) {
  const { token } = theme.useToken();
  const [messages, messageHolder] = useLazyMessage();
  const isStudent = permissions.role === 'student';
  // Students read the rubric's explanation as part of their feedback; staff know it and open it when needed.
  const [explanationOpen, setExplanationOpen] = useState(false);
  const points = effectivePoints(comment, rubric);
  const showPointsTag = permissions.showPoints && points !== null && points !== 0;
  const explanation = rubric?.rubricComment.explanation.trim() ? rubric.rubricComment.explanation : '';
  // A rubric comment applied as it is carries no text of its own: the rubric's text is what it says.
  const body = comment.text.trim() ? comment.text : (rubric?.rubricComment.text ?? '');
  const small = { fontSize: token.fontSizeSM };

  async function remove() {
    try {
      await onDelete();
    } catch {
      void messages.error('The comment could not be deleted. Try again.');
    }
  }

  return (
    <>
      {messageHolder}
      <div style={{ display: 'grid', gap: token.marginXXS }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, minHeight: token.controlHeightSM }}>
          <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: token.marginXXS }}>
            {authorLabel && (
              <InlineText type="secondary" title={authorLabel} style={{ ...small, ...oneLine }}>
                {authorLabel}
              </InlineText>
            )}
            {!comment.isSaved && (
              <Tag color="warning" style={{ margin: 0 }}>
                Unsaved
              </Tag>
            )}
          </div>
          {showPointsTag && (
            <Tag color={points > 0 ? 'error' : 'success'} title={pointsMeaning(points)} aria-label={`Points: ${pointsLabel(points)}`} style={{ margin: 0, fontWeight: 600 }}>
              {pointsLabel(points)}
            </Tag>
          )}
          {permissions.canComment && (
            <Space size={0}>
              <Button type="text" size="small" icon={<EditOutlined />} aria-label="Edit comment" title="Edit comment" onClick={onEdit} />
              <Popconfirm title="Delete this comment?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove()}>
                <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="Delete comment" title="Delete comment" />
              </Popconfirm>
            </Space>
          )}
        </div>

        {body.trim() ? (
          <MarkdownContent source={body} className="comment-markdown" />
        ) : (
          <InlineText type="secondary" italic style={small}>
            No text
          </InlineText>
        )}

        {rubric && (
          <div data-testid="comment-rubric-link" style={{ display: 'flex', alignItems: 'center', gap: token.marginXXS, minWidth: 0, ...small }}>
            <Tag style={{ margin: 0, flexShrink: 0 }}>{rubric.category.name}</Tag>
            <InlineText type="secondary" title={rubric.rubricComment.text} style={{ ...small, ...oneLine }}>
              {rubricCommentTitle(rubric)}
            </InlineText>
          </div>
        )}

        {explanation &&
          (isStudent ? (
            <div style={{ ...small, paddingLeft: token.paddingXS, borderLeft: `2px solid ${token.colorBorderSecondary}` }} aria-label="Explanation">
              <MarkdownContent source={explanation} className="comment-markdown" />
            </div>
          ) : (
            <div style={small}>
              <Button type="link" size="small" style={{ padding: 0, height: 'auto', ...small }} aria-expanded={explanationOpen} onClick={() => setExplanationOpen((open) => !open)}>
                {explanationOpen ? 'Hide explanation' : 'Show explanation'}
              </Button>
              {explanationOpen && (
                <div style={{ paddingLeft: token.paddingXS, borderLeft: `2px solid ${token.colorBorderSecondary}` }} aria-label="Explanation">
                  <MarkdownContent source={explanation} className="comment-markdown" />
                </div>
              )}
            </div>
          ))}

        {(comment.tags.length > 0 || permissions.canRateComments) && (
          <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: token.marginXXS }}>
            {comment.tags.map((tag) => (
              <Tag key={tag} style={{ margin: 0 }} variant="filled">
                {tag}
              </Tag>
            ))}
            {permissions.canRateComments && comment.isSaved && (
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
