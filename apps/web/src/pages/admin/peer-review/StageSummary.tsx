import { useState } from 'react';
import { Alert, Button, Descriptions, Flex, Popconfirm, Tag, theme } from 'antd';
import type { PeerReviewStage } from '@marginalia/contracts';
import { notifyFailure, validationErrorsOf } from '../../../api/serverErrors';
import { formatCourseDate } from '../../../format/courseDate';
import { PEER_REVIEW_TAB_TEXTS as TEXTS, REVIEW_STATE_LABELS, STAGE_STATE_LABELS } from './peerReviewTexts';
import type { usePeerReviewStage } from './usePeerReview';

interface StageSummaryProps {
  stage: PeerReviewStage;
  zone: string;
  move: ReturnType<typeof usePeerReviewStage>['move'];
  readOnly: boolean;
}

/** A refusal's words for the alert beside the buttons; any other failure is announced as usual. */
function refusalOf(error: unknown): string | null {
  const errors = validationErrorsOf(error);
  if (errors) return Object.values(errors).flat().join(' ');
  notifyFailure(error);
  return null;
}

/** Where the stage stands: its state, when it opens and closes, its reviews by state, and "Open now" / "Close now". */
export function StageSummary({ stage, zone, move, readOnly }: StageSummaryProps) {
  const { token } = theme.useToken();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const state = STAGE_STATE_LABELS[stage.state];

  function run(to: 'open' | 'close') {
    setRefusal(null);
    setDone(null);
    move.mutate(to, {
      onSuccess: () => setDone(to === 'open' ? TEXTS.opened : TEXTS.closed),
      onError: (error) => setRefusal(refusalOf(error)),
    });
  }

  let opens = TEXTS.noOpening as string;
  if (stage.effectiveOpensAt) {
    opens = formatCourseDate(stage.effectiveOpensAt, zone);
    if (stage.opensAt === null && stage.openedAt === null) opens += ` (${TEXTS.opensAtDueDate})`;
  }
  const closes = stage.closesAt ? formatCourseDate(stage.closesAt, zone) : TEXTS.noClosing;
  const counts = (Object.keys(REVIEW_STATE_LABELS) as (keyof typeof REVIEW_STATE_LABELS)[])
    .map((key) => `${stage.reviews[key]} ${REVIEW_STATE_LABELS[key].label.toLowerCase()}`)
    .join(' · ');

  return (
    <section aria-label="Peer review state" style={{ marginBottom: token.margin }}>
      <Flex wrap gap={token.marginXS} align="center" style={{ marginBottom: token.marginXS }}>
        <Tag color={state.color} aria-label={`Peer review: ${state.label}`}>
          {state.label}
        </Tag>
        {stage.state === 'scheduled' && (
          <Popconfirm title={TEXTS.openConfirm} okText={TEXTS.openNow} cancelText="Cancel" onConfirm={() => run('open')} disabled={readOnly}>
            <Button size="small" type="primary" loading={move.isPending} disabled={readOnly}>
              {TEXTS.openNow}
            </Button>
          </Popconfirm>
        )}
        {stage.state === 'open' && (
          <Popconfirm title={TEXTS.closeConfirm} okText={TEXTS.closeNow} cancelText="Cancel" onConfirm={() => run('close')} disabled={readOnly}>
            <Button size="small" danger loading={move.isPending} disabled={readOnly}>
              {TEXTS.closeNow}
            </Button>
          </Popconfirm>
        )}
      </Flex>
      {stage.openError && <Alert type="warning" showIcon title={TEXTS.cannotOpen} description={stage.openError} style={{ marginBottom: token.marginXS }} />}
      {refusal && <Alert type="error" showIcon title={refusal} closable onClose={() => setRefusal(null)} style={{ marginBottom: token.marginXS }} />}
      {done && <Alert type="success" showIcon title={done} closable onClose={() => setDone(null)} style={{ marginBottom: token.marginXS }} />}
      <Descriptions size="small" column={{ xs: 1, sm: 1, md: 2 }} bordered={false}>
        <Descriptions.Item label={stage.openedAt ? 'Opened' : 'Opens'}>{stage.openedAt ? formatCourseDate(stage.openedAt, zone) : opens}</Descriptions.Item>
        <Descriptions.Item label={stage.closedAt ? 'Closed' : 'Closes'}>{stage.closedAt ? formatCourseDate(stage.closedAt, zone) : closes}</Descriptions.Item>
        <Descriptions.Item label="Reviews">{counts}</Descriptions.Item>
      </Descriptions>
    </section>
  );
}
