import { useState } from 'react';
import { Segmented, Table, Tag, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PEER_REVIEW_STATES, type PeerReviewState, type StaffPeerReview } from '@marginalia/contracts';
import { formatCourseDate } from '../../../format/courseDate';
import { PEER_REVIEW_TAB_TEXTS, REVIEW_STATE_LABELS } from './peerReviewTexts';
import { usePeerReviewAllocation } from './usePeerReview';

type Filter = 'all' | PeerReviewState;

/** Who reviews whom, as staff see it: reviewers named, filtered by state, a page at a time for a large class. */
export function AllocationTable({ assignmentId, zone }: { assignmentId: number; zone: string }) {
  const { token } = theme.useToken();
  const allocation = usePeerReviewAllocation(assignmentId);
  const [filter, setFilter] = useState<Filter>('all');
  const rows = allocation.data ?? [];
  const count = (state: Filter) => (state === 'all' ? rows.length : rows.filter((row) => row.state === state).length);
  const shown = filter === 'all' ? rows : rows.filter((row) => row.state === filter);

  const columns: TableColumnsType<StaffPeerReview> = [
    { title: 'Reviewer', dataIndex: 'reviewer' },
    {
      title: 'Submission',
      dataIndex: 'submission',
      render: (submission: number) => (
        <Link to={`/code/${submission}`} aria-label={`Open submission ${submission}`}>
          {`Submission ${submission}`}
        </Link>
      ),
    },
    { title: 'Authors see', dataIndex: 'ordinal', render: (ordinal: number) => `Reviewer ${ordinal}` },
    {
      title: 'State',
      dataIndex: 'state',
      render: (state: PeerReviewState) => <Tag color={REVIEW_STATE_LABELS[state].color}>{REVIEW_STATE_LABELS[state].label}</Tag>,
    },
    {
      title: 'Submitted',
      dataIndex: 'submittedAt',
      render: (at: string | null) => (at ? formatCourseDate(at, zone) : <span style={{ color: token.colorTextSecondary }}>–</span>),
    },
  ];

  return (
    <section aria-labelledby="peer-review-allocation">
      <h4 id="peer-review-allocation" style={{ margin: `${token.margin}px 0 ${token.marginXS}px`, color: token.colorTextHeading }}>
        Reviews
      </h4>
      <div style={{ overflowX: 'auto', marginBottom: token.marginXS }}>
        <Segmented<Filter>
          aria-label="Show reviews"
          value={filter}
          onChange={setFilter}
          options={(['all', ...PEER_REVIEW_STATES] as Filter[]).map((value) => ({
            value,
            label: `${value === 'all' ? 'All' : REVIEW_STATE_LABELS[value].label} (${count(value)})`,
          }))}
        />
      </div>
      <Table<StaffPeerReview>
        rowKey="id"
        aria-label="Peer reviews"
        size="small"
        loading={allocation.isPending}
        columns={columns}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [50, 100, 200], hideOnSinglePage: true, showTotal: (total) => `${total} reviews` }}
        locale={{ emptyText: PEER_REVIEW_TAB_TEXTS.noReviews }}
      />
    </section>
  );
}
