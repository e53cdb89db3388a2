import { useState, type HTMLAttributes } from 'react';
import { Button, Space, Switch, Table, Tooltip, theme, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { Assignment, AssignmentUpdate, Course } from '@marginalia/contracts';
import { adminCoursePath } from '../../../routing/adminPaths';
import { notifyFailure } from '../../../api/serverErrors';
import { PublishConfirmDialog } from './publish/PublishConfirmDialog';
import { DragHandle, SortableList, SortableTableRow } from './ordering/SortableRows';
import { moveItem } from './ordering/sortKeys';
import { formatInZone, usableZone } from './dates/zonedTime';
import type { AssignmentActions } from './useAssignments';

interface AssignmentsTableProps {
  course: Course;
  assignments: readonly Assignment[];
  actions: AssignmentActions;
  onDelete: (assignment: Assignment) => void;
}

const formatScore = (value: number | null) => (value === null ? '—' : String(Math.round(value * 100) / 100));

/** Every assignment in order: inline publish and visibility switches, drag handles to reorder, delete. */
export function AssignmentsTable({ course, assignments, actions, onDelete }: AssignmentsTableProps) {
  const { token } = theme.useToken();
  const readOnly = course.archived;
  const zone = usableZone(course.timezone);

  // Publishing shows students their grades: it waits for the admin to confirm (PublishConfirmDialog).
  const [publishing, setPublishing] = useState<Assignment | null>(null);

  function toggle(assignment: Assignment, changes: AssignmentUpdate) {
    if (changes.isReleased === true && !assignment.isReleased) setPublishing(assignment);
    else actions.update.mutate({ id: assignment.id, changes }, { onError: notifyFailure });
  }

  function publish(assignment: Assignment) {
    actions.update.mutate({ id: assignment.id, changes: { isReleased: true } }, { onError: notifyFailure, onSettled: () => setPublishing(null) });
  }

  function move(from: number, to: number) {
    actions.reorder.mutate(moveItem(assignments, from, to));
  }

  const columns: TableColumnsType<Assignment> = [
    {
      key: 'order',
      width: 44,
      render: (_, assignment) => <DragHandle label={`Reorder ${assignment.name}`} disabled={readOnly} />,
    },
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string) => <Link to={adminCoursePath(course, 'assignments', name)}>{name}</Link>,
    },
    { title: 'Points', dataIndex: 'points', align: 'right', width: 90 },
    {
      title: 'Published',
      key: 'isReleased',
      width: 100,
      render: (_, assignment) => (
        <Switch
          size="small"
          checked={assignment.isReleased}
          disabled={readOnly}
          aria-label={`Published: ${assignment.name}`}
          onChange={(isReleased) => toggle(assignment, { isReleased })}
        />
      ),
    },
    {
      title: 'Visible',
      key: 'isVisible',
      width: 90,
      render: (_, assignment) => (
        <Switch
          size="small"
          checked={assignment.isVisible}
          disabled={readOnly}
          aria-label={`Visible to students: ${assignment.name}`}
          onChange={(isVisible) => toggle(assignment, { isVisible })}
        />
      ),
    },
    {
      title: 'Due',
      dataIndex: 'uploadDueDate',
      render: (due: string | null) =>
        due === null ? (
          <span style={{ color: token.colorTextTertiary }}>No due date</span>
        ) : (
          <Tooltip title={`Time zone: ${zone}`}>
            <span>{formatInZone(due, zone)}</span>
          </Tooltip>
        ),
    },
    { title: 'Mean', dataIndex: 'mean', align: 'right', width: 80, render: formatScore },
    { title: 'Median', dataIndex: 'median', align: 'right', width: 80, render: formatScore },
    {
      title: 'Actions',
      key: 'actions',
      width: 110,
      render: (_, assignment) => (
        <Space size="small">
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={readOnly}
            aria-label={`Delete assignment ${assignment.name}`}
            onClick={() => onDelete(assignment)}
          >
            Delete
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <>
      {publishing && (
        <PublishConfirmDialog
          course={course}
          assignment={publishing}
          publishing={actions.update.isPending}
          onConfirm={() => publish(publishing)}
          onCancel={() => setPublishing(null)}
        />
      )}
      <SortableList ids={assignments.map((assignment) => assignment.id)} nameOf={(id) => assignments.find((a) => a.id === id)?.name ?? 'the assignment'} onMove={move}>
        <Table<Assignment>
          rowKey="id"
          size="small"
          sticky
          columns={columns}
          dataSource={assignments as Assignment[]}
          components={{ body: { row: SortableTableRow } }}
          onRow={() => ({ 'data-sort-disabled': readOnly }) as HTMLAttributes<HTMLElement>}
          // Reordering needs every row on one page; a course has tens of assignments, not thousands.
          pagination={false}
          footer={() => `${assignments.length} ${assignments.length === 1 ? 'assignment' : 'assignments'}`}
        />
      </SortableList>
    </>
  );
}
