import { useState, type Ref } from 'react';
import { Form, Input, Segmented, theme, Typography } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { MarkdownContent } from '../../../components/MarkdownContent';
import './commentMarkdown.css';

interface CommentTextFieldProps {
  id: string;
  text: string;
  onChange(text: string): void;
  textArea: Ref<TextAreaRef>;
  /** The field's error status, as Form.Item takes it. */
  status: { validateStatus?: 'error'; help?: string };
}

/** A comment's Markdown text, written or previewed. */
export function CommentTextField({ id, text, onChange, textArea, status }: CommentTextFieldProps) {
  const { token } = theme.useToken();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <label htmlFor={id} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
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
      <Form.Item style={{ margin: 0 }} {...status}>
        {mode === 'write' ? (
          <Input.TextArea
            id={id}
            ref={textArea}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            autoSize={{ minRows: 3, maxRows: 12 }}
            placeholder="Write a comment. Markdown works."
          />
        ) : (
          <div style={{ minHeight: token.controlHeight * 2, padding: token.paddingXS, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius }}>
            {text.trim() ? <MarkdownContent source={text} className="comment-markdown" /> : <Typography.Text type="secondary">Nothing to preview.</Typography.Text>}
          </div>
        )}
      </Form.Item>
    </>
  );
}
