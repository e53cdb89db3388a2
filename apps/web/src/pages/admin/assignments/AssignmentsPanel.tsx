import { useState } from 'react';
import { Button, Empty, Flex, theme } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Assignment, Course } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';
import { adminCoursePath } from '../../../routing/adminPaths';
import { LoadFailed, LoadingState } from '../shell/ConsoleStates';
import { AssignmentDetail } from './AssignmentDetail';
import { AssignmentsTable } from './AssignmentsTable';
import { CreateAssignmentDialog } from './CreateAssignmentDialog';
import { DeleteAssignmentDialog } from './DeleteAssignmentDialog';
import { useAssignmentActions, useCourseAssignments } from './useAssignments';

/**
 * The Assignments tab: the course's assignments in order (panelName2 absent), or one assignment's settings
 * and rubric (panelName2 = its name).
 */
export function AssignmentsPanel({ course, subPanel }: { course: Course; subPanel: string | undefined }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const assignments = useCourseAssignments(course.id);
  const actions = useAssignmentActions(course.id);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Assignment | null>(null);

  if (assignments.isPending) return <LoadingState label="Loading the assignments" />;
  if (assignments.isError) return <LoadFailed what="the assignments" onRetry={() => void assignments.refetch()} />;
  const list = assignments.data;

  if (subPanel !== undefined) {
    const assignment = list.find((candidate) => candidate.name === subPanel);
    if (!assignment) {
      return (
        <Empty description={`This course has no assignment called “${subPanel}”. It may have been renamed or deleted.`}>
          <ButtonLink to={adminCoursePath(course, 'assignments')} type="primary">
            All assignments
          </ButtonLink>
        </Empty>
      );
    }
    return <AssignmentDetail course={course} assignment={assignment} actions={actions} />;
  }

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
        <span style={{ color: token.colorTextSecondary }}>
          {course.archived ? 'Assignments of an archived course cannot change.' : 'Drag the handles to change the order students and graders see.'}
        </span>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} disabled={course.archived}>
          New assignment
        </Button>
      </Flex>
      {list.length === 0 ? (
        <Empty description="No assignments yet. Create one, then write its rubric and open it for uploads." />
      ) : (
        <AssignmentsTable course={course} assignments={list} actions={actions} onDelete={setDeleting} />
      )}
      {creating && (
        <CreateAssignmentDialog
          course={course}
          assignments={list}
          create={actions.create}
          onClose={() => setCreating(false)}
          onCreated={(created) => {
            setCreating(false);
            void navigate(adminCoursePath(course, 'assignments', created.name));
          }}
        />
      )}
      {deleting && <DeleteAssignmentDialog assignment={deleting} remove={actions.remove} onClose={() => setDeleting(null)} />}
    </div>
  );
}
