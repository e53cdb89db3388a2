import { theme } from 'antd';
import { useParams } from 'react-router';
import type { CourseSummary } from '@marginalia/contracts';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePreferences } from '../../preferences/PreferencesContext';
import { LoadFailed, LoadingState } from '../../components/LoadStates';
import { findGraderCourse, GRADER_BASE_PATH, graderPanelOf, graderPath, pickDefaultAssignment, type GraderPanel } from '../../routing/graderPaths';
import { AssignmentWorkspace } from './AssignmentWorkspace';
import { GraderFrame } from './shell/GraderFrame';
import { GraderSider } from './shell/GraderSider';
import { NoAssignmentsYet, NoGraderCourses, NotFoundHere } from './shell/GraderStates';
import { useCourseAssignments, useGraderCourses, useRememberChoice } from './shell/useGraderData';

export const GRADER_CONSOLE_TITLE = 'Grader Console';

/**
 * The grader console (docs/PRODUCT.md §2): /grader/:courseName?/:period?/:assignmentName?/:panelName1?. Without a course
 * or assignment in the URL it opens the remembered one, else the first, in place, like the admin console.
 */
export default function GraderConsole() {
  usePageTitle(GRADER_CONSOLE_TITLE);
  const { token } = theme.useToken();
  const { courseName, period, assignmentName, panelName1 } = useParams();
  const { defaultCourse, defaultAssignment } = usePreferences();
  const mine = useGraderCourses();
  const courses = mine.courses ?? [];
  const course =
    courseName === undefined
      ? (courses.find((candidate) => candidate.id === defaultCourse) ?? courses[0])
      : findGraderCourse(courses, courseName, period);
  const assignmentsQuery = useCourseAssignments(course?.id);
  const assignments = assignmentsQuery.data;
  const assignment =
    assignments &&
    (assignmentName === undefined
      ? pickDefaultAssignment(assignments, defaultAssignment)
      : assignments.find((candidate) => candidate.name === assignmentName));
  const panel = graderPanelOf(panelName1);
  useRememberChoice(course?.id, assignment?.id);

  let body;
  if (mine.isPending) body = <LoadingState label="Loading your courses" />;
  else if (mine.isError) body = <LoadFailed what="your courses" onRetry={() => void mine.refetch()} />;
  else if (courses.length === 0) body = <NoGraderCourses />;
  else if (!course) body = <NotFoundHere what="course" name={courseName ?? ''} back={GRADER_BASE_PATH} />;
  else body = courseBody(course);

  // A plain function, not a component: a component defined here would remount the workspace on every render.
  function courseBody(shown: CourseSummary) {
    if (assignmentsQuery.isPending) return <LoadingState label="Loading the assignments" />;
    if (assignmentsQuery.isError) return <LoadFailed what="the assignments" onRetry={() => void assignmentsQuery.refetch()} />;
    if (assignmentsQuery.data.length === 0) return <NoAssignmentsYet />;
    if (!assignment) return <NotFoundHere what="assignment" name={assignmentName ?? ''} back={graderPath(shown)} />;
    return (
      <AssignmentWorkspace
        key={assignment.id}
        course={shown}
        assignment={assignment}
        panel={panel}
        isAdmin={mine.adminCourseIds.has(shown.id)}
      />
    );
  }

  return (
    <GraderFrame
      heading={
        <PageHeading style={{ fontSize: token.fontSizeHeading4, color: token.colorTextSecondary, marginBottom: token.marginXS }}>
          {GRADER_CONSOLE_TITLE}
        </PageHeading>
      }
      sider={
        <GraderSider
          courses={courses}
          selected={course}
          assignments={assignments}
          selectedAssignmentId={assignment?.id}
          panel={panel satisfies GraderPanel}
        />
      }
    >
      {body}
    </GraderFrame>
  );
}
