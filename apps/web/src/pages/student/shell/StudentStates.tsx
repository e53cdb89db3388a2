import { Empty } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { STUDENT_BASE_PATH } from '../studentPaths';

// The console's states other than a course or assignment open in it.

export { LoadFailed, LoadingState } from '../../../components/LoadStates';

export function NoStudentCourses() {
  return <Empty description="You are not a student in any course yet. Join a course with the invite code your instructor gave you." />;
}

export function StudentCourseNotFound({ name, period }: { name: string; period?: string }) {
  return (
    <Empty
      description={
        <>
          <strong style={{ display: 'block', fontSize: '1.15em' }}>Course not found</strong>
          None of your courses is called “{name}”{period === undefined ? '' : ` in ${period}`}. It may have been renamed.
        </>
      }
    >
      <ButtonLink to={STUDENT_BASE_PATH} type="primary">
        Back to your courses
      </ButtonLink>
    </Empty>
  );
}

export function AssignmentNotFound({ name, backTo }: { name: string; backTo: string }) {
  return (
    <Empty
      description={
        <>
          <strong style={{ display: 'block', fontSize: '1.15em' }}>Assignment not found</strong>
          This course has no assignment called “{name}” that you can see.
        </>
      }
    >
      <ButtonLink to={backTo} type="primary">
        Back to the assignments
      </ButtonLink>
    </Empty>
  );
}
