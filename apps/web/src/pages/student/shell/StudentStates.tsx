import { Alert, Button, Empty, Flex, Spin } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';
import { STUDENT_BASE_PATH } from '../studentPaths';

// The console's states other than a course or assignment open in it.

export function LoadingState({ label }: { label: string }) {
  return (
    <Flex justify="center" style={{ padding: 48 }} role="status" aria-label={label}>
      <Spin />
    </Flex>
  );
}

export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`Could not load ${what}.`}
      description="Check your connection, then try again."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}

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
