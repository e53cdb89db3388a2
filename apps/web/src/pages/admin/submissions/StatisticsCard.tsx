import { Card, Flex, Skeleton, Typography } from 'antd';
import type { AssignmentStatistics, SubmissionOverview } from '@marginalia/contracts';
import { GradeHistogram, StatisticsSummary } from '../../../components/GradeHistogram';

interface Props {
  statistics: AssignmentStatistics | undefined;
  counts: SubmissionOverview['counts'] | undefined;
  failed: boolean;
}

/** How grading stands (counts per state) and how the finalized grades spread. */
export function StatisticsCard({ statistics, counts, failed }: Props) {
  return (
    <Card size="small" title="Statistics">
      {counts && (
        <Typography.Paragraph type="secondary" aria-label="Grading progress">
          {counts.total} {counts.total === 1 ? 'submission' : 'submissions'}: {counts.finalized} finalized, {counts.inProgress} in progress,{' '}
          {counts.unclaimed} unclaimed · {counts.missing} {counts.missing === 1 ? 'student has' : 'students have'} not submitted
        </Typography.Paragraph>
      )}
      {failed ? (
        <Typography.Text type="secondary">The statistics could not be loaded.</Typography.Text>
      ) : statistics ? (
        <Flex vertical gap={16}>
          <StatisticsSummary statistics={statistics} />
          <GradeHistogram statistics={statistics} />
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} />
      )}
    </Card>
  );
}
