import { Tag } from 'antd';
import { STUDENT_STATUS_LABELS, type StudentAssignmentStatus } from '@marginalia/contracts';

// antd's preset status colours follow the theme (light and dark).
const COLORS: Record<StudentAssignmentStatus, string> = {
  notSubmitted: 'default',
  submitted: 'processing',
  inGrading: 'warning',
  feedbackAvailable: 'success',
};

export function StatusTag({ status }: { status: StudentAssignmentStatus }) {
  return <Tag color={COLORS[status]}>{STUDENT_STATUS_LABELS[status]}</Tag>;
}

export function LateTag({ label = 'Late' }: { label?: string }) {
  return <Tag color="error">{label}</Tag>;
}
