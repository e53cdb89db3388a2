import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Space, theme } from 'antd';
import { LIMITS, type RubricCategoryUpdate } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { requiredTextRules } from '../forms/textRules';
import { changedValues } from './formChanges';
import { shownPoints, storedPoints } from '../../../points/pointSigns';
import type { RubricTreeCategory } from './useRubric';

interface CategoryValues {
  name: string;
  pointLimit: number | null;
  helpText: string;
  atMostOnce: boolean;
}

const FIELDS = ['name', 'pointLimit', 'helpText', 'atMostOnce'] as const;

interface CategoryFormProps {
  /** The category edited; absent for a new one. */
  category?: RubricTreeCategory;
  /** Sends the fields (API signs) and resolves when the server has them. */
  save: (changes: RubricCategoryUpdate) => Promise<unknown>;
  saving: boolean;
  onDone: () => void;
}

function valuesOf(category: RubricTreeCategory | undefined): CategoryValues {
  return {
    name: category?.name ?? '',
    pointLimit: shownPoints(category?.pointLimit ?? null),
    helpText: category?.helpText ?? '',
    atMostOnce: category?.atMostOnce ?? false,
  };
}

/** A category's fields, inline: for adding one or editing it. */
export function CategoryForm({ category, save, saving, onDone }: CategoryFormProps) {
  const { token } = theme.useToken();
  const [form] = Form.useForm<CategoryValues>();
  const [general, setGeneral] = useState<string[]>([]);
  const idPrefix = category ? `category-${category.id}` : 'new-category';

  async function submit(values: CategoryValues) {
    setGeneral([]);
    const payload = { ...values, name: values.name.trim(), pointLimit: storedPoints(values.pointLimit ?? null) };
    const changes = changedValues(category, payload);
    if (Object.keys(changes).length === 0) return onDone();
    try {
      await save(changes);
      onDone();
    } catch (error) {
      setGeneral(showServerErrors(form, error, FIELDS));
    }
  }

  return (
    <Form<CategoryValues>
      form={form}
      name={idPrefix}
      layout="vertical"
      requiredMark={false}
      initialValues={valuesOf(category)}
      onFinish={(values) => void submit(values)}
      style={{ padding: token.paddingSM, background: token.colorFillQuaternary, borderRadius: token.borderRadius }}
    >
      {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
      <Form.Item name="name" label="Category name" rules={requiredTextRules('Enter a name.', LIMITS.rubricCategoryName)}>
        <Input autoFocus maxLength={LIMITS.rubricCategoryName + 1} />
      </Form.Item>
      <Form.Item
        name="pointLimit"
        label="Point limit"
        extra="The most this category can change a grade. For example -4 means no more than 4 points lost, 3 means at most 3 bonus points. Leave blank for no limit."
      >
        <InputNumber precision={0} placeholder="No limit" style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="helpText" label="Help text for graders" extra="Shown to graders beside the category.">
        <Input.TextArea autoSize={{ minRows: 1, maxRows: 6 }} />
      </Form.Item>
      <Form.Item name="atMostOnce" valuePropName="checked" extra="A comment applied several times to one submission counts once.">
        <Checkbox>Count each comment at most once</Checkbox>
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          {category ? 'Save category' : 'Add category'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
    </Form>
  );
}
