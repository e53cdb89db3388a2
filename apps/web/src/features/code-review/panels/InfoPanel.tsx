import type { ReactNode } from 'react';
import { Alert, Button, Descriptions, Divider, Flex, Tag, Tooltip, Typography, theme } from 'antd';
import type { ReviewPermissions, Submission, SubmissionReview, SubmissionState } from '@marginalia/contracts';
import { SubmissionStateTag } from '../../../components/SubmissionStateTag';
import type { GradeBreakdown } from '../model/types';
import { formatInZone, zoneTitle } from './courseDates';
import { unfinalizeRefusal } from './finishedWork';
import { GradeBreakdownList } from './GradeBreakdownList';
import { GradeHistoryList, type GradeHistoryListProps } from './GradeHistoryList';

export interface InfoPanelProps {
  review: SubmissionReview;
  breakdown: GradeBreakdown;
  permissions: ReviewPermissions;
  busy: boolean;
  onClaim(): void;
  onFinalize(): void;
  onUnfinalize(): void;
  /** Staff: the grade history of the submission (GradeHistoryList); absent for students and the demo. */
  gradeHistory?: Omit<GradeHistoryListProps, 'timeZone'>;
}

export function submissionState(submission: Submission): SubmissionState {
  if (submission.isFinalized) return 'finalized';
  return submission.grader !== null || submission.hasGrader ? 'inProgress' : 'unclaimed';
}

function graderLabel(submission: Submission): string {
  if (submission.grader !== null) return submission.grader;
  // Students may not be told who grades them; they still learn that someone does.
  return submission.hasGrader ? 'Assigned' : 'Unclaimed';
}

function CourseDate({ iso, timeZone }: { iso: string; timeZone: string }) {
  return (
    <time dateTime={iso} title={zoneTitle(timeZone)}>
      {formatInZone(iso, timeZone)}
    </time>
  );
}

/** Who, when and how far: the submission's people, dates, state and grade, and the grading actions. */
export function InfoPanel({ review, breakdown, permissions, busy, onClaim, onFinalize, onUnfinalize, gradeHistory }: InfoPanelProps) {
  const { token } = theme.useToken();
  const { submission, course } = review;
  const allowable = course.lateDayCreditsAllowable;

  const items: { key: string; label: string; children: ReactNode }[] = [
    {
      key: 'students',
      label: submission.students.length === 1 ? 'Student' : 'Students',
      children: (
        <Flex vertical>
          {submission.students.map((student) => (
            <Typography.Text key={student} style={{ fontSize: token.fontSizeSM }} ellipsis={{ tooltip: student }}>
              {student}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    { key: 'grader', label: 'Grader', children: graderLabel(submission) },
    {
      key: 'state',
      label: 'Status',
      children: (
        <Flex gap={token.marginXXS} wrap>
          <SubmissionStateTag state={submissionState(submission)} />
          {review.assignment.gradeFrozen && permissions.role !== 'student' && <Tag color="blue">Grades frozen</Tag>}
        </Flex>
      ),
    },
    { key: 'uploaded', label: 'Uploaded', children: <CourseDate iso={submission.dateUploaded} timeZone={course.timezone} /> },
    { key: 'edited', label: 'Last edited', children: <CourseDate iso={submission.dateEdited} timeZone={course.timezone} /> },
  ];
  if (submission.lateDayCreditsUsed > 0 || allowable !== null) {
    items.push({
      key: 'lateDays',
      label: 'Late days used',
      children: allowable === null ? String(submission.lateDayCreditsUsed) : `${submission.lateDayCreditsUsed} of ${allowable} allowed`,
    });
  }

  const showClaim = permissions.canClaim && submission.grader === null && !submission.isFinalized;
  const showDone = permissions.canFinalize && !submission.isFinalized;
  const showUnfinalize = permissions.canUnfinalize && submission.isFinalized;
  // With the course's "graders cannot reopen", Unfinalize stays in sight, disabled, saying who can reopen the work.
  const refusal = unfinalizeRefusal({ ...review, permissions });

  const staff = permissions.role !== 'student' && permissions.role !== 'demo';

  return (
    <Flex vertical gap={token.marginXS} role="region" aria-label="Submission information" style={{ padding: token.paddingXS }}>
      <Descriptions size="small" column={1} items={items} styles={{ label: { fontSize: token.fontSizeSM }, content: { fontSize: token.fontSizeSM } }} />
      {staff && submission.isFinalized && (
        <Alert
          type="info"
          showIcon
          title={showUnfinalize ? 'Finalized: comments and rubric items are read-only until you unfinalize it.' : 'Finalized: comments and rubric items are read-only.'}
          description={refusal ? <span id="info-unfinalize-refusal">{refusal}.</span> : undefined}
        />
      )}
      {(showClaim || showDone || showUnfinalize || refusal) && (
        <Flex gap={token.marginXS} wrap>
          {showClaim && (
            <Button type="primary" size="small" loading={busy} onClick={onClaim} data-testid="info-claim">
              Claim
            </Button>
          )}
          {showDone && (
            <Button type="primary" size="small" loading={busy} onClick={onFinalize} data-testid="info-done">
              Done
            </Button>
          )}
          {showUnfinalize && (
            <Button size="small" loading={busy} onClick={onUnfinalize} data-testid="info-unfinalize">
              Unfinalize
            </Button>
          )}
          {refusal && (
            <Tooltip title={refusal}>
              <Button size="small" disabled aria-describedby="info-unfinalize-refusal" data-testid="info-unfinalize">
                Unfinalize
              </Button>
            </Tooltip>
          )}
        </Flex>
      )}
      {permissions.showPoints && (
        <>
          <Divider style={{ margin: `${token.marginXXS}px 0` }} titlePlacement="start" plain>
            Grade
          </Divider>
          <GradeBreakdownList breakdown={breakdown} />
        </>
      )}
      {gradeHistory && (
        <>
          <Divider style={{ margin: `${token.marginXXS}px 0` }} titlePlacement="start" plain>
            Grade history
          </Divider>
          <GradeHistoryList {...gradeHistory} timeZone={course.timezone} />
        </>
      )}
    </Flex>
  );
}
