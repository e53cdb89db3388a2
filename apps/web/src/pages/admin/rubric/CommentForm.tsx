import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Space, theme } from 'antd';
import { RUBRIC_COMMENT_NAME_MAX, type RubricComment, type RubricCommentUpdate } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { changedValues } from './formChanges';
import { GradeChangeDeclined } from './useGradeChangeDecision';
import { shownPoints, storedPoints } from '../../../points/pointSigns';

interface CommentValues {
  text: string;
  pointDelta: number;
  explanation: string;
  instructionText: string;
  templateTextOn: boolean;
  name: string;
}

const FIELDS = ['text', 'pointDelta', 'explanation', 'instructionText', 'templateTextOn', 'name'] as const;

interface CommentFormProps {
  /** The comment edited; absent for a new one. */
  comment?: RubricComment;
  /** Sends the fields (API signs) and resolves when the server has them. */
  save: (changes: RubricCommentUpdate & { pointDelta?: number }) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
}

function valuesOf(comment: RubricComment | undefined): CommentValues {
  return {
    text: comment?.text ?? '',
    pointDelta: shownPoints(comment?.pointDelta ?? 0),
    explanation: comment?.explanation ?? '',
    instructionText: comment?.instructionText ?? '',
    templateTextOn: comment?.templateTextOn ?? false,
    name: comment?.name ?? '',
  };
}

/** A rubric comment's fields, inline: for adding one or editing it. */
export function CommentForm({ comment, save, saving, onDone }: CommentFormProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<CommentValues>();
  const [general, setGeneral] = useState<string[]>([]);

  async function submit(values: CommentValues) {
    setGeneral([]);
    const name = values.name.trim();
    const payload: Partial<CommentValues> = { ...values, name, pointDelta: storedPoints(values.pointDelta ?? 0) };
    // A new comment without a name gets one made from its text by the server.
    if (!comment && name === '') delete payload.name;
    const changes = changedValues(comment, payload as CommentValues);
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await save(changes);
      onDone();
    } catch (error) {
      // Declining to change decided grades keeps the form open with its values, to adjust or cancel.
      if (error instanceof GradeChangeDeclined) return;
      setGeneral(showServerErrors(form, error, FIELDS));
    }
  }

  return (
    <Form<CommentValues>
      form={form}
      name={comment ? `comment-${comment.id}` : 'new-comment'}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(comment)}
      onFinish={(values) => void submit(values)}
      style={{ padding: token.paddingSM, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}
    >
      {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
      <Form.Item name="text" label="Comment text" extra="What the student reads." rules={[{ required: true, whitespace: true, message: 'Enter the comment.' }]}>
        <Input.TextArea autoFocus autoSize={{ minRows: 2, maxRows: 8 }} />
      </Form.Item>
      <Form.Item
        name="pointDelta"
        label="Points"
        extra="Negative for points lost (e.g. -2), positive for a bonus."
        rules={[{ required: true, message: 'Enter the points (0 for none).' }]}
      >
        <InputNumber style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="name" label="Short name" extra="Unique in this assignment; graders find the comment by it. Leave blank to make one from the text.">
        <Input maxLength={RUBRIC_COMMENT_NAME_MAX} style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="explanation" label="Explanation" extra="A longer explanation students can expand.">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="instructionText" label="Instructions for graders" extra="When to use this comment; students do not see it.">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="templateTextOn" valuePropName="checked" extra="Graders start from the text and adapt it to the submission.">
        <Checkbox>Use the text as a template</Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {comment ? 'Save comment' : 'Add comment'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}
