import { useEffect } from 'react';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { AUDIT_EVENT_TYPES } from '@marginalia/contracts';
import { paramsFromForm } from './auditFilterParams';

const TYPE_OPTIONS = AUDIT_EVENT_TYPES.map((type) => ({ value: type, label: type }));

interface FormValues {
  actor?: string;
  target?: string;
  course?: number | null;
  types?: string[];
  from?: string;
  to?: string;
}

function formValues(params: URLSearchParams): FormValues {
  return {
    actor: params.get('actor') ?? '',
    target: params.get('target') ?? '',
    course: params.get('course') ? Number(params.get('course')) : null,
    types: params.get('type')?.split(',').filter(Boolean) ?? [],
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The audit log's filters: applied with "Filter" (or Enter), cleared with "Clear"; the address keeps them. */
export function AuditFilters({ params, onChange, errors }: { params: URLSearchParams; onChange(next: URLSearchParams): void; errors: Record<string, string[]> }) {
  const [form] = Form.useForm<FormValues>();
  const key = params.toString();
  useEffect(() => form.setFieldsValue(formValues(new URLSearchParams(key))), [form, key]);
  const help = (field: string) => errors[field]?.join(' ');
  return (
    <Form form={form} layout="vertical" onFinish={(values) => onChange(paramsFromForm(values))} initialValues={formValues(params)} style={{ marginBottom: 16 }}>
      <div style={{ display: 'grid', gap: '0 12px', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
        <Form.Item name="actor" label="Done by" validateStatus={help('actor') ? 'error' : undefined} help={help('actor')} tooltip="What a person did, themselves or acting as someone else">
          <Input placeholder="E-mail or user id" allowClear />
        </Form.Item>
        <Form.Item name="target" label="About" validateStatus={help('target') ? 'error' : undefined} help={help('target')}>
          <Input placeholder="E-mail or user id" allowClear />
        </Form.Item>
        <Form.Item name="course" label="Course id">
          <InputNumber min={1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="types" label="Event types">
          <Select mode="multiple" options={TYPE_OPTIONS} allowClear placeholder="Every type" maxTagCount="responsive" />
        </Form.Item>
        <Form.Item name="from" label="From">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="to" label="To">
          <Input type="date" />
        </Form.Item>
      </div>
      <Space>
        <Button type="primary" htmlType="submit">
          Filter
        </Button>
        <Button
          onClick={() => {
            form.resetFields();
            onChange(new URLSearchParams());
          }}
        >
          Clear
        </Button>
      </Space>
    </Form>
  );
}
