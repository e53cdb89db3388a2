import { Card, Flex, Tag, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { PeerReviewState } from '@marginalia/contracts';
import { fetchMyPeerReviews, peerReviewKeys } from '../../../api/peerReview';
import { formatDueDate } from '../course/dates';
import { ReceivedReviews } from './ReceivedReviews';
import { groupReviewsByAssignment, progressText, type ReviewGroup } from './reviewGroups';

// The student's peer reviews in one course, below its assignments: the reviews they must do and the reviews of their
// own work. Names are only what the server gives: "Submission 1", "Reviewer 1", or e-mails when anonymity is open.

const STATE_TAGS: Record<PeerReviewState, { label: string; color: string }> = {
  assigned: { label: 'To do', color: 'processing' },
  submitted: { label: 'Submitted', color: 'success' },
  late: { label: 'Submitted late', color: 'warning' },
  missing: { label: 'Missing', color: 'error' },
};

function ReviewGroupCard({ group, timeZone }: { group: ReviewGroup; timeZone: string }) {
  const { token } = theme.useToken();
  return (
    <Card
      size="small"
      title={group.assignment.name}
      aria-label={`Reviews to do: ${group.assignment.name}`}
      extra={<span style={{ color: token.colorTextSecondary }}>{progressText(group)}</span>}
    >
      <div style={{ color: token.colorTextSecondary, marginBottom: token.marginXS }}>
        {group.closesAt ? `Deadline: ${formatDueDate(group.closesAt, timeZone)}` : 'No deadline'}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {group.reviews.map((review) => (
          <li key={review.id} style={{ padding: `${token.paddingXXS}px 0` }}>
            <Flex wrap gap={token.marginXS} align="center">
              <Link to={`/peer-review/${review.id}`} aria-label={`Review ${review.label}`}>
                {review.label}
              </Link>
              <Tag color={STATE_TAGS[review.state].color}>{STATE_TAGS[review.state].label}</Tag>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Nothing at all unless the student has peer reviews in this course. */
export function PeerReviewsSection({ courseId, timeZone }: { courseId: number; timeZone: string }) {
  const { token } = theme.useToken();
  const mine = useQuery({ queryKey: peerReviewKeys.mine, queryFn: fetchMyPeerReviews });
  if (!mine.data) return null;
  const toDo = mine.data.toDo.filter((review) => review.assignment.course === courseId);
  const received = mine.data.received.filter((review) => review.assignment.course === courseId);
  if (toDo.length === 0 && received.length === 0) return null;
  const heading = { margin: `${token.marginLG}px 0 ${token.marginSM}px`, fontSize: token.fontSizeHeading4, color: token.colorTextHeading };
  return (
    <>
      {toDo.length > 0 && (
        <section aria-labelledby="reviews-to-do">
          <h3 id="reviews-to-do" style={heading}>
            Reviews to do
          </h3>
          <Flex vertical gap={token.marginSM}>
            {groupReviewsByAssignment(toDo).map((group) => (
              <ReviewGroupCard key={group.assignment.id} group={group} timeZone={timeZone} />
            ))}
          </Flex>
        </section>
      )}
      {received.length > 0 && (
        <section aria-labelledby="reviews-received">
          <h3 id="reviews-received" style={heading}>
            Reviews of your work
          </h3>
          <ReceivedReviews received={received} timeZone={timeZone} />
        </section>
      )}
    </>
  );
}
