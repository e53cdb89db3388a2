import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Alert, Button, Form, InputNumber, Popconfirm, Select, Space, theme, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { shownPoints } from '../../../points/pointSigns';
import type { ReviewComment } from '../model/types';
import { CommentTextField } from './CommentTextField';
import { RubricPicker } from './RubricPicker';
import type { EditorField } from './saveErrors';
import { useCommentDraft, type CommentDraftOptions } from './useCommentDraft';

export interface CommentEditorProps extends CommentDraftOptions {
  onCancel(): void;
  /** Points can be given (false for peer reviewers: the rubric link stays, without its points). */
  withPoints?: boolean;
}

/** An id safe for labels: unsaved comments have negative ids. */
function fieldId(comment: ReviewComment, field: string): string {
  return `comment-${comment.id < 0 ? `new${-comment.id}` : comment.id}-${field}`;
}

/**
 * A comment's text (Markdown, with a preview), points in the sign people read, rubric link and tags. Alt+S saves
 * and Escape cancels from anywhere in it; Enter in the text is a new line.
 */
export function CommentEditor(props: CommentEditorProps) {
  const { comment, onCancel, withPoints = true } = props;
  const { token } = theme.useToken();
  const draft = useCommentDraft(props);
  const { text, setText, points, setPoints, rubricComment, chooseRubric, tags, setTags, errors, saving, deleting, choices, linked, pointsLocked, save, remove } = draft;
  // Escape closes an open dropdown first; only a second Escape leaves the editor. Whether one was open is read
  // before the dropdown sees the key, since closing it may report back before the key reaches the editor.
  const openSelects = useRef(new Set<string>());
  const dropdownOpenAtKey = useRef(false);
  const textArea = useRef<TextAreaRef>(null);

  useEffect(() => {
    // Focus with the caret after any prefilled text, ready to type on. Below the lines the editor is drawn into a
    // host that the code view attaches a moment later (viewer/code/CommentsBelowLines.tsx): wait for it, briefly.
    let frame = 0;
    let tries = 20;
    const focus = () => {
      const element = textArea.current?.resizableTextArea?.textArea;
      if (element && !element.isConnected && tries-- > 0) frame = requestAnimationFrame(focus);
      else textArea.current?.focus({ cursor: 'end' });
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // The page's own shortcuts must not see these keys too (a second save, or leaving the submission).
    if (event.altKey && (event.code === 'KeyS' || event.key.toLowerCase() === 's')) {
      event.preventDefault();
      event.stopPropagation();
      void save();
    } else if (event.key === 'Escape' && !dropdownOpenAtKey.current) {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  }

  function trackOpen(name: string, open: boolean) {
    if (open) openSelects.current.add(name);
    else openSelects.current.delete(name);
  }

  const fieldStatus = (field: EditorField) => (errors.fields[field]?.length ? { validateStatus: 'error' as const, help: errors.fields[field].join(' ') } : {});

  return (
    <div
      onKeyDownCapture={() => {
        dropdownOpenAtKey.current = openSelects.current.size > 0;
      }}
      onKeyDown={onKeyDown}
      role="group"
      aria-label="Comment editor"
    >
      <Form layout="vertical" size="small" component="div" requiredMark={false} style={{ display: 'grid', gap: token.marginXS }}>
        <CommentTextField id={fieldId(comment, 'text')} text={text} onChange={setText} textArea={textArea} status={fieldStatus('text')} />
        {/* A peer reviewer whose review has no rubric has neither field. */}
        {withPoints || choices.length > 0 ? (
          <div style={{ display: 'grid', gridTemplateColumns: withPoints ? '96px 1fr' : '1fr', gap: token.marginXS }}>
            {withPoints ? (
              <Form.Item label="Points" htmlFor={fieldId(comment, 'points')} style={{ margin: 0 }} {...fieldStatus('points')}>
                <InputNumber
                  id={fieldId(comment, 'points')}
                  style={{ width: '100%' }}
                  value={linked ? shownPoints(linked.rubricComment.pointDelta) : pointsLocked ? null : points}
                  onChange={(value) => setPoints(typeof value === 'number' ? value : null)}
                  disabled={pointsLocked}
                  placeholder={pointsLocked ? undefined : 'None'}
                  title={pointsLocked ? 'Rubric comments take their points from the rubric.' : 'Negative for points lost, positive for a bonus.'}
                />
              </Form.Item>
            ) : null}
            <Form.Item label="Rubric comment" htmlFor={fieldId(comment, 'rubric')} style={{ margin: 0 }} {...fieldStatus('rubricComment')}>
              <RubricPicker
                id={fieldId(comment, 'rubric')}
                choices={choices}
                value={rubricComment}
                onChange={chooseRubric}
                onOpenChange={(open) => trackOpen('rubric', open)}
                withPoints={withPoints}
                status={errors.fields.rubricComment?.length ? 'error' : undefined}
              />
            </Form.Item>
          </div>
        ) : null}
        <Form.Item label="Tags" htmlFor={fieldId(comment, 'tags')} style={{ margin: 0 }} {...fieldStatus('tags')}>
          <Select
            id={fieldId(comment, 'tags')}
            mode="tags"
            value={tags}
            onChange={(next: string[]) => setTags(next.map((tag) => tag.trim()).filter(Boolean))}
            onOpenChange={(open) => trackOpen('tags', open)}
            tokenSeparators={[',']}
            placeholder="Add tags"
            notFoundContent={null}
            suffixIcon={null}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {errors.general.length > 0 && <Alert type="error" showIcon title={errors.general.join(' ')} />}
        <Space size={token.marginXS}>
          <Button type="primary" size="small" loading={saving} onClick={() => void save()}>
            Save
          </Button>
          <Button size="small" onClick={onCancel}>
            Cancel
          </Button>
          {comment.isSaved && (
            <Popconfirm title="Delete this comment?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => void remove()}>
              <Button size="small" danger loading={deleting}>
                Delete
              </Button>
            </Popconfirm>
          )}
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            Alt+S saves · Esc cancels
          </Typography.Text>
        </Space>
      </Form>
    </div>
  );
}
