import { FallOutlined } from '@ant-design/icons';
import { Table, Tag, Tooltip, theme, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router';
import { SIMILARITY_REVIEW_STATUS_LABELS, type SimilarityPair, type SimilarityPairPage } from '@marginalia/contracts';
import { plural } from '../../../../format/plural';
import { SideName } from '../SideName';
import { REVIEW_STATUS_COLORS, formatSimilarity, keptShare, sideLabel } from '../similarityFormat';

interface PairsTableProps {
  page: SimilarityPairPage | undefined;
  loading: boolean;
  current: number;
  pageSize: number;
  onPage(page: number, pageSize: number): void;
  /** The address of a pair's view. */
  pairPath(pair: SimilarityPair): string;
}

/** The check's pairs, most similar first, a page at a time from the server; a row opens its pair. */
export function PairsTable({ page, loading, current, pageSize, onPage, pairPath }: PairsTableProps) {
  const navigate = useNavigate();
  const offset = (current - 1) * pageSize;
  const rows = page?.results ?? [];
  const columns: TableColumnsType<SimilarityPair> = [
    { title: '#', key: 'rank', width: 48, render: (_, _pair, index) => offset + index + 1 },
    { title: 'Submission', key: 'a', render: (_, pair) => <SideName side={pair.sides[0]} /> },
    { title: 'Compared with', key: 'b', render: (_, pair) => <SideName side={pair.sides[1]} /> },
    {
      title: 'Similarity',
      key: 'similarity',
      width: 130,
      align: 'right',
      render: (_, pair) => (
        <>
          <Lowered commonResemblance={pair.commonResemblance} />
          <Link
            to={pairPath(pair)}
            aria-label={`Open the pair ${sideLabel(pair.sides[0])} and ${sideLabel(pair.sides[1])}, ${formatSimilarity(pair.similarity)}`}
            onClick={(event) => event.stopPropagation()}
          >
            {formatSimilarity(pair.similarity)}
          </Link>
        </>
      ),
    },
    { title: 'Longest match', key: 'longest', width: 120, align: 'right', render: (_, pair) => plural(pair.longestMatch, 'line') },
    { title: 'Matched lines', key: 'matched', width: 120, align: 'right', render: (_, pair) => pair.matchedLines.toLocaleString('en-US') },
    {
      title: 'Review',
      key: 'review',
      width: 120,
      render: (_, pair) => <Tag color={REVIEW_STATUS_COLORS[pair.review.status]}>{SIMILARITY_REVIEW_STATUS_LABELS[pair.review.status]}</Tag>,
    },
  ];

  return (
    <Table<SimilarityPair>
      aria-label="Pairs by similarity"
      size="small"
      sticky
      rowKey="id"
      loading={loading}
      columns={columns}
      dataSource={rows}
      scroll={{ x: 780 }}
      onRow={(pair) => ({ onClick: () => void navigate(pairPath(pair)), style: { cursor: 'pointer' } })}
      locale={{ emptyText: 'No pairs at or above the threshold with this review status.' }}
      pagination={{
        current,
        pageSize,
        total: page?.count ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [25, 50, 100],
        showTotal: (total) => plural(total, 'pair'),
        onChange: onPage,
      }}
    />
  );
}

/**
 * A mark before a score the common-resemblance discount lowered (docs/SIMILARITY.md, "Common resemblance"): such a
 * pair ranks lower than its matching code alone would place it, which the pair's page explains in full.
 */
function Lowered({ commonResemblance }: { commonResemblance: number }) {
  const { token } = theme.useToken();
  const kept = keptShare(commonResemblance);
  if (kept === null) return null;
  const why = `Lowered to ${kept} of what the matching code alone would give: both submissions resemble many others in this check.`;
  return (
    <Tooltip title={why}>
      <FallOutlined role="img" aria-label={why} tabIndex={0} style={{ color: token.colorTextTertiary, marginInlineEnd: token.marginXXS }} />
    </Tooltip>
  );
}
