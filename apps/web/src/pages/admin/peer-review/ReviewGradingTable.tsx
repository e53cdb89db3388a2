import { Table, Tag, Tooltip, message, theme, type TableColumnsType } from 'antd';
import type { PeerReviewGrading, PeerReviewGradingReview, PeerReviewState } from '@marginalia/contracts';
import { GRADING_TEXTS as TEXTS, percentOrDash } from './gradingTexts';
import { REVIEW_STATE_LABELS } from './peerReviewTexts';
import { ReviewGradeInput } from './ReviewGradeInput';
import type { usePeerReviewGrading } from './usePeerReviewGrading';

interface ReviewGradingTableProps {
  grading: PeerReviewGrading;
  setGrade: ReturnType<typeof usePeerReviewGrading>['setGrade'];
  readOnly: boolean;
}

/**
 * Each review with what it gave the submission, how far that is from the other reviews and from staff, how helpful
 * the authors found it, the suggested grade and staff's own grade of the reviewing (a page at a time).
 */
export function ReviewGradingTable({ grading, setGrade, readOnly }: ReviewGradingTableProps) {
  const { token } = theme.useToken();
  const [messages, messageHolder] = message.useMessage();
  const muted = (text: string) => <span style={{ color: token.colorTextSecondary }}>{text}</span>;

  const columns: TableColumnsType<PeerReviewGradingReview> = [
    { title: 'Reviewer', dataIndex: 'reviewer' },
    { title: 'Submission', dataIndex: 'submission', render: (submission: number) => `Submission ${submission}` },
    {
      title: 'State',
      dataIndex: 'state',
      render: (state: PeerReviewState) => <Tag color={REVIEW_STATE_LABELS[state].color}>{REVIEW_STATE_LABELS[state].label}</Tag>,
    },
    { title: 'Comments', dataIndex: 'comments', align: 'right' },
    {
      title: 'Peer score',
      dataIndex: 'peerScore',
      align: 'right',
      render: (score: number | null) => (score === null ? muted(TEXTS.notCounted) : `${score} / ${grading.points}`),
    },
    { title: 'Agreement with reviews', dataIndex: 'agreementWithReviews', align: 'right', render: percentOrDash },
    { title: 'Agreement with staff', dataIndex: 'agreementWithStaff', align: 'right', render: percentOrDash },
    {
      title: 'Helpfulness',
      dataIndex: 'helpfulness',
      align: 'right',
      render: (helpfulness: number | null, review) => (helpfulness === null ? muted('–') : `${helpfulness} / 5 (${review.ratings})`),
    },
    {
      title: <Tooltip title={TEXTS.suggestedHelp}>Suggested</Tooltip>,
      dataIndex: 'suggestedGrade',
      align: 'right',
    },
    {
      title: <Tooltip title={TEXTS.gradeHelp}>Grade</Tooltip>,
      dataIndex: 'grade',
      render: (grade: number | null, review) => (
        <ReviewGradeInput
          key={`${review.id}:${grade}`}
          label={`Grade of ${review.reviewer}'s review of submission ${review.submission}`}
          grade={grade}
          readOnly={readOnly}
          saving={setGrade.isPending && setGrade.variables?.reviewId === review.id}
          onSave={(next) =>
            setGrade.mutate({ reviewId: review.id, grade: next }, { onSuccess: () => void messages.success(next === null ? TEXTS.cleared : TEXTS.saved) })
          }
        />
      ),
    },
  ];

  return (
    <>
      {messageHolder}
      <Table<PeerReviewGradingReview>
        rowKey="id"
        aria-label={TEXTS.reviewsTable}
        size="small"
        columns={columns}
        dataSource={grading.reviews}
        scroll={{ x: 'max-content' }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [50, 100, 200], hideOnSinglePage: true, showTotal: (total) => `${total} reviews` }}
        locale={{ emptyText: TEXTS.noReviews }}
      />
    </>
  );
}
