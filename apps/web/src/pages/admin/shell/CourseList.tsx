import { useState } from 'react';
import { Tag, theme } from 'antd';
import { Link } from 'react-router';
import type { CourseSummary } from '@marginalia/contracts';
import { adminCoursePath, type AdminPanel } from '../../../routing/adminPaths';

interface CourseListProps {
  courses: readonly CourseSummary[];
  selectedId: number | undefined;
  panel: AdminPanel;
}

/**
 * The caller's admin courses as plain links: a list of places to go, which is what a navigation landmark
 * should hold (antd's Menu would announce itself as an application menu).
 */
export function CourseList({ courses, selectedId, panel }: CourseListProps) {
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {courses.map((course) => (
        <li key={course.id}>
          <CourseLink course={course} to={adminCoursePath(course, panel)} current={course.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

function CourseLink({ course, to, current }: { course: CourseSummary; to: string; current: boolean }) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{
        display: 'block',
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: current ? token.colorFillSecondary : hovered ? token.colorFillTertiary : undefined,
        color: current ? token.colorPrimaryText : token.colorText,
        fontWeight: current ? token.fontWeightStrong : undefined,
      }}
    >
      <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={course.name}>
        {course.name}
      </span>
      <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary, fontWeight: 'normal' }}>
        {course.period}
        {course.archived && (
          <Tag style={{ marginInlineStart: token.marginXS }} variant="filled">
            Archived
          </Tag>
        )}
      </span>
    </Link>
  );
}
