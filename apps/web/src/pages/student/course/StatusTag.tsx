import { Tag } from 'antd';
import { STUDENT_STATUS_LABELS, type StudentAssignmentStatus } from '@marginalia/contracts';

// antd's preset colours follow the theme (light and dark); "submitted" is blue because the processing
// preset shares the primary green with "feedback available".
const COLORS: Record<StudentAssignmentStatus, string> = {
  notSubmitted: 'default',
  submitted: 'blue',
  inGrading: 'warning',
  feedbackAvailable: 'success',
};

export function StatusTag({ status }: { status: StudentAssignmentStatus }) {
  return <Tag color={COLORS[status]}>{STUDENT_STATUS_LABELS[status]}</Tag>;
}

export function LateTag({ label = 'Late' }: { label?: string }) {
  return <Tag color="error">{label}</Tag>;
}
