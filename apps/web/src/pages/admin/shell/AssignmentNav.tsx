import { theme } from 'antd';
import { Link } from 'react-router';
import type { Assignment, CourseSummary } from '@marginalia/contracts';
import { useCourseAssignments } from '../assignments/useAssignments';
import { adminCoursePath, type AdminPanel } from '../../../routing/adminPaths';

interface AssignmentNavProps {
  course: CourseSummary;
  panel: AdminPanel;
  /** The assignment named by the URL, when the panel is about one. */
  currentName: string | undefined;
}

/** Panels that show one assignment at a time; elsewhere a click opens the assignment's settings. */
const PER_ASSIGNMENT_PANELS: readonly AdminPanel[] = ['assignments', 'submissions'];

/**
 * The selected course's assignments under the course list (docs/UI.md: the sider lists the courses and,
 * inside the selected one, its assignments). Loading or failing quietly: the panels say so already.
 */
export function AssignmentNav({ course, panel, currentName }: AssignmentNavProps) {
  const { token } = theme.useToken();
  const assignments = useCourseAssignments(course.id);
  if (!assignments.data || assignments.data.length === 0) return null;
  const target: AdminPanel = PER_ASSIGNMENT_PANELS.includes(panel) ? panel : 'assignments';

  return (
    <nav aria-label="Assignments" style={{ display: 'flex', flexDirection: 'column', gap: token.marginXS, marginTop: token.marginSM }}>
      <h2 style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, margin: 0, color: token.colorTextHeading }}>
        Assignments
      </h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
        {assignments.data.map((assignment) => (
          <li key={assignment.id}>
            <AssignmentLink assignment={assignment} to={adminCoursePath(course, target, assignment.name)} current={assignment.name === currentName} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AssignmentLink({ assignment, to, current }: { assignment: Assignment; to: string; current: boolean }) {
  const { token } = theme.useToken();
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      title={assignment.name}
      style={{
        display: 'block',
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        background: current ? token.colorFillSecondary : undefined,
        color: current ? token.colorPrimaryText : token.colorText,
        fontWeight: current ? token.fontWeightStrong : undefined,
      }}
    >
      {assignment.name}
      {!assignment.isVisible && <span style={{ color: token.colorTextSecondary, fontWeight: 'normal' }}> · hidden</span>}
    </Link>
  );
}
