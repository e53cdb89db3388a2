import { theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { courseQueryKeys, fetchMyCourses } from '../../api/courses';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePreferences } from '../../preferences/PreferencesContext';
import { findCourseByRoute, pickDefaultCourse } from '../../routing/adminPaths';
import { useRememberCourse } from '../../preferences/useRememberCourse';
import { CourseView } from './course/CourseView';
import { StudentCourseSider } from './shell/StudentCourseSider';
import { StudentFrame } from './shell/StudentFrame';
import { LoadFailed, LoadingState, NoStudentCourses, StudentCourseNotFound } from './shell/StudentStates';

export const STUDENT_CONSOLE_TITLE = 'Student Console';

/**
 * The student console (docs/PRODUCT.md §2): /student/:courseName?/:period?/:assignmentName?. Without a course in the
 * URL it opens the remembered course, else the first, in place, as the admin console does.
 */
export default function StudentConsole() {
  usePageTitle(STUDENT_CONSOLE_TITLE);
  const { token } = theme.useToken();
  const { courseName, period, assignmentName } = useParams();
  const { defaultCourse } = usePreferences();
  const mine = useQuery({ queryKey: courseQueryKeys.mine, queryFn: fetchMyCourses });
  const courses = mine.data?.studentCourses ?? [];
  const selected = courseName === undefined ? pickDefaultCourse(courses, defaultCourse) : findCourseByRoute(courses, courseName, period);
  useRememberCourse(selected?.id);

  let body;
  if (mine.isPending) body = <LoadingState label="Loading your courses" />;
  else if (mine.isError) body = <LoadFailed what="your courses" onRetry={() => void mine.refetch()} />;
  else if (courses.length === 0) body = <NoStudentCourses />;
  else if (!selected) body = <StudentCourseNotFound name={courseName ?? ''} period={period} />;
  else body = <CourseView key={selected.id} summary={selected} assignmentName={assignmentName} />;

  return (
    <StudentFrame sider={<StudentCourseSider courses={courses} selectedId={selected?.id} />}>
      <PageHeading style={{ fontSize: token.fontSizeHeading4, color: token.colorTextSecondary, marginBottom: token.marginXS }}>
        {STUDENT_CONSOLE_TITLE}
      </PageHeading>
      {body}
    </StudentFrame>
  );
}
