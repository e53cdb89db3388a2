import { Empty } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { useSession } from '../../../session/SessionContext';
import { ADMIN_BASE_PATH } from '../../../routing/adminPaths';
import { CreateCourseButton } from '../courses/CreateCourseButton';

// The console's states other than a course open in it.

export { LoadFailed, LoadingState } from '../../../components/LoadStates';

/** The caller administers no course: say how to get one. */
export function NoCoursesYet() {
  const { user } = useSession();
  return (
    <Empty
      description={
        user.canCreateCourses
          ? "You don't have any courses yet. Create a course to get started."
          : "You don't administer any course. Ask an admin of your course to add you as an admin."
      }
    >
      <CreateCourseButton type="primary" />
    </Empty>
  );
}

/** The URL names a course the caller does not administer (or one that was renamed). */
export function CourseNotFound({ name, period }: { name: string; period?: string }) {
  return (
    <Empty description={<CourseNotFoundText name={name} period={period} />}>
      <ButtonLink to={ADMIN_BASE_PATH} type="primary">
        Back to your courses
      </ButtonLink>
    </Empty>
  );
}

function CourseNotFoundText({ name, period }: { name: string; period?: string }) {
  return (
    <>
      <strong style={{ display: 'block', fontSize: '1.15em' }}>Course not found</strong>
      None of the courses you administer is called “{name}”{period === undefined ? '' : ` in ${period}`}. It may
      have been renamed, or you may not be one of its admins.
    </>
  );
}
