import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { SubmissionOverviewRow } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';

interface Props {
  row: SubmissionOverviewRow;
  canUnfinalize: boolean;
  busy: boolean;
  onUnclaim: (row: SubmissionOverviewRow) => void;
  onUnfinalize: (row: SubmissionOverviewRow) => void;
}

export const NO_UNFINALIZE_REASON = 'This course does not let graders unfinalize submissions.';

/** Open, and hand back (in progress) or reopen (finalized) one of the caller's submissions. */
export function MySubmissionActions({ row, canUnfinalize, busy, onUnclaim, onUnfinalize }: Props) {
  const who = row.students.join(', ');
  return (
    <Space size={4} wrap>
      <ButtonLink size="small" to={`/code/${row.id}`} aria-label={`Open the submission of ${who}`}>
        Open
      </ButtonLink>
      {row.state === 'inProgress' && (
        <Popconfirm
          title="Unclaim this submission?"
          description="It goes back to the grading queue for anyone to grade. Your comments stay."
          okText="Unclaim"
          cancelText="Keep it"
          onConfirm={() => onUnclaim(row)}
        >
          <Button size="small" loading={busy} aria-label={`Unclaim the submission of ${who}`}>
            Unclaim
          </Button>
        </Popconfirm>
      )}
      {row.state === 'finalized' &&
        (canUnfinalize ? (
          <Button size="small" loading={busy} onClick={() => onUnfinalize(row)} aria-label={`Unfinalize the submission of ${who}`}>
            Unfinalize
          </Button>
        ) : (
          // Not a disabled button alone: those take no focus and show no tooltip, and the reason must be reachable.
          <Tooltip title={NO_UNFINALIZE_REASON}>
            <Button size="small" disabled aria-label={`Unfinalize the submission of ${who}: ${NO_UNFINALIZE_REASON}`}>
              Unfinalize
            </Button>
          </Tooltip>
        ))}
    </Space>
  );
}
