import { useState } from 'react';
import { Alert, Button, Form, Input, Space, theme } from 'antd';
import { LIMITS } from '@marginalia/contracts';
import { showServerErrors } from '../../../../../api/serverErrors';
import { requiredTextRules } from '../../../forms/textRules';

interface CategoryNameFormProps {
  /** The current name; absent for a new category. */
  name?: string;
  save: (name: string) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
}

/** A category's name, inline: for adding a category or renaming one. */
export function CategoryNameForm({ name, save, saving, onDone }: CategoryNameFormProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<{ name: string }>();
  const [general, setGeneral] = useState<string[]>([]);

  async function submit({ name: typed }: { name: string }) {
    setGeneral([]);
    if (typed.trim() === name) return onDone();
    try {
      await save(typed.trim());
      onDone();
    } catch (error) {
      setGeneral(showServerErrors(form, error, ['name']));
    }
  }

  return (
    <Form
      form={form}
      name={name === undefined ? 'new-test-category' : `rename-test-category`}
      layout="vertical"
      requiredMark={false}
      initialValues={{ name: name ?? '' }}
      onFinish={(values) => void submit(values)}
      style={{ padding: token.paddingSM, background: token.colorFillQuaternary, borderRadius: token.borderRadius, marginBottom: token.marginSM }}
    >
      {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
      <Form.Item name="name" label="Category name" rules={requiredTextRules('Enter a name.', LIMITS.testCategoryName)}>
        <Input autoFocus maxLength={LIMITS.testCategoryName + 1} />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {name === undefined ? 'Add category' : 'Rename category'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}
