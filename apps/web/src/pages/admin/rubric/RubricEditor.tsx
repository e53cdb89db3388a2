import { useState } from 'react';
import { Button, Empty, Flex, Space, theme, Tooltip, Typography } from 'antd';
import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { Assignment, Course } from '@marginalia/contracts';
import { exportRubric } from '../../../api/rubric';
import { LoadFailed, LoadingState } from '../shell/ConsoleStates';
import { SortableList } from '../assignments/ordering/SortableRows';
import { moveItem } from '../assignments/ordering/sortKeys';
import { CategoryCard } from './CategoryCard';
import { CategoryForm } from './CategoryForm';
import { ImportRubricDialog } from './ImportRubricDialog';
import { downloadJson, rubricFileName } from './rubricFile';
import { useRubric, useRubricActions, type RubricSource } from './useRubric';
import { ProductTip } from '../../../components/ProductTip';

const EMPTY_TEXTS: Record<RubricSource, string> = {
  assignment:
    'This assignment has no rubric yet. A rubric groups ready-made comments with fixed points into categories, so graders apply the ' +
    'same feedback and points to every submission. Add a category to start, or import a rubric exported from another assignment.',
  peer:
    'The peer rubric is empty. Its categories and comments are what reviewers pick from when they comment on a submission; graders ' +
    'and grades never use it. Add a category to start.',
};

/**
 * An assignment's rubric, edited in place: categories and their comments in order. `source` picks the rubric: the
 * assignment's own (its Rubric tab, with export and import) or its peer rubric (the Peer review tab), the same
 * editor on either.
 */
export function RubricEditor({ course, assignment, source = 'assignment' }: { course: Course; assignment: Assignment; source?: RubricSource }) {
  const { token } = theme.useToken();
  const rubric = useRubric(assignment.id, source);
  const actions = useRubricActions(assignment.id, course.id, source);
  const peer = source === 'peer';
  const what = peer ? 'the peer rubric' : 'the rubric';
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const readOnly = course.archived;

  if (rubric.isPending) return <LoadingState label={`Loading ${what}`} />;
  if (rubric.isError) return <LoadFailed what={what} onRetry={() => void rubric.refetch()} />;
  const categories = rubric.data.rubricCategories;
  const nextSortKey = Math.max(categories.length, ...categories.map((category) => category.sortKey + 1));

  async function download() {
    setExporting(true);
    try {
      downloadJson(await exportRubric(assignment.id), rubricFileName(assignment.name));
    } catch {
      // The generic call has already told the user.
    } finally {
      setExporting(false);
    }
  }

  const addForm = adding && (
    <div style={{ marginBottom: token.marginSM }}>
      <CategoryForm
        save={(fields) => actions.createCategory.mutateAsync({ name: '', ...fields, sortKey: nextSortKey })}
        saving={actions.createCategory.isPending}
        onDone={() => setAdding(false)}
      />
    </div>
  );

  return (
    <div style={{ maxWidth: 900 }}>
      {!peer && (
        <ProductTip id="rubricEditor" title="Rubric comments save grading time">
          Graders apply a rubric comment with its fixed points in one click, and editing it later updates every submission that uses it.
          Texts and explanations take Markdown; a category&apos;s limit caps what its comments add up to.
        </ProductTip>
      )}
      <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
        <Button type="primary" icon={<PlusOutlined />} disabled={readOnly || adding} onClick={() => setAdding(true)}>
          Add category
        </Button>
        {/* Export and import copy the assignment's own rubric between assignments; the peer rubric is not copied. */}
        {!peer && (
          <Space>
            <Button icon={<DownloadOutlined />} loading={exporting} disabled={categories.length === 0} onClick={() => void download()}>
              Export
            </Button>
            <Tooltip title={categories.length > 0 && !readOnly ? 'A rubric can only be imported into an assignment without one.' : undefined}>
              <Button icon={<UploadOutlined />} disabled={readOnly || categories.length > 0} onClick={() => setImporting(true)}>
                Import
              </Button>
            </Tooltip>
          </Space>
        )}
      </Flex>
      {addForm}
      {categories.length === 0 && !adding ? (
        <Empty
          description={<Typography.Text>{EMPTY_TEXTS[source]}</Typography.Text>}
        />
      ) : (
        <SortableList
          ids={categories.map((category) => category.id)}
          nameOf={(id) => categories.find((category) => category.id === id)?.name ?? 'the category'}
          onMove={(from, to) => actions.reorderCategories.mutate(moveItem(categories, from, to))}
        >
          {categories.map((category) => (
            <CategoryCard key={category.id} category={category} actions={actions} readOnly={readOnly} />
          ))}
        </SortableList>
      )}
      {importing && <ImportRubricDialog importTree={actions.importTree} onClose={() => setImporting(false)} />}
    </div>
  );
}
