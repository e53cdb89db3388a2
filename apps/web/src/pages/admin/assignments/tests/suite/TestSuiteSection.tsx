import { useState } from 'react';
import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ResultVisibility, TestCase } from '@marginalia/contracts';
import type { TestSuiteCategory } from '../../../../../api/testSuite';
import { LoadFailed, LoadingState } from '../../../shell/ConsoleStates';
import { TabSection } from '../TabSection';
import { CategoryBlock } from './CategoryBlock';
import { CategoryNameForm } from './CategoryNameForm';
import { TestCaseDrawer } from './TestCaseDrawer';
import { useTestSuite, useTestSuiteActions } from './useTestSuite';

interface TestSuiteSectionProps {
  assignmentId: number;
  courseId: number;
  helperFiles: string[];
  readOnly: boolean;
  /** The visibility an autograder reported for each test it reports (reportedVisibility.ts). */
  reported?: ReadonlyMap<number, ResultVisibility>;
}

type Editing = { category: TestSuiteCategory; testCase?: TestCase };

/** The assignment's test categories, each with its tests, and the drawer that adds or edits a test. */
export function TestSuiteSection({ assignmentId, courseId, helperFiles, readOnly, reported }: TestSuiteSectionProps) {
  const suite = useTestSuite(assignmentId);
  const actions = useTestSuiteActions(assignmentId, courseId);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Editing | null>(null);

  if (suite.isPending) return <LoadingState label="Loading the tests" />;
  if (suite.isError) return <LoadFailed what="the tests" onRetry={() => void suite.refetch()} />;
  const categories = suite.data;
  const nextSortKey = Math.max(categories.length, ...categories.map((category) => category.sortKey + 1));

  function saveTest({ category, testCase }: Editing) {
    return (changes: Parameters<typeof actions.updateCase.mutateAsync>[0]['changes']) => {
      if (testCase) return actions.updateCase.mutateAsync({ id: testCase.id, changes });
      const sortKey = Math.max(category.cases.length, ...category.cases.map((existing) => existing.sortKey + 1));
      return actions.createCase.mutateAsync({ type: 'io_cli', ...changes, testCategory: category.id, sortKey });
    };
  }

  return (
    <TabSection
      title="Categories and tests"
      intro="Tests run in their category's order. Exposed tests show their result to students when they submit; hidden ones once feedback is published."
      extra={
        <Button icon={<PlusOutlined />} disabled={readOnly || adding} onClick={() => setAdding(true)}>
          Add category
        </Button>
      }
    >
      {adding && (
        <CategoryNameForm
          save={(name) => actions.createCategory.mutateAsync({ name, sortKey: nextSortKey })}
          saving={actions.createCategory.isPending}
          onDone={() => setAdding(false)}
        />
      )}
      {categories.length === 0 && !adding && <Empty description="No tests yet. Add a category, then its tests." />}
      {categories.map((category) => (
        <CategoryBlock
          key={category.id}
          category={category}
          actions={actions}
          readOnly={readOnly}
          addTest={() => setEditing({ category })}
          editTest={(testCase) => setEditing({ category, testCase })}
          reported={reported}
        />
      ))}
      {editing && (
        <TestCaseDrawer
          key={editing.testCase?.id ?? `new-${editing.category.id}`}
          testCase={editing.testCase}
          categoryName={editing.category.name}
          helperFiles={helperFiles}
          readOnly={readOnly}
          save={saveTest(editing)}
          saving={actions.createCase.isPending || actions.updateCase.isPending}
          onClose={() => setEditing(null)}
        />
      )}
    </TabSection>
  );
}
