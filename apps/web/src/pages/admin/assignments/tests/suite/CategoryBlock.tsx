import { useState } from 'react';
import { Button, Empty, Popconfirm, Space, theme } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ResultVisibility, TestCase } from '@marginalia/contracts';
import type { TestSuiteCategory } from '../../../../../api/testSuite';
import { plural } from '../../../../../format/plural';
import { CategoryNameForm } from './CategoryNameForm';
import { TestCaseItem } from './TestCaseItem';
import type { TestSuiteActions } from './useTestSuite';

interface CategoryBlockProps {
  category: TestSuiteCategory;
  actions: TestSuiteActions;
  readOnly: boolean;
  addTest: () => void;
  editTest: (testCase: TestCase) => void;
  reported?: ReadonlyMap<number, ResultVisibility>;
}

/** The tests people made, each followed by those its runs created (a created test whose maker is gone stands alone). */
function grouped(cases: TestCase[]): { testCase: TestCase; generated: TestCase[] }[] {
  const makers = new Set(cases.filter((testCase) => testCase.generatedBy === null).map((testCase) => testCase.id));
  return cases
    .filter((testCase) => testCase.generatedBy === null || !makers.has(testCase.generatedBy))
    .map((testCase) => ({ testCase, generated: cases.filter((child) => child.generatedBy === testCase.id) }));
}

/** One test category: its name with rename and delete, then its tests in order, then "Add test". */
export function CategoryBlock({ category, actions, readOnly, addTest, editTest, reported }: CategoryBlockProps) {
  const { token } = theme.useToken();
  const [renaming, setRenaming] = useState(false);
  const count = category.cases.length;

  return (
    <section
      aria-label={`Test category ${category.name}`}
      style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: token.paddingSM, marginBottom: token.marginSM }}
    >
      {renaming ? (
        <CategoryNameForm
          name={category.name}
          save={(name) => actions.renameCategory.mutateAsync({ id: category.id, changes: { name } })}
          saving={actions.renameCategory.isPending}
          onDone={() => setRenaming(false)}
        />
      ) : (
        <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXS, flexWrap: 'wrap' }}>
          <h5 style={{ margin: 0, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere', fontSize: token.fontSize, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
            {category.name} <span style={{ fontWeight: 'normal', color: token.colorTextSecondary }}>({plural(count, 'test')})</span>
          </h5>
          <Space size={0}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Rename category ${category.name}`} disabled={readOnly} onClick={() => setRenaming(true)} />
            <Popconfirm
              title={`Delete the category “${category.name}”?`}
              description={`Its ${plural(count, 'test')} and their results on every submission are deleted with it.`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => actions.removeCategory.mutateAsync(category.id).catch(() => undefined)}
              disabled={readOnly}
            >
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete category ${category.name}`} disabled={readOnly} />
            </Popconfirm>
          </Space>
        </div>
      )}
      {count === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No tests in this category yet." style={{ margin: `${token.marginXS}px 0` }} />
      ) : (
        <ul aria-label={`Tests of ${category.name}`} style={{ margin: `${token.marginXS}px 0`, padding: 0 }}>
          {grouped(category.cases).map(({ testCase, generated }) => (
            <TestCaseItem
              key={testCase.id}
              testCase={testCase}
              generated={generated}
              readOnly={readOnly}
              edit={editTest}
              reported={reported}
              remove={(target) => actions.removeCase.mutateAsync(target.id)}
            />
          ))}
        </ul>
      )}
      <Button size="small" icon={<PlusOutlined />} disabled={readOnly} onClick={addTest} aria-label={`Add test to ${category.name}`}>
        Add test
      </Button>
    </section>
  );
}
