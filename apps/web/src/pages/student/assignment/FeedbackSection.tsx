import { Alert, Flex, Statistic, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { regradeLinkPath, REVISION_TEXTS, type StudentAssignment } from '@marginalia/contracts';
import { Link } from 'react-router';
import { fetchAssignmentStatistics, studentQueryKeys } from '../../../api/student';
import { ButtonLink } from '../../../components/ButtonLink';
import { formatGrade, GradeHistogram, StatisticsSummary } from '../../../components/GradeHistogram';
import { LoadingState } from '../shell/StudentStates';

/** Published feedback: the grade (unless the assignment hides it), the way to the feedback, and how the class did. */
export function FeedbackSection({ assignment }: { assignment: StudentAssignment }) {
  const { token } = theme.useToken();
  const change = assignment.gradeChange;
  return (
    <Flex vertical gap={token.marginMD}>
      {assignment.beingRevised && <Alert type="info" showIcon title={REVISION_TEXTS.studentBanner} description={REVISION_TEXTS.studentExplanation} />}
      {change && (
        <Alert
          type="warning"
          showIcon
          title={`Your grade changed from ${formatGrade(change.from)} to ${formatGrade(change.to)}.`}
          description="Your course staff changed the grading after you had seen it. Open your feedback to see the current comments."
        />
      )}
      <Flex align="center" gap={token.marginLG} wrap>
        {assignment.grade !== null && (
          <Statistic title="Your grade" value={formatGrade(assignment.grade)} suffix={`/ ${formatGrade(assignment.points)}`} />
        )}
        {assignment.submission !== null && (
          <ButtonLink type="primary" to={`/code/${assignment.submission}`}>
            View feedback
          </ButtonLink>
        )}
        {assignment.submission !== null && assignment.canRequestRegrade && (
          // Opens the submission view with the request form beside the feedback it is about.
          <ButtonLink to={regradeLinkPath(assignment.submission, 'write')}>Request regrade</ButtonLink>
        )}
        {assignment.submission !== null && assignment.regradeRequested && <Link to={regradeLinkPath(assignment.submission)}>Regrade requested</Link>}
      </Flex>
      {assignment.showStatistics && <ClassStatistics assignmentId={assignment.id} ownGrade={assignment.grade} />}
    </Flex>
  );
}

function ClassStatistics({ assignmentId, ownGrade }: { assignmentId: number; ownGrade: number | null }) {
  const { token } = theme.useToken();
  const statistics = useQuery({ queryKey: studentQueryKeys.statistics(assignmentId), queryFn: () => fetchAssignmentStatistics(assignmentId) });
  if (statistics.isPending) return <LoadingState label="Loading the class statistics" />;
  if (statistics.isError) return <Alert type="info" showIcon title="The class statistics could not be loaded." />;
  return (
    <section aria-label="Class statistics">
      <h4 style={{ margin: `0 0 ${token.marginXS}px`, color: token.colorTextHeading }}>How the class did</h4>
      <StatisticsSummary statistics={statistics.data} />
      <GradeHistogram statistics={statistics.data} highlight={ownGrade} />
    </section>
  );
}
