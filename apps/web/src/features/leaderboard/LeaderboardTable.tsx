import { Table, Tag, theme, type TableColumnsType } from 'antd';
import type { Leaderboard } from '@marginalia/contracts';
import { plural } from '../../format/plural';

type Row = Leaderboard['rows'][number];

const ORDER_HINTS = { asc: 'lower is better', desc: 'higher is better' } as const;

/** A value as the autograder reported it; numbers keep at most three decimals. */
function formatValue(value: number | string | undefined): string {
  if (value === undefined) return '–';
  if (typeof value === 'number') return (Math.round(value * 1000) / 1000).toLocaleString('en-US');
  return value;
}

/**
 * The ranked table: rank, pseudonym and each column's value, in the server's order (ranked by the first column).
 * The reader's own row is highlighted and says so in words, not by colour alone.
 */
export function LeaderboardTable({ leaderboard }: { leaderboard: Leaderboard }) {
  const { token } = theme.useToken();
  const columns: TableColumnsType<Row> = [
    { title: 'Rank', dataIndex: 'rank', width: 64, align: 'right' },
    {
      title: 'Name',
      key: 'name',
      render: (_, row) => (
        <span style={{ overflowWrap: 'anywhere' }}>
          {row.name}
          {row.mine && (
            <Tag color="green" style={{ marginInlineStart: token.marginXS }}>
              You
            </Tag>
          )}
        </span>
      ),
    },
    ...leaderboard.columns.map((column) => ({
      title: (
        <span title={ORDER_HINTS[column.order]}>
          {column.name} <span style={{ color: token.colorTextTertiary }}>{column.order === 'asc' ? '↑' : '↓'}</span>
        </span>
      ),
      key: `value-${column.name}`,
      align: 'right' as const,
      render: (_: unknown, row: Row) => formatValue(row.values[column.name]),
    })),
  ];
  return (
    <Table<Row>
      aria-label="Leaderboard"
      size="small"
      rowKey={(row) => `${row.rank}-${row.name}`}
      columns={columns}
      dataSource={leaderboard.rows}
      scroll={{ x: 'max-content' }}
      onRow={(row) => (row.mine ? { 'aria-current': 'true', style: { background: token.controlItemBgActive, fontWeight: token.fontWeightStrong } } : {})}
      pagination={leaderboard.rows.length > 50 ? { pageSize: 50, showSizeChanger: false, showTotal: (total) => plural(total, 'entry', 'entries') } : false}
      locale={{ emptyText: 'No scores yet.' }}
    />
  );
}
