import { Empty, Flex, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import type { SubmissionOverviewRow, TestRun } from '@marginalia/contracts';
import { ButtonLink } from '../../../../../components/ButtonLink';
import { formatDuration, stateColor, stateLabel } from './runFormat';

interface RunRow {
  run: TestRun;
  /** The students as the overview names them (pseudonyms under anonymous grading). */
  who: string;
}

/** The overview's names for each run's submission; a submission the overview does not list goes by its number. */
export function runRows(runs: TestRun[], overview: SubmissionOverviewRow[]): RunRow[] {
  const names = new Map(overview.map((row) => [row.id, row.students.join(', ')]));
  return runs
    .filter((run) => run.submission !== null)
    .map((run) => ({ run, who: names.get(run.submission!) || `Submission ${run.submission}` }));
}

/** Each submission's newest run: who, state, duration, counts, and a link to the submission view. */
export function SubmissionRunsTable({ rows }: { rows: RunRow[] }) {
  const { token } = theme.useToken();
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No submission has been tested yet." />;
  const columns: TableColumnsType<RunRow> = [
    { title: 'Students', dataIndex: 'who', sorter: (a, b) => a.who.localeCompare(b.who), defaultSortOrder: 'ascend', render: (who: string) => <span style={{ overflowWrap: 'anywhere' }}>{who}</span> },
    {
      title: 'State',
      key: 'state',
      width: 240,
      sorter: (a, b) => a.run.state.localeCompare(b.run.state),
      // A run that could not be graded says why (staff read the reason; the student is told it costs nothing).
      render: (_, { run }) => (
        <Flex vertical align="start" gap={2}>
          <Tag color={stateColor(run)}>{stateLabel(run)}</Tag>
          {run.state === 'error' && run.error && (
            <Typography.Text type="danger" style={{ fontSize: token.fontSizeSM, overflowWrap: 'anywhere', maxWidth: 320 }} aria-label="Why it could not be graded">
              {run.error}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: 'Duration', key: 'duration', width: 100, align: 'right', sorter: (a, b) => (a.run.durationMs ?? -1) - (b.run.durationMs ?? -1), render: (_, { run }) => formatDuration(run.durationMs) },
    { title: 'Passed', key: 'passed', width: 80, align: 'right', sorter: (a, b) => a.run.passed - b.run.passed, render: (_, { run }) => run.passed },
    { title: 'Failed', key: 'failed', width: 80, align: 'right', sorter: (a, b) => a.run.failed - b.run.failed, render: (_, { run }) => run.failed },
    // An autograder zip's runs report a total of their own.
    ...(rows.some(({ run }) => run.score !== null)
      ? [{ title: 'Score', key: 'score', width: 80, align: 'right' as const, sorter: (a: RunRow, b: RunRow) => (a.run.score ?? -Infinity) - (b.run.score ?? -Infinity), render: (_: unknown, { run }: RunRow) => (run.score === null ? '–' : Math.round(run.score * 100) / 100) }]
      : []),
    { title: 'Errors', key: 'errors', width: 80, align: 'right', sorter: (a, b) => a.run.errors - b.run.errors, render: (_, { run }) => run.errors },
    {
      title: 'Open',
      key: 'open',
      width: 64,
      render: (_, { run, who }) => <ButtonLink to={`/code/${run.submission}`} size="small" type="text" icon={<EyeOutlined />} aria-label={`Open the submission of ${who}`} />,
    },
  ];
  return (
    <Table<RunRow>
      rowKey={(row) => row.run.id}
      size="small"
      columns={columns}
      dataSource={rows}
      sticky
      scroll={{ x: 'max-content' }}
      pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false, showTotal: (total) => `${total} submissions` } : false}
    />
  );
}
