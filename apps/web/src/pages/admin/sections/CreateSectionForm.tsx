import { Button, Form, Input } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { LIMITS } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { requiredTextRules } from '../forms/textRules';
import type { SectionActions } from './useSectionsData';

/** "Add section": a name (unique in the course, at most 16 characters) and the button. */
export function CreateSectionForm({ create, disabled }: { create: SectionActions['create']; disabled: boolean }) {
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Form
      form={form}
      name="createSection"
      layout="inline"
      requiredMark={false}
      colon={false}
      disabled={disabled}
      onFinish={({ name }) =>
        create.mutate(name, {
          onSuccess: () => form.resetFields(),
          onError: (error) => {
            const general = showServerErrors(form, error, ['name']);
            if (general.length > 0) form.setFields([{ name: 'name', errors: general }]);
          },
        })
      }
    >
      <Form.Item
        name="name"
        label="New section"
        rules={requiredTextRules('Enter a name for the section.', LIMITS.sectionName)}
      >
        <Input placeholder="e.g. Lab 3" maxLength={LIMITS.sectionName} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item style={{ marginInlineEnd: 0 }}>
        <Button htmlType="submit" icon={<PlusOutlined />} loading={create.isPending}>
          Add section
        </Button>
      </Form.Item>
    </Form>
  );
}
