import { Typography, theme } from 'antd';
import type { Assignment, Course } from '@marginalia/contracts';
import { RubricEditor } from '../rubric/RubricEditor';
import { PEER_RUBRIC_TEXTS } from './peerReviewTexts';

/**
 * The peer rubric of the Peer review tab (docs/PEER-REVIEW.md, "The peer rubric"), shown when the stage's rubric is
 * `peer`: the assignment's rubric editor, working on the peer rubric.
 */
export function PeerRubricSection({ course, assignment }: { course: Course; assignment: Assignment }) {
  const { token } = theme.useToken();
  return (
    <section aria-labelledby="peer-review-rubric">
      <h4 id="peer-review-rubric" style={{ margin: `${token.margin}px 0 ${token.marginXS}px`, color: token.colorTextHeading }}>
        {PEER_RUBRIC_TEXTS.title}
      </h4>
      <Typography.Paragraph type="secondary">{PEER_RUBRIC_TEXTS.help}</Typography.Paragraph>
      <RubricEditor course={course} assignment={assignment} source="peer" />
    </section>
  );
}
