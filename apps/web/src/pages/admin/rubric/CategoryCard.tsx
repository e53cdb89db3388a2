import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, theme, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DragHandle, SortableHandleProvider, SortableList, useSortableItem } from '../assignments/ordering/SortableRows';
import { moveItem } from '../assignments/ordering/sortKeys';
import { CategoryForm } from './CategoryForm';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { limitLabel } from '../../../points/pointSigns';
import type { RubricActions, RubricTreeCategory } from './useRubric';
import { MarkdownContent } from '../../../components/MarkdownContent';
import { plural } from '../../../format/plural';

interface CategoryCardProps {
  category: RubricTreeCategory;
  actions: RubricActions;
  readOnly: boolean;
}

/** One category with its settings and its comments in order; everything edited in place. */
export function CategoryCard({ category, actions, readOnly }: CategoryCardProps) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const { setNodeRef, style, handle } = useSortableItem(category.id, readOnly || editing);
  const comments = category.rubricComments;
  const nextSortKey = Math.max(comments.length, ...comments.map((comment) => comment.sortKey + 1));

  return (
    <section
      ref={setNodeRef}
      aria-label={`Category ${category.name}`}
      style={{
        ...style,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: token.paddingSM,
        marginBottom: token.marginSM,
      }}
    >
      {editing ? (
        <CategoryForm
          category={category}
          save={(changes) => actions.updateCategory.mutateAsync({ id: category.id, changes })}
          saving={actions.updateCategory.isPending}
          onDone={() => setEditing(false)}
        />
      ) : (
        <div style={{ display: 'flex', gap: token.marginXS, alignItems: 'flex-start' }}>
          <SortableHandleProvider handle={handle}>
            <DragHandle label={`Reorder category ${category.name}`} disabled={readOnly} />
          </SortableHandleProvider>
          <div style={{ flex: 1, minWidth: 0 }}>
            <Space wrap size={token.marginXS}>
              <h4 style={{ margin: 0, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{category.name}</h4>
              <Tag>{limitLabel(category.pointLimit)}</Tag>
              {category.atMostOnce && <Tag>Each comment counts once</Tag>}
            </Space>
            {category.helpText && (
              <div style={{ color: token.colorTextSecondary }} aria-label={`About ${category.name}`}>
                <MarkdownContent source={category.helpText} />
              </div>
            )}
          </div>
          <Space size={0}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Edit category ${category.name}`} disabled={readOnly} onClick={() => setEditing(true)} />
            <Popconfirm
              title={`Delete the category “${category.name}”?`}
              description={`Its ${plural(comments.length, 'rubric comment')} ${comments.length === 1 ? 'is' : 'are'} deleted with it.`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.removeCategory.mutateAsync(category.id).catch(() => undefined)}
              disabled={readOnly}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete category ${category.name}`} disabled={readOnly} />
            </Popconfirm>
          </Space>
        </div>
      )}

      <SortableList
        ids={comments.map((comment) => comment.id)}
        nameOf={(id) => comments.find((comment) => comment.id === id)?.name ?? 'the comment'}
        onMove={(from, to) => actions.reorderComments.mutate({ categoryId: category.id, ordered: moveItem(comments, from, to) })}
      >
        <ul aria-label={`Comments of ${category.name}`} style={{ margin: `${token.marginXS}px 0 0`, padding: 0 }}>
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} actions={actions} readOnly={readOnly} />
          ))}
        </ul>
      </SortableList>
      {comments.length === 0 && !adding && <Typography.Text type="secondary">No comments in this category yet.</Typography.Text>}

      {adding ? (
        <div style={{ marginTop: token.marginXS }}>
          <CommentForm
            save={(fields) => actions.createComment.mutateAsync({ pointDelta: 0, ...fields, category: category.id, sortKey: nextSortKey })}
            saving={actions.createComment.isPending}
            onDone={() => setAdding(false)}
          />
        </div>
      ) : (
        <div style={{ marginTop: token.marginXS }}>
          <Button size="small" icon={<PlusOutlined />} disabled={readOnly} onClick={() => setAdding(true)} aria-label={`Add a comment to ${category.name}`}>
            Add comment
          </Button>
        </div>
      )}
    </section>
  );
}
