import { useState } from 'react';
import { Alert, Button, Descriptions, Drawer, Flex, Input, List, Tag, theme, Typography } from 'antd';
import { Link } from 'react-router';
import { MAX_HIDDEN_REASON, type PeerReviewDetail, type StaffPeerComment } from '@marginalia/contracts';
import { formatCourseDate } from '../../../format/courseDate';
import { REVIEW_STATE_LABELS } from './peerReviewTexts';
import { commentPlace, ratingsText, REVIEW_DRAWER_TEXTS as TEXTS } from './reviewDrawerTexts';
import { useReviewModeration } from './useReviewModeration';

// One review as staff read it (docs/PEER-REVIEW.md, "Approval and hiding"): who reviewed whom, its comments with
// their place in the code, the authors' helpfulness ratings, "Approve" when the stage waits for approval, and per
// comment "Hide" (with a reason the reviewer is told) or "Show".

type Moderation = ReturnType<typeof useReviewModeration>;

function CommentItem({ comment, visibility, readOnly }: { comment: StaffPeerComment; visibility: Moderation['visibility']; readOnly: boolean }) {
  const { token } = theme.useToken();
  const [hiding, setHiding] = useState(false);
  const [reason, setReason] = useState('');
  const [failed, setFailed] = useState(false);
  const busy = visibility.isPending && visibility.variables?.commentId === comment.id;
  const change = (hidden: boolean) => {
    setFailed(false);
    visibility.mutate(
      { commentId: comment.id, change: hidden ? { hidden, ...(reason.trim() ? { reason: reason.trim() } : {}) } : { hidden } },
      { onSuccess: () => setHiding(false), onError: () => setFailed(true) },
    );
  };
  const place = commentPlace(comment);
  return (
    <List.Item aria-label={`Comment on ${place}`} style={{ display: 'block' }}>
      <Flex wrap gap={token.marginXS} align="center" justify="space-between">
        <Typography.Text type="secondary">{place}</Typography.Text>
        {comment.hidden && <Tag color="warning">{TEXTS.hidden}</Tag>}
      </Flex>
      <div style={{ whiteSpace: 'pre-wrap', margin: `${token.marginXXS}px 0`, opacity: comment.hidden ? 0.7 : 1 }}>{comment.text || '—'}</div>
      {comment.rubricComment && <Tag>{comment.rubricComment.name}</Tag>}
      {comment.hidden && comment.hiddenReason && <Typography.Text type="secondary">{`Reason: ${comment.hiddenReason}`}</Typography.Text>}
      {!readOnly && (
        <div style={{ marginTop: token.marginXS }}>
          {comment.hidden ? (
            <Button size="small" loading={busy} aria-label={`${TEXTS.show} the comment on ${place}`} onClick={() => change(false)}>
              {TEXTS.show}
            </Button>
          ) : hiding ? (
            <Flex vertical gap={token.marginXS}>
              <Input.TextArea
                aria-label={TEXTS.reasonLabel}
                placeholder={TEXTS.reasonLabel}
                value={reason}
                maxLength={MAX_HIDDEN_REASON}
                showCount
                autoSize={{ minRows: 2, maxRows: 5 }}
                onChange={(event) => setReason(event.target.value)}
              />
              <Flex gap={token.marginXS} wrap>
                <Button size="small" danger type="primary" loading={busy} onClick={() => change(true)}>
                  {TEXTS.hideConfirm}
                </Button>
                <Button size="small" onClick={() => setHiding(false)}>
                  Cancel
                </Button>
              </Flex>
            </Flex>
          ) : (
            <Button size="small" aria-label={`${TEXTS.hide} the comment on ${place}`} onClick={() => setHiding(true)}>
              {TEXTS.hide}
            </Button>
          )}
          {failed && <Alert type="error" showIcon style={{ marginTop: token.marginXS }} title={TEXTS.changeFailed} />}
        </div>
      )}
    </List.Item>
  );
}

function ReviewBody({ review, moderation, zone, readOnly }: { review: PeerReviewDetail; moderation: Moderation; zone: string; readOnly: boolean }) {
  const { token } = theme.useToken();
  const submitted = review.state === 'submitted' || review.state === 'late';
  const canApprove = !readOnly && review.approval && submitted && review.approvedAt === null;
  return (
    <Flex vertical gap={token.margin}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Reviewer">{review.reviewer}</Descriptions.Item>
        <Descriptions.Item label="Submission">
          <Link to={`/code/${review.submission}`}>{`Submission ${review.submission}`}</Link>
          {review.authors.length > 0 && <div>{review.authors.join(', ')}</div>}
        </Descriptions.Item>
        <Descriptions.Item label="Authors see">{`Reviewer ${review.ordinal}`}</Descriptions.Item>
        <Descriptions.Item label="State">
          <Tag color={REVIEW_STATE_LABELS[review.state].color}>{REVIEW_STATE_LABELS[review.state].label}</Tag>
          {review.submittedAt && formatCourseDate(review.submittedAt, zone)}
        </Descriptions.Item>
        {review.approval && (
          <Descriptions.Item label="Approved">{review.approvedAt ? formatCourseDate(review.approvedAt, zone) : TEXTS.waitingForApproval}</Descriptions.Item>
        )}
        <Descriptions.Item label="Helpfulness">{ratingsText(review.ratings)}</Descriptions.Item>
      </Descriptions>
      {canApprove && (
        <div>
          <Button type="primary" loading={moderation.approve.isPending} onClick={() => moderation.approve.mutate()}>
            {TEXTS.approve}
          </Button>
        </div>
      )}
      {moderation.approve.isError && <Alert type="error" showIcon title={TEXTS.approveFailed} />}
      <section aria-label="Comments of the review">
        <Typography.Title level={5} style={{ marginTop: 0 }}>{`Comments (${review.comments.length})`}</Typography.Title>
        <List
          size="small"
          bordered
          dataSource={review.comments}
          locale={{ emptyText: TEXTS.noComments }}
          renderItem={(comment) => <CommentItem key={comment.id} comment={comment} visibility={moderation.visibility} readOnly={readOnly} />}
        />
      </section>
    </Flex>
  );
}

function DrawerContent({ assignmentId, reviewId, zone, readOnly }: { assignmentId: number; reviewId: number; zone: string; readOnly: boolean }) {
  const moderation = useReviewModeration(assignmentId, reviewId);
  if (moderation.detail.isPending) return <Typography.Text type="secondary">Loading the review…</Typography.Text>;
  if (moderation.detail.isError) return <Alert type="error" showIcon title="The review could not be loaded." />;
  return <ReviewBody review={moderation.detail.data} moderation={moderation} zone={zone} readOnly={readOnly} />;
}

export function ReviewDrawer(props: { assignmentId: number; reviewId: number | null; zone: string; readOnly: boolean; onClose(): void }) {
  const { assignmentId, reviewId, zone, readOnly, onClose } = props;
  return (
    <Drawer open={reviewId !== null} onClose={onClose} title="Peer review" size="min(560px, 100vw)" destroyOnHidden>
      {reviewId !== null && <DrawerContent assignmentId={assignmentId} reviewId={reviewId} zone={zone} readOnly={readOnly} />}
    </Drawer>
  );
}
