import { Alert, Empty, Flex, Modal, Typography, theme, type TableColumnsType } from 'antd';
import { REVISION_TEXTS, type SubmissionOverviewRow } from '@marginalia/contracts';
import { isMine } from '../submissions/overviewFilters';
import { gradeColumn, sectionsColumn, studentsColumn, testsColumn, uploadedColumn } from '../submissions/submissionColumns';
import { SubmissionTable } from '../submissions/SubmissionTable';
import { MySubmissionActions } from './MySubmissionActions';
import { useSubmissionActions } from './useSubmissionActions';

interface Props {
  assignmentId: number;
  points: number;
  rows: readonly SubmissionOverviewRow[];
  me: string;
  canUnfinalize: boolean;
  timeZone: string | undefined;
  /** The assignment's feedback is out: unfinalizing asks first (its students are reading it). */
  feedbackPublished?: boolean;
}

/** The submissions the caller grades, in progress first, each with its actions. */
export function MySubmissionsPanel({ assignmentId, points, rows, me, canUnfinalize, timeZone, feedbackPublished = false }: Props) {
  const { token } = theme.useToken();
  const actions = useSubmissionActions(assignmentId);
  const [modal, modalHolder] = Modal.useModal();
  const unfinalize = (target: SubmissionOverviewRow) => {
    if (!feedbackPublished) return actions.run({ kind: 'unfinalize', row: target });
    void modal.confirm({
      title: REVISION_TEXTS.unfinalizeTitle,
      content: REVISION_TEXTS.unfinalizeContent,
      okText: REVISION_TEXTS.unfinalizeConfirm,
      onOk: () => actions.run({ kind: 'unfinalize', row: target }),
    });
  };
  const mine = rows.filter((row) => isMine(row, me));
  if (mine.length === 0) {
    return <Empty description="You have not claimed any submissions yet. Grade the next one from the Queue tab." />;
  }

  const columns: TableColumnsType<SubmissionOverviewRow> = [
    studentsColumn(),
    sectionsColumn(),
    gradeColumn(points),
    testsColumn(),
    uploadedColumn(timeZone),
    {
      title: 'Actions',
      key: 'actions',
      align: 'right',
      render: (_, row) => (
        <MySubmissionActions
          row={row}
          canUnfinalize={canUnfinalize}
          busy={actions.busyId === row.id}
          onUnclaim={(target) => actions.run({ kind: 'unclaim', row: target })}
          onUnfinalize={unfinalize}
        />
      ),
    },
  ];
  const groups = [
    { title: 'In progress', rows: mine.filter((row) => row.state === 'inProgress'), empty: 'Nothing in progress.' },
    { title: 'Finalized', rows: mine.filter((row) => row.state === 'finalized'), empty: 'Nothing finalized yet.' },
  ];

  return (
    <Flex vertical gap={token.marginLG}>
      {modalHolder}
      {actions.errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable={{ onClose: actions.clearErrors, 'aria-label': 'Dismiss' }}
          title="The change was not made."
          description={actions.errors.join(' ')}
        />
      )}
      {groups.map((group) => (
        <div key={group.title}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {group.title} ({group.rows.length})
          </Typography.Title>
          <SubmissionTable label={group.title} rows={group.rows} columns={columns} empty={group.empty} />
        </div>
      ))}
    </Flex>
  );
}
