import { Button, Space, Tooltip } from 'antd';
import { CheckCircleOutlined, DeleteOutlined, EyeOutlined, RollbackOutlined, UserSwitchOutlined } from '@ant-design/icons';
import type { SubmissionOverviewRow } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';

export type RowAction = 'reassign' | 'finalize' | 'unfinalize' | 'delete';

interface Props {
  row: SubmissionOverviewRow;
  /** Null when the course is archived: the submission can be opened but not changed. */
  onAction: ((action: RowAction, row: SubmissionOverviewRow) => void) | null;
}

/** Who a submission belongs to, for labels and questions ("ann@x.edu and bob@x.edu"). */
export function submissionOwners(row: Pick<SubmissionOverviewRow, 'students' | 'id'>): string {
  if (row.students.length === 0) return `submission ${row.id}`;
  return row.students.length === 1 ? row.students[0]! : `${row.students.slice(0, -1).join(', ')} and ${row.students.at(-1)}`;
}

/** The icon buttons of one submission row: open it, change its grader, finalize or unfinalize, delete. */
export function SubmissionRowActions({ row, onAction }: Props) {
  const owners = submissionOwners(row);
  const finalized = row.state === 'finalized';
  return (
    <Space size={2}>
      <Tooltip title="Open">
        <ButtonLink to={`/code/${row.id}`} size="small" type="text" icon={<EyeOutlined />} aria-label={`Open the submission of ${owners}`} />
      </Tooltip>
      {onAction && (
        <>
          <Tooltip title="Change grader">
            <Button size="small" type="text" icon={<UserSwitchOutlined />} aria-label={`Change the grader of ${owners}`} onClick={() => onAction('reassign', row)} />
          </Tooltip>
          <Tooltip title={finalized ? 'Unfinalize' : 'Finalize'}>
            <Button
              size="small"
              type="text"
              icon={finalized ? <RollbackOutlined /> : <CheckCircleOutlined />}
              aria-label={`${finalized ? 'Unfinalize' : 'Finalize'} the submission of ${owners}`}
              onClick={() => onAction(finalized ? 'unfinalize' : 'finalize', row)}
            />
          </Tooltip>
          <Tooltip title="Delete">
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={`Delete the submission of ${owners}`} onClick={() => onAction('delete', row)} />
          </Tooltip>
        </>
      )}
    </Space>
  );
}
