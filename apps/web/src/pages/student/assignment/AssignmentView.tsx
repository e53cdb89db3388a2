import type { ReactNode } from 'react';
import { Alert, Descriptions, Divider, Empty, Flex, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { CourseSummary, StudentAssignment, StudentCourseView } from '@marginalia/contracts';
import { useSession } from '../../../session/SessionContext';
import { plural } from '../../../format/plural';
import { formatDueDate } from '../course/dates';
import { StatusTag } from '../course/StatusTag';
import { studentPath } from '../studentPaths';
import { ButtonLink } from '../../../components/ButtonLink';
import { AssignmentSection } from './AssignmentSection';
import { FeedbackSection } from './FeedbackSection';
import { FileTree } from './FileTree';
import { LeaderboardSection } from './LeaderboardSection';
import { lateUploadNotice } from './lateNotice';
import { TestsSection } from './TestsSection';
import { UploadPanel } from './UploadPanel';

interface AssignmentViewProps {
  view: StudentCourseView;
  assignment: StudentAssignment;
  course: CourseSummary;
  /** For tests: the moment the due date is judged against. */
  now?: Date;
}

/** Why the upload area is not offered, or null when it is. */
function uploadsClosedReason(assignment: StudentAssignment): ReactNode | null {
  if (assignment.status === 'feedbackAvailable') {
    return (
      <>
        Your feedback is available, so this submission can no longer be changed.{' '}
        {assignment.submission !== null && <Link to={`/code/${assignment.submission}`}>Read your feedback</Link>}
      </>
    );
  }
  if (assignment.uploadLocked) return 'Your submission is being graded, so it can no longer be changed.';
  if (!assignment.allowStudentUpload) return 'Uploads are not open for this assignment.';
  return null;
}

// A grader may claim a submission before the due date; the student can still replace it until then.
const CLAIMED_EARLY_NOTICE = 'A grader has started on your submission. Uploading a new version before the due date sends it back to the grading queue.';

export function AssignmentView({ view, assignment, course, now = new Date() }: AssignmentViewProps) {
  const { token } = theme.useToken();
  const { user } = useSession();
  const partners = assignment.students.filter((email) => email !== user.email.toLowerCase());
  const closed = uploadsClosedReason(assignment);
  const notice = closed === null ? lateUploadNotice(assignment, view, now) : null;

  return (
    <Flex vertical gap={token.marginMD}>
      <Link to={studentPath(course)}>
        <ArrowLeftOutlined aria-hidden /> All assignments
      </Link>
      <Flex align="center" gap={token.marginSM} wrap>
        <h3 style={{ margin: 0, fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>{assignment.name}</h3>
        <StatusTag status={assignment.status} />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 2 }}
        items={[
          { key: 'due', label: 'Due', children: assignment.uploadDueDate ? formatDueDate(assignment.uploadDueDate, view.timezone) : 'No due date' },
          { key: 'points', label: 'Points', children: assignment.points },
          ...(partners.length > 0 ? [{ key: 'partners', label: 'Partners', children: partners.join(', ') }] : []),
          ...(assignment.lateDayCreditsUsed > 0 ? [{ key: 'late', label: 'Late days used', children: plural(assignment.lateDayCreditsUsed, 'day') }] : []),
        ]}
      />
      {assignment.status === 'feedbackAvailable' && (
        <AssignmentSection title="Feedback">
          <FeedbackSection assignment={assignment} />
        </AssignmentSection>
      )}
      <AssignmentSection title="Upload">
        {closed !== null ? (
          <Alert type="info" showIcon title={closed} />
        ) : (
          <Flex vertical gap={token.marginSM}>
            {assignment.status === 'inGrading' && <Alert type="info" showIcon title={CLAIMED_EARLY_NOTICE} />}
            {notice && <Alert type={notice.type} showIcon title={notice.message} />}
            {(!notice || notice.allowed) && (
              <UploadPanel assignmentId={assignment.id} courseId={view.course} />
            )}
          </Flex>
        )}
      </AssignmentSection>
      {assignment.submission !== null && <TestsSection submissionId={assignment.submission} timeZone={view.timezone} />}
      <LeaderboardSection assignmentId={assignment.id} />
      <Divider style={{ margin: 0 }} />
      <AssignmentSection title="Your files">
        {assignment.files.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No files uploaded yet" />
        ) : (
          <Flex vertical gap={token.marginSM}>
            {assignment.submission !== null && assignment.status !== 'feedbackAvailable' && (
              // The code view shows the files as graders will see them, and is where partners are invited.
              <ButtonLink to={`/code/${assignment.submission}`} style={{ alignSelf: 'flex-start' }}>
                Open your submission
              </ButtonLink>
            )}
            <FileTree files={assignment.files} timeZone={view.timezone} />
          </Flex>
        )}
      </AssignmentSection>
    </Flex>
  );
}
