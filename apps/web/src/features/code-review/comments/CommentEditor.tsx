import { useEffect, useEffectEvent, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Form, Input, InputNumber, Popconfirm, Segmented, Select, Space, theme, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { MarkdownContent } from '../../../components/MarkdownContent';
import { shownPoints, storedPoints } from '../../../points/pointSigns';
import type { CommentDraft, ReviewComment, RubricChoice } from '../model/types';
import { draftProblem, FORCED_RUBRIC_MESSAGE } from './commentRules';
import { RubricPicker } from './RubricPicker';
import './commentMarkdown.css';
import { NO_SAVE_ERRORS, saveErrorsOf, type EditorField, type SaveErrors } from './saveErrors';

export interface CommentEditorProps {
  comment: ReviewComment;
  /** The rubric comment the comment links to now, if known (it may be missing from the choices). */
  rubric: RubricChoice | null;
  rubricChoices: RubricChoice[];
  forcedRubricMode: boolean;
  saveNonce?: number;
  onSave(draft: CommentDraft): Promise<void>;
  onCancel(): void;
  onDelete(): Promise<void>;
  /** Whether the editor holds changes not saved yet (false again when it closes), so the page does not drop them. */
  onDirtyChange?(dirty: boolean): void;
}

/** An id safe for labels: unsaved comments have negative ids. */
function fieldId(comment: ReviewComment, field: string): string {
  return `comment-${comment.id < 0 ? `new${-comment.id}` : comment.id}-${field}`;
}

/**
 * A comment's text (Markdown, with a preview), points in the sign people read, rubric link and tags. Alt+S saves
 * and Escape cancels from anywhere in it; Enter in the text is a new line.
 */
export function CommentEditor({ comment, rubric, rubricChoices, forcedRubricMode, saveNonce, onSave, onCancel, onDelete, onDirtyChange }: CommentEditorProps) {
  const { token } = theme.useToken();
  const [text, setText] = useState(comment.text);
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  // Kept while a rubric comment is linked, so unlinking it gives the grader's own points back.
  const [points, setPoints] = useState<number | null>(comment.rubricComment === null ? shownPoints(comment.pointDelta) : null);
  const [rubricComment, setRubricComment] = useState<number | null>(comment.rubricComment);
  const [tags, setTags] = useState<string[]>(comment.tags);
  const [errors, setErrors] = useState<SaveErrors>(NO_SAVE_ERRORS);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Escape closes an open dropdown first; only a second Escape leaves the editor. Whether one was open is read
  // before the dropdown sees the key, since closing it may report back before the key reaches the editor.
  const openSelects = useRef(new Set<string>());
  const dropdownOpenAtKey = useRef(false);
  const textArea = useRef<TextAreaRef>(null);

  // The comment's own link stays choosable even when the rubric offered here no longer lists it.
  const choices = useMemo(
    () => (rubric && !rubricChoices.some((choice) => choice.rubricComment.id === rubric.rubricComment.id) ? [rubric, ...rubricChoices] : rubricChoices),
    [rubric, rubricChoices],
  );
  const linked = rubricComment === null ? null : (choices.find((choice) => choice.rubricComment.id === rubricComment) ?? null);
  const pointsLocked = rubricComment !== null || forcedRubricMode;

  const dirty =
    text !== comment.text ||
    rubricComment !== comment.rubricComment ||
    tags.join('\n') !== comment.tags.join('\n') ||
    (comment.rubricComment === null && rubricComment === null && points !== shownPoints(comment.pointDelta));
  const reportDirty = useEffectEvent((value: boolean) => onDirtyChange?.(value));
  useEffect(() => reportDirty(dirty), [dirty]);
  useEffect(() => () => reportDirty(false), []);

  useEffect(() => {
    // Focus with the caret after any prefilled text, ready to type on.
    textArea.current?.focus({ cursor: 'end' });
  }, []);

  async function save() {
    if (saving) return;
    const draft: CommentDraft = {
      text,
      pointDelta: pointsLocked ? null : storedPoints(points),
      rubricComment,
      tags,
    };
    const problem = draftProblem(draft, forcedRubricMode);
    if (problem === FORCED_RUBRIC_MESSAGE) return setErrors({ fields: { rubricComment: [problem] }, general: [] });
    if (problem) return setErrors({ fields: {}, general: [problem] });
    setErrors(NO_SAVE_ERRORS);
    setSaving(true);
    try {
      await onSave(draft);
    } catch (error) {
      setErrors(saveErrorsOf(error));
    } finally {
      setSaving(false);
    }
  }

  const saveFromShortcut = useEffectEvent(() => void save());
  const lastNonce = useRef(saveNonce);
  useEffect(() => {
    if (saveNonce === lastNonce.current) return;
    lastNonce.current = saveNonce;
    saveFromShortcut();
  }, [saveNonce]);

  async function remove() {
    setDeleting(true);
    try {
      await onDelete();
    } catch (error) {
      setErrors(saveErrorsOf(error));
    } finally {
      setDeleting(false);
    }
  }

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

  function chooseRubric(next: number | null) {
    setRubricComment(next);
    const choice = choices.find((candidate) => candidate.rubricComment.id === next);
    // A template rubric comment is a starting point: its text goes into an empty comment to adapt.
    if (choice?.rubricComment.templateTextOn && text.trim() === '') setText(choice.rubricComment.text);
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
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <label htmlFor={fieldId(comment, 'text')} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
            Comment (Markdown)
          </label>
          <Segmented
            size="small"
            value={mode}
            onChange={(value) => setMode(value as 'write' | 'preview')}
            options={[
              { label: 'Write', value: 'write' },
              { label: 'Preview', value: 'preview' },
            ]}
          />
        </div>
        <Form.Item style={{ margin: 0 }} {...fieldStatus('text')}>
          {mode === 'write' ? (
            <Input.TextArea
              id={fieldId(comment, 'text')}
              ref={textArea}
              value={text}
              onChange={(event) => setText(event.target.value)}
              autoSize={{ minRows: 3, maxRows: 12 }}
              placeholder="Write a comment. Markdown works."
            />
          ) : (
            <div
              style={{ minHeight: token.controlHeight * 2, padding: token.paddingXS, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}
            >
              {text.trim() ? <MarkdownContent source={text} className="comment-markdown" /> : <Typography.Text type="secondary">Nothing to preview.</Typography.Text>}
            </div>
          )}
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '96px 1fr', gap: token.marginXS }}>
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
          <Form.Item label="Rubric comment" htmlFor={fieldId(comment, 'rubric')} style={{ margin: 0 }} {...fieldStatus('rubricComment')}>
            <RubricPicker
              id={fieldId(comment, 'rubric')}
              choices={choices}
              value={rubricComment}
              onChange={chooseRubric}
              onOpenChange={(open) => trackOpen('rubric', open)}
              status={errors.fields.rubricComment?.length ? 'error' : undefined}
            />
          </Form.Item>
        </div>
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
