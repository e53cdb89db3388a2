import { useEffect } from 'react';
import { Empty, theme } from 'antd';
import { useParams } from 'react-router';
import { ButtonLink } from '../../../../components/ButtonLink';
import { usePageTitle } from '../../../../hooks/usePageTitle';
import { adminCoursePath, findCourseByRoute } from '../../../../routing/adminPaths';
import { useCourseAssignments } from '../../assignments/useAssignments';
import { CourseNotFound, LoadFailed, LoadingState } from '../../shell/ConsoleStates';
import { useAdminCourses, useCourse } from '../../shell/useAdminCourses';
import { pairIdOf } from '../similarityPaths';
import { PairView } from './PairView';

/**
 * /admin/:courseName/:period/assignments/:assignmentName/similarity/:pairId: one pair on a page of its own, outside
 * the console's frame and its minimum width, so the two sides get the whole window (stacked on phones). The course
 * and assignment are found by name as the console finds them; coming from the Similarity tab they are cached.
 */
export default function SimilarityPairPage() {
  usePageTitle('Similarity');
  const { token } = theme.useToken();
  const { courseName = '', period, assignmentName = '', pairId } = useParams();
  const mine = useAdminCourses();
  const summary = mine.courses ? findCourseByRoute(mine.courses, courseName, period) : undefined;
  const course = useCourse(summary?.id);
  const assignments = useCourseAssignments(summary?.id);
  const id = pairIdOf(pairId);
  // The table that led here may have been far down its page; the pair starts at the top of its own.
  useEffect(() => {
    if (document.scrollingElement) document.scrollingElement.scrollTop = 0;
  }, [pairId]);

  let body;
  if (mine.isPending) body = <LoadingState label="Loading your courses" />;
  else if (mine.isError) body = <LoadFailed what="your courses" onRetry={() => void mine.refetch()} />;
  else if (!summary) body = <CourseNotFound name={courseName} period={period} />;
  else if (course.isPending || assignments.isPending) body = <LoadingState label="Loading the assignment" />;
  else if (course.isError || assignments.isError) body = <LoadFailed what="the assignment" onRetry={() => void Promise.all([course.refetch(), assignments.refetch()])} />;
  else {
    const assignment = assignments.data.find((candidate) => candidate.name === assignmentName);
    if (!assignment || id === null) {
      body = (
        <Empty description={`This course has no assignment called “${assignmentName}”, or no such pair.`}>
          <ButtonLink to={adminCoursePath(summary, 'assignments')} type="primary">
            All assignments
          </ButtonLink>
        </Empty>
      );
    } else {
      body = (
        <>
          <div style={{ color: token.colorTextSecondary, marginBottom: token.marginXS }}>
            {course.data.name}, {course.data.period} · {assignment.name} · Similarity
          </div>
          <PairView course={course.data} assignment={assignment} pairId={id} />
        </>
      );
    }
  }
  return <div style={{ maxWidth: 1600, margin: '0 auto' }}>{body}</div>;
}
