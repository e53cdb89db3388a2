import { Select, Tag, theme } from 'antd';
import { useNavigate } from 'react-router';
import type { Assignment, CourseSummary } from '@marginalia/contracts';
import { graderPath, type GraderPanel } from '../../../routing/graderPaths';
import { NavLinkItem } from './NavLinkItem';

interface GraderSiderProps {
  courses: readonly CourseSummary[];
  selected: CourseSummary | undefined;
  assignments: readonly Assignment[] | undefined;
  selectedAssignmentId: number | undefined;
  /** Switching assignment keeps the tab being looked at. */
  panel: GraderPanel;
}

/** Where the number of courses makes a list slow to scan, a search box picks one by typing. */
const PICKER_FROM = 6;

/** The console's left column: the caller's grader courses and, inside the chosen one, its assignments. */
export function GraderSider({ courses, selected, assignments, selectedAssignmentId, panel }: GraderSiderProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const heading = { fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, margin: 0, color: token.colorTextHeading };
  const list = { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 } as const;

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginLG }}>
      <nav aria-label="Courses" style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
        <h2 style={heading}>Courses</h2>
        {courses.length >= PICKER_FROM && (
          <Select
            aria-label="Find a course"
            placeholder="Find a course"
            value={selected?.id}
            options={courses.map((course) => ({ value: course.id, label: `${course.name} · ${course.period}` }))}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(id: number) => {
              const course = courses.find((candidate) => candidate.id === id);
              if (course) void navigate(graderPath(course));
            }}
          />
        )}
        <ul style={list}>
          {courses.map((course) => (
            <li key={course.id}>
              <NavLinkItem to={graderPath(course)} current={course.id === selected?.id} title={course.name}>
                {course.period}
                {course.archived && <Tag style={{ marginInlineStart: token.marginXS }}>Archived</Tag>}
              </NavLinkItem>
            </li>
          ))}
        </ul>
      </nav>
      {selected && assignments && assignments.length > 0 && (
        <nav aria-label="Assignments" style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
          <h2 style={heading}>Assignments</h2>
          <ul style={list}>
            {assignments.map((assignment) => (
              <li key={assignment.id}>
                <NavLinkItem
                  to={graderPath(selected, assignment, panel)}
                  current={assignment.id === selectedAssignmentId}
                  title={assignment.name}
                >
                  <AssignmentTags assignment={assignment} />
                </NavLinkItem>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

/** Whether students can see the assignment and its feedback; graders grade all of them alike. */
export function AssignmentTags({ assignment }: { assignment: Assignment }) {
  return (
    <>
      <Tag color={assignment.isReleased ? 'success' : undefined}>{assignment.isReleased ? 'Published' : 'Unpublished'}</Tag>
      {!assignment.isVisible && <Tag>Hidden</Tag>}
    </>
  );
}
