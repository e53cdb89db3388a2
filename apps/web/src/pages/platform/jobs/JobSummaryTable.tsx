import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { JOB_STATES, type JobState, type JobSummary } from '@marginalia/contracts';
import { countText, jobsText, STATE_COLORS } from './jobFormat';

// Kinds by states: how many jobs of each kind are in each state, zeros shown (past 10,000 the server stops counting). A count other than zero shows those
// jobs in the list below. On a phone the states of a kind wrap as tags in one cell instead of seven columns.

type KindRow = JobSummary['kinds'][number];

interface Props {
  summary: JobSummary | undefined;
  loading: boolean;
  narrow: boolean;
  onShow(kind: string, state: JobState): void;
}

function CountButton({ row, state, onShow }: { row: KindRow; state: JobState; onShow: Props['onShow'] }) {
  const count = row.counts[state];
  if (count === 0) return <>0</>;
  return (
    <Button type="link" size="small" style={{ padding: 0 }} aria-label={`Show the ${jobsText(count, `${state} ${row.kind} job`)}`} onClick={() => onShow(row.kind, state)}>
      {countText(count)}
    </Button>
  );
}

export function JobSummaryTable({ summary, loading, narrow, onShow }: Props) {
  const wide: TableColumnsType<KindRow> = [
    { title: 'Kind', dataIndex: 'kind' },
    ...JOB_STATES.map((state) => ({
      title: state[0]!.toUpperCase() + state.slice(1),
      key: state,
      align: 'right' as const,
      render: (_: unknown, row: KindRow) => <CountButton row={row} state={state} onShow={onShow} />,
    })),
    { title: 'Total', dataIndex: 'total', align: 'right', render: (total: number) => countText(total) },
  ];
  const stacked: TableColumnsType<KindRow> = [
    { title: 'Kind', dataIndex: 'kind' },
    {
      title: 'Jobs',
      key: 'counts',
      render: (_, row) => (
        <Space size={[4, 4]} wrap>
          {JOB_STATES.map((state) => (
            <Tag key={state} color={STATE_COLORS[state]}>
              {state} <CountButton row={row} state={state} onShow={onShow} />
            </Tag>
          ))}
        </Space>
      ),
    },
  ];
  return (
    <Table<KindRow>
      size="small"
      rowKey="kind"
      aria-label="Jobs by kind and state"
      loading={loading}
      columns={narrow ? stacked : wide}
      dataSource={summary?.kinds ?? []}
      locale={{ emptyText: 'No job has been queued yet.' }}
      pagination={false}
    />
  );
}
