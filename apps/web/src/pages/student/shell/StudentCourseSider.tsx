import { Select, theme } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { CourseSummary } from '@marginalia/contracts';
import { studentPath } from '../studentPaths';
import { useStackedLayout } from './StudentFrame';

interface StudentCourseSiderProps {
  courses: readonly CourseSummary[];
  selectedId: number | undefined;
}

const label = (course: CourseSummary) => `${course.name} · ${course.period}${course.archived ? ' (archived)' : ''}`;

/** The caller's student courses: links on wide screens, a picker on narrow ones; nothing to pick with one course. */
export function StudentCourseSider({ courses, selectedId }: StudentCourseSiderProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const stacked = useStackedLayout();
  if (courses.length === 0) return null;
  return (
    <nav aria-label="Courses" style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
      <h2 style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, margin: 0, color: token.colorTextHeading }}>Courses</h2>
      {stacked && courses.length > 1 ? (
        <Select
          aria-label="Choose a course"
          value={selectedId}
          options={courses.map((course) => ({ value: course.id, label: label(course) }))}
          onChange={(id: number) => {
            const course = courses.find((candidate) => candidate.id === id);
            if (course) void navigate(studentPath(course));
          }}
        />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
          {courses.map((course) => {
            const current = course.id === selectedId;
            return (
              <li key={course.id}>
                <Link
                  to={studentPath(course)}
                  aria-current={current ? 'page' : undefined}
                  style={{
                    display: 'block',
                    padding: `${token.paddingXXS}px ${token.paddingSM}px`,
                    borderRadius: token.borderRadius,
                    background: current ? token.colorFillSecondary : undefined,
                    color: current ? token.colorPrimaryText : token.colorText,
                    fontWeight: current ? token.fontWeightStrong : undefined,
                  }}
                >
                  <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={course.name}>
                    {course.name}
                  </span>
                  <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary, fontWeight: 'normal' }}>
                    {course.period}
                    {course.archived ? ' · Archived' : ''}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}
