import { theme } from 'antd';
import { useParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { usePreferences } from '../../preferences/PreferencesContext';
import { findCourseByRoute, panelOf, pickDefaultCourse } from '../../routing/adminPaths';
import { AdminFrame } from './shell/AdminFrame';
import { CourseNotFound, LoadFailed, LoadingState, NoCoursesYet } from './shell/ConsoleStates';
import { CourseSider } from './shell/CourseSider';
import { CourseWorkspace } from './shell/CourseWorkspace';
import { useRememberCourse } from '../../preferences/useRememberCourse';
import { useAdminCourses } from './shell/useAdminCourses';

export const ADMIN_CONSOLE_TITLE = 'Admin Console';

/**
 * The admin console (docs/PRODUCT.md §2): /admin/:courseName?/:period?/:panelName1?/:panelName2?. Without a course in
 * the URL it opens the remembered course, else the first, in place: /admin stays /admin, so the console's
 * own address keeps working as a bookmark while each course and panel has a link of its own.
 */
export default function AdminConsole() {
  usePageTitle(ADMIN_CONSOLE_TITLE);
  const { token } = theme.useToken();
  const { courseName, period, panelName1, panelName2 } = useParams();
  const { defaultCourse } = usePreferences();
  const mine = useAdminCourses();
  const courses = mine.courses ?? [];
  const selected =
    courseName === undefined ? pickDefaultCourse(courses, defaultCourse) : findCourseByRoute(courses, courseName, period);
  const panel = panelOf(panelName1);
  useRememberCourse(selected?.id);

  let body;
  if (mine.isPending) body = <LoadingState label="Loading your courses" />;
  else if (mine.isError) body = <LoadFailed what="your courses" onRetry={() => void mine.refetch()} />;
  else if (courses.length === 0) body = <NoCoursesYet />;
  else if (!selected) body = <CourseNotFound name={courseName ?? ''} period={period} />;
  else body = <CourseWorkspace key={selected.id} summary={selected} panel={panel} subPanel={panelName2} />;

  return (
    <AdminFrame sider={<CourseSider courses={courses} selectedId={selected?.id} panel={panel} subPanel={panelName2} />}>
      <PageHeading style={{ fontSize: token.fontSizeHeading4, color: token.colorTextSecondary, marginBottom: token.marginXS }}>
        {ADMIN_CONSOLE_TITLE}
      </PageHeading>
      {body}
    </AdminFrame>
  );
}
