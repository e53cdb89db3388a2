import { Modal } from 'antd';
import type { Assignment } from '@marginalia/contracts';
import type { AssignmentActions } from './useAssignments';

/** Confirms deleting an assignment by name, saying what goes with it. */
export function DeleteAssignmentDialog({ assignment, remove, onClose }: { assignment: Assignment; remove: AssignmentActions['remove']; onClose: () => void }) {
  return (
    <Modal
      open
      title={`Delete ${assignment.name}?`}
      okText="Delete assignment"
      okButtonProps={{ danger: true }}
      confirmLoading={remove.isPending}
      // The generic call has already shown a failure; the dialog stays open so the admin can retry or cancel.
      onOk={() => remove.mutate(assignment.id, { onSuccess: onClose })}
      onCancel={onClose}
    >
      All of its submissions, comments, grades and its rubric are deleted with it. This cannot be undone.
    </Modal>
  );
}
