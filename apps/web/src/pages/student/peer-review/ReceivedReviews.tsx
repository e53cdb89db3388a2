import { message, Rate, Table, type TableColumnsType } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MyPeerReviews, ReviewReceived } from '@marginalia/contracts';
import { peerReviewKeys } from '../../../api/peerReview';
import { ratePeerReview } from '../../../api/peerReviewReceiving';
import { formatDueDate } from '../course/dates';

// The reviews of the student's own work (docs/PEER-REVIEW.md, "Receiving"): each links to the submission, where its
// comments sit beside the staff's, and takes a helpfulness rating from 1 to 5 that the student may change.

type MessageInstance = ReturnType<typeof message.useMessage>[0];

export const HELPFULNESS_LABELS = ['Not helpful', 'Slightly helpful', 'Helpful', 'Very helpful', 'Extremely helpful'];

function HelpfulnessRate({ review, messages }: { review: ReviewReceived; messages: MessageInstance }) {
  const queryClient = useQueryClient();
  const rate = useMutation({
    mutationFn: (helpfulness: number) => ratePeerReview(review.id, helpfulness),
    onSuccess: (saved) => {
      queryClient.setQueryData<MyPeerReviews>(peerReviewKeys.mine, (mine) =>
        mine ? { ...mine, received: mine.received.map((entry) => (entry.id === saved.review ? { ...entry, helpfulness: saved.helpfulness } : entry)) } : mine,
      );
      void messages.success('Rating saved');
    },
    onError: () => void messages.error('The rating could not be saved. Try again.'),
  });
  const value = rate.isPending ? (rate.variables ?? 0) : (review.helpfulness ?? 0);
  // The stars are radios: the group names the review they rate.
  return (
    <div role="radiogroup" aria-label={`How helpful was the review by ${review.reviewer}?`}>
      <Rate
        aria-label="Helpfulness from 1 to 5"
        value={value}
        allowClear={false}
        tooltips={HELPFULNESS_LABELS}
        disabled={rate.isPending}
        onChange={(helpfulness) => {
          if (helpfulness >= 1) rate.mutate(helpfulness);
        }}
      />
    </div>
  );
}

export function ReceivedReviews({ received, timeZone }: { received: ReviewReceived[]; timeZone: string }) {
  const [messages, messageHolder] = message.useMessage();
  const columns: TableColumnsType<ReviewReceived> = [
    { title: 'Reviewer', dataIndex: 'reviewer', render: (reviewer: string, review) => <Link to={`/code/${review.submission}`}>{reviewer}</Link> },
    { title: 'Assignment', key: 'assignment', render: (_, review) => review.assignment.name },
    { title: 'Submitted', dataIndex: 'submittedAt', responsive: ['sm'], render: (at: string) => formatDueDate(at, timeZone) },
    { title: 'Helpfulness', key: 'helpfulness', render: (_, review) => <HelpfulnessRate review={review} messages={messages} /> },
  ];
  return (
    <>
      {messageHolder}
      <Table<ReviewReceived>
      rowKey="id"
      aria-label="Reviews of your work"
      size="small"
      columns={columns}
      dataSource={received}
      pagination={false}
      scroll={{ x: 'max-content' }}
      />
    </>
  );
}
