import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, theme } from 'antd';
import { LIMITS, type FileTemplate, type FileTemplateUpdate } from '@marginalia/contracts';
import { showServerErrors } from '../../../../api/serverErrors';
import { requiredTextRules } from '../../forms/textRules';

interface TemplateValues {
  name: string;
  extension: string;
  path: string;
  required: boolean;
  code: string;
}

const FIELDS = ['name', 'extension', 'path', 'required', 'code'] as const;

interface FileTemplateDialogProps {
  /** The template edited; absent for a new one. */
  template?: FileTemplate;
  save: (fields: FileTemplateUpdate & { name: string }) => Promise<unknown>;
  saving: boolean;
  readOnly: boolean;
  onClose: () => void;
}

/** One file template's fields and code, for adding it or changing it. */
export function FileTemplateDialog({ template, save, saving, readOnly, onClose }: FileTemplateDialogProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<TemplateValues>();
  const [general, setGeneral] = useState<string[]>([]);

  async function submit(values: TemplateValues) {
    setGeneral([]);
    const path = values.path.trim();
    try {
      // An empty path means the file sits at the top of the submission.
      await save({ ...values, name: values.name.trim(), extension: values.extension.trim(), path: path === '' ? null : path });
      onClose();
    } catch (error) {
      setGeneral(showServerErrors(form, error, FIELDS));
    }
  }

  return (
    <Modal
      open
      width={760}
      title={template ? `File template ${template.name}` : 'New file template'}
      okText={template ? 'Save template' : 'Add template'}
      okButtonProps={{ disabled: readOnly }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<TemplateValues>
        form={form}
        name="fileTemplate"
        layout="vertical"
        requiredMark={false}
        disabled={readOnly}
        onFinish={(values) => void submit(values)}
        initialValues={{
          name: template?.name ?? '',
          extension: template?.extension ?? '',
          path: template?.path ?? '',
          required: template?.required ?? false,
          code: template?.code ?? '',
        }}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.margin }} />}
        <Form.Item name="name" label="File name" extra="With its extension, e.g. main.py." rules={requiredTextRules('Enter a file name.', LIMITS.fileName)}>
          <Input maxLength={LIMITS.fileName + 1} />
        </Form.Item>
        <Form.Item name="extension" label="Language" extra="The extension that picks syntax highlighting, e.g. py. Leave empty to use the file name's.">
          <Input maxLength={LIMITS.fileExtension + 1} style={{ maxWidth: 200 }} />
        </Form.Item>
        <Form.Item name="path" label="Folder" extra="Where the file goes in a submission, e.g. src/. Leave empty for the top level.">
          <Input />
        </Form.Item>
        <Form.Item name="required" valuePropName="checked" extra="Students cannot submit without a file of this name.">
          <Checkbox>Required file</Checkbox>
        </Form.Item>
        <Form.Item name="code" label="Starter code" extra="What students start from; in template mode graders see it dimmed.">
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 24 }} spellCheck={false} style={{ fontFamily: token.fontFamilyCode }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
