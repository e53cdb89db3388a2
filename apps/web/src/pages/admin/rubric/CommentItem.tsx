import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, theme, Typography } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { RubricComment } from '@marginalia/contracts';
import { DragHandle, SortableHandleProvider, useSortableItem } from '../assignments/ordering/SortableRows';
import { MarkdownContent } from '../../../components/MarkdownContent';
import { CommentForm } from './CommentForm';
import { pointsLabel } from '../../../points/pointSigns';
import type { RubricActions } from './useRubric';
import { useGradeChangeDecision } from './useGradeChangeDecision';

interface CommentItemProps {
  comment: RubricComment;
  actions: RubricActions;
  readOnly: boolean;
}

/** One rubric comment: its points as a coloured tag, its text and explanation (Markdown, as graders and students see them) and name; edited in place. */
export function CommentItem({ comment, actions, readOnly }: CommentItemProps) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  // Writes that may move decided grades ask first, with the server's count (useGradeChangeDecision).
  const decision = useGradeChangeDecision();
  const { setNodeRef, style, handle } = useSortableItem(comment.id, readOnly || editing);
  // Deductions read red and bonuses green, as on the comment cards graders and students see.
  const color = comment.pointDelta > 0 ? 'error' : comment.pointDelta < 0 ? 'success' : 'default';
  const label = comment.name || comment.text.slice(0, 40);

  return (
    <li ref={setNodeRef} style={{ ...style, listStyle: 'none', padding: `${token.paddingXS}px 0`, borderTop: `1px solid ${token.colorSplit}` }}>
      {editing ? (
        <CommentForm
          comment={comment}
          save={(changes) =>
            decision.decide(comment.id, { change: changes }, (confirmedGrades) => actions.updateComment.mutateAsync({ id: comment.id, changes, confirmedGrades }))
          }
          saving={actions.updateComment.isPending}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'flex-start' }}>
          <SortableHandleProvider handle={handle}>
            <DragHandle label={`Reorder comment ${label}`} disabled={readOnly} />
          </SortableHandleProvider>
          <Tag color={color} style={{ minWidth: 44, textAlign: 'center' }}>
            {pointsLabel(comment.pointDelta)}
          </Tag>
          <div style={{ flex: 1, minWidth: 0 }}>
            {comment.text ? <MarkdownContent source={comment.text} /> : <Typography.Text type="secondary">No text</Typography.Text>}
            {comment.explanation && (
              <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }} aria-label={`Explanation of ${label}`}>
                <MarkdownContent source={comment.explanation} />
              </div>
            )}
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {comment.name}
              {comment.templateTextOn ? ' · template' : ''}
            </Typography.Text>
          </div>
          <Space size={0}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit comment ${label}`} disabled={readOnly} onClick={() => setEditing(true)} />
            <Popconfirm
              title="Delete this rubric comment?"
              description="Comments graders made with it stay, but no longer count for points."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                decision
                  .decide(comment.id, { delete: true }, (confirmedGrades) => actions.removeComment.mutateAsync({ id: comment.id, confirmedGrades }))
                  .catch(() => undefined)
              }
              disabled={readOnly}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete comment ${label}`} disabled={readOnly} />
            </Popconfirm>
          </Space>
        </div>
      )}
      {decision.holder}
    </li>
  );
}
