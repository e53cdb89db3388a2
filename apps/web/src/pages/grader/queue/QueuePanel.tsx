import { Alert, Button, Flex, Progress, Skeleton, Statistic, Typography, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { SubmissionOverview } from '@marginalia/contracts';
import { fetchQueueLength } from '../../../api/grading';
import { gradingQueryKeys } from '../../../api/gradingQueryKeys';
import { plural } from '../../../format/plural';
import { ProductTip } from '../../../components/ProductTip';

interface QueuePanelProps {
  assignmentId: number;
  /** Why claiming is not possible here, or null when it is. */
  blockedReason: string | null;
  claiming: boolean;
  onClaim: () => void;
  counts: SubmissionOverview['counts'] | undefined;
}

/** The default tab: one big button to take the next submission, the queue's length and the grading progress. */
export function QueuePanel({ assignmentId, blockedReason, claiming, onClaim, counts }: QueuePanelProps) {
  const { token } = theme.useToken();
  const queueLength = useQuery({
    queryKey: gradingQueryKeys.queueLength(assignmentId),
    queryFn: () => fetchQueueLength(assignmentId),
    // Other graders claim at the same time; the length shown on opening the tab should be today's.
    staleTime: 0,
  });

  return (
    <Flex vertical gap={token.marginLG} style={{ maxWidth: 640 }}>
      <ProductTip id="gradingQueue" title="Grade from the queue">
        Grade next submission gives you the oldest waiting submission and claims it for you, so no two graders take the same one.
        Finalize it when you are done; your own submissions stay under My submissions.
      </ProductTip>
      {blockedReason && <Alert type="warning" showIcon title={blockedReason} />}
      <Flex gap={token.marginLG} align="center" wrap>
        <Button type="primary" size="large" onClick={onClaim} loading={claiming} disabled={blockedReason !== null}>
          Grade next submission
        </Button>
        <Statistic
          title="Waiting in the queue"
          loading={queueLength.isPending}
          value={queueLength.isError ? '—' : (queueLength.data ?? 0)}
        />
      </Flex>
      <GradingProgress counts={counts} />
    </Flex>
  );
}

function GradingProgress({ counts }: { counts: SubmissionOverview['counts'] | undefined }) {
  const { token } = theme.useToken();
  if (!counts) return <Skeleton active paragraph={{ rows: 1 }} />;
  const { total, finalized, inProgress, unclaimed } = counts;
  const percentOf = (part: number) => (total === 0 ? 0 : Math.round((part / total) * 1000) / 10);
  return (
    <section aria-label="Grading progress">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Progress
      </Typography.Title>
      <Progress
        percent={percentOf(finalized + inProgress)}
        strokeColor={token.colorInfoBorder}
        success={{ percent: percentOf(finalized), strokeColor: token.colorSuccess }}
        format={() => `${percentOf(finalized)}% finalized`}
        aria-label={`${finalized} of ${plural(total, 'submission')} finalized`}
      />
      <Flex gap={token.marginXL} wrap style={{ marginTop: token.marginSM }}>
        <Statistic title="Finalized" value={finalized} />
        <Statistic title="In progress" value={inProgress} />
        <Statistic title="Unclaimed" value={unclaimed} />
        <Statistic title="Total" value={total} />
      </Flex>
    </section>
  );
}
