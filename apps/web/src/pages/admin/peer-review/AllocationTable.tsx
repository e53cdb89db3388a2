import { useState } from 'react';
import { Button, Segmented, Table, Tag, theme, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { PEER_REVIEW_STATES, type PeerReviewState, type StaffPeerReview } from '@marginalia/contracts';
import { formatCourseDate } from '../../../format/courseDate';
import { PEER_REVIEW_TAB_TEXTS, REVIEW_STATE_LABELS } from './peerReviewTexts';
import { REVIEW_DRAWER_TEXTS } from './reviewDrawerTexts';
import { ReviewDrawer } from './ReviewDrawer';
import { usePeerReviewAllocation } from './usePeerReview';

type Filter = 'all' | PeerReviewState | 'waiting';

/** A submitted review staff have not approved yet (what authors wait for when the stage asks for approval). */
const waitsForApproval = (row: StaffPeerReview) => (row.state === 'submitted' || row.state === 'late') && row.approvedAt === null;
const matches = (row: StaffPeerReview, filter: Filter) => filter === 'all' || (filter === 'waiting' ? waitsForApproval(row) : row.state === filter);

interface AllocationTableProps {
  assignmentId: number;
  zone: string;
  /** The stage waits for staff approval: offer the "Waiting for approval" filter. */
  approval?: boolean;
  readOnly?: boolean;
}

/**
 * Who reviews whom, as staff see it: reviewers named, filtered by state, a page at a time for a large class. Each
 * review opens in a drawer (its comments, ratings, approval and hiding).
 */
export function AllocationTable({ assignmentId, zone, approval = false, readOnly = false }: AllocationTableProps) {
  const { token } = theme.useToken();
  const allocation = usePeerReviewAllocation(assignmentId);
  const [filter, setFilter] = useState<Filter>('all');
  const [opened, setOpened] = useState<number | null>(null);
  const rows = allocation.data ?? [];
  const count = (state: Filter) => rows.filter((row) => matches(row, state)).length;
  const shown = rows.filter((row) => matches(row, filter));
  const filters: Filter[] = ['all', ...PEER_REVIEW_STATES, ...(approval ? (['waiting'] as const) : [])];
  const filterLabel = (value: Filter) => (value === 'all' ? 'All' : value === 'waiting' ? REVIEW_DRAWER_TEXTS.waitingFilter : REVIEW_STATE_LABELS[value].label);

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
    {
      title: 'Review',
      key: 'open',
      render: (_, row) => (
        <Button size="small" aria-label={`Open the review by ${row.reviewer} of submission ${row.submission}`} onClick={() => setOpened(row.id)}>
          {approval && waitsForApproval(row) ? 'Approve…' : 'Open'}
        </Button>
      ),
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
          options={filters.map((value) => ({ value, label: `${filterLabel(value)} (${count(value)})` }))}
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
      <ReviewDrawer assignmentId={assignmentId} reviewId={opened} zone={zone} readOnly={readOnly} onClose={() => setOpened(null)} />
    </section>
  );
}
