import { useState } from 'react';
import { Alert, Form, List, Modal, Tag, Typography, Upload, Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { validationErrorsOf, notifyFailure } from '../../../api/serverErrors';
import { limitLabel } from '../../../points/pointSigns';
import { readRubricFile, type RubricFileOutcome } from './rubricFile';
import type { RubricActions } from './useRubric';
import { plural } from '../../../format/plural';

/** The server's 400 as lines to read: its whole-request messages as they are, field messages with the field. */
function messagesOf(error: unknown): string[] | null {
  const errors = validationErrorsOf(error);
  if (!errors) return null;
  return Object.entries(errors).flatMap(([field, messages]) => (field === 'non_field_errors' ? messages : messages.map((message) => `${field}: ${message}`)));
}

/** Import: choose a rubric file, see what it holds, then send it; the server's refusals show here. */
export function ImportRubricDialog({ importTree, onClose }: { importTree: RubricActions['importTree']; onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<RubricFileOutcome | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  async function choose(chosen: File) {
    setFile(chosen);
    setServerErrors([]);
    setOutcome(null);
    setOutcome(await readRubricFile(chosen));
  }

  function send() {
    if (!outcome?.ok) return;
    setServerErrors([]);
    importTree.mutate(outcome.body, {
      onSuccess: onClose,
      onError: (error) => {
        const messages = messagesOf(error);
        if (messages) setServerErrors(messages);
        else notifyFailure(error);
      },
    });
  }

  const categories = outcome?.ok ? outcome.rubric.rubricCategories : [];
  const commentCount = categories.reduce((total, category) => total + category.rubricComments.length, 0);

  return (
    <Modal
      open
      title="Import a rubric"
      okText="Import rubric"
      okButtonProps={{ disabled: !outcome?.ok }}
      confirmLoading={importTree.isPending}
      onOk={send}
      onCancel={onClose}
    >
      <Typography.Paragraph>
        Choose a rubric file made with Export, from this or another assignment. A rubric can only be imported into an assignment that has none
        yet.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="Rubric file" htmlFor="rubric-file">
          <Upload
            id="rubric-file"
            accept=".json,application/json"
            maxCount={1}
            fileList={file ? [{ uid: 'rubric', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              void choose(chosen);
              // Read in the browser and sent as JSON, never uploaded as a file.
              return false;
            }}
            onRemove={() => {
              setFile(null);
              setOutcome(null);
              setServerErrors([]);
            }}
          >
            <Button icon={<UploadOutlined />}>Choose file</Button>
          </Upload>
        </Form.Item>
      </Form>
      {outcome && !outcome.ok && (
        <Alert
          type="error"
          showIcon
          title={outcome.error}
          description={outcome.details && <ul style={{ margin: 0, paddingInlineStart: 18 }}>{outcome.details.map((line) => <li key={line}>{line}</li>)}</ul>}
        />
      )}
      {serverErrors.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The rubric was not imported."
          description={<ul style={{ margin: 0, paddingInlineStart: 18 }}>{serverErrors.map((line) => <li key={line}>{line}</li>)}</ul>}
          style={{ marginBottom: 12 }}
        />
      )}
      {outcome?.ok && (
        <List
          size="small"
          header={`${plural(categories.length, 'category', 'categories')}, ${plural(commentCount, 'comment')}`}
          dataSource={categories}
          locale={{ emptyText: 'The file holds an empty rubric.' }}
          renderItem={(category) => (
            <List.Item>
              <span>
                {category.name} <Tag>{limitLabel(category.pointLimit ?? null)}</Tag>
              </span>
              <span>{plural(category.rubricComments.length, 'comment')}</span>
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
