import { Flex, Statistic, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { CourseSummary, StudentCourseView } from '@marginalia/contracts';
import { fetchStudentCourse, studentQueryKeys } from '../../../api/student';
import { AssignmentView } from '../assignment/AssignmentView';
import { AssignmentNotFound, LoadFailed, LoadingState } from '../shell/StudentStates';
import { studentPath } from '../studentPaths';
import { PeerReviewsSection } from '../peer-review/PeerReviewsSection';
import { AssignmentList } from './AssignmentList';

/** Credits the student has left in the course, or null when the course does not count late days. */
export function lateDaysLeft(view: Pick<StudentCourseView, 'lateDayCreditsAllowable' | 'lateDayCreditsUsed'>): number | null {
  if (view.lateDayCreditsAllowable === null) return null;
  return Math.max(0, view.lateDayCreditsAllowable - view.lateDayCreditsUsed);
}

export function useStudentCourse(courseId: number) {
  return useQuery({ queryKey: studentQueryKeys.course(courseId), queryFn: () => fetchStudentCourse(courseId) });
}

/** One course: its assignments and peer reviews, or the one assignment the URL names. */
export function CourseView({ summary, assignmentName }: { summary: CourseSummary; assignmentName: string | undefined }) {
  const { token } = theme.useToken();
  const course = useStudentCourse(summary.id);
  const view = course.data;
  const left = view ? lateDaysLeft(view) : null;

  let body;
  if (course.isPending) body = <LoadingState label="Loading the assignments" />;
  else if (course.isError || !view) body = <LoadFailed what="the assignments" onRetry={() => void course.refetch()} />;
  else if (assignmentName === undefined) {
    body = (
      <>
        <AssignmentList view={view} course={summary} />
        <PeerReviewsSection courseId={summary.id} timeZone={view.timezone} />
      </>
    );
  }
  else {
    const assignment = view.assignments.find((candidate) => candidate.name === assignmentName);
    body = assignment ? (
      <AssignmentView view={view} assignment={assignment} course={summary} />
    ) : (
      <AssignmentNotFound name={assignmentName} backTo={studentPath(summary)} />
    );
  }

  return (
    <section aria-labelledby="student-course-heading">
      <Flex justify="space-between" align="flex-start" wrap gap={token.marginMD} style={{ marginBottom: token.marginMD }}>
        <div>
          <h2 id="student-course-heading" style={{ margin: 0, fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
            {summary.name}
          </h2>
          <span style={{ color: token.colorTextSecondary }}>{summary.period}</span>
        </div>
        {left !== null && view && (
          <Statistic
            title="Late days left"
            value={left}
            suffix={`of ${view.lateDayCreditsAllowable}`}
            styles={{ content: { fontSize: token.fontSizeHeading4 } }}
          />
        )}
      </Flex>
      {body}
    </section>
  );
}
