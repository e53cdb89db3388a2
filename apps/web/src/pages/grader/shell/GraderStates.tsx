import { Empty } from 'antd';
import { ButtonLink } from '../../../components/ButtonLink';

// The console's states other than an assignment open in it.

export function NoGraderCourses() {
  return <Empty description="You don't grade any course yet. Ask an admin of your course to add you as a grader." />;
}

export function NoAssignmentsYet() {
  return <Empty description="No assignments yet. Assignments appear here once an admin of the course creates them." />;
}

/** The URL names a course or assignment the caller cannot grade (or one that was renamed). */
export function NotFoundHere({ what, name, back }: { what: 'course' | 'assignment'; name: string; back: string }) {
  return (
    <Empty
      description={
        <>
          <strong style={{ display: 'block', fontSize: '1.15em' }}>{what === 'course' ? 'Course not found' : 'Assignment not found'}</strong>
          {what === 'course'
            ? `None of the courses you grade is called “${name}”. It may have been renamed, or you may not be one of its graders.`
            : `This course has no assignment called “${name}”. It may have been renamed or deleted.`}
        </>
      }
    >
      <ButtonLink to={back} type="primary">
        {what === 'course' ? 'Back to your courses' : 'Back to the course'}
      </ButtonLink>
    </Empty>
  );
}
