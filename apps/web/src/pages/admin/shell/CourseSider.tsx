import { Select, theme } from 'antd';
import { useNavigate } from 'react-router';
import type { CourseSummary } from '@marginalia/contracts';
import { adminCoursePath, type AdminPanel } from '../../../routing/adminPaths';
import { CreateCourseButton } from '../courses/CreateCourseButton';
import { AssignmentNav } from './AssignmentNav';
import { CourseList } from './CourseList';

interface CourseSiderProps {
  courses: readonly CourseSummary[];
  selectedId: number | undefined;
  /** Switching course keeps the panel being looked at. */
  panel: AdminPanel;
  /** The panel's second URL segment (an assignment's name in the per-assignment panels). */
  subPanel?: string | undefined;
}

/** Where the number of courses makes a list slow to scan, a search box picks one by typing. */
const PICKER_FROM = 6;

/** The console's left column: "Create course", a course search and the list of the caller's admin courses. */
export function CourseSider({ courses, selectedId, panel, subPanel }: CourseSiderProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const open = (course: CourseSummary) => void navigate(adminCoursePath(course, panel));
  const selected = courses.find((course) => course.id === selectedId);

  return (
    <nav aria-label="Courses" style={{ display: 'flex', flexDirection: 'column', gap: token.marginSM }}>
      <h2 style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, margin: 0, color: token.colorTextHeading }}>
        Courses
      </h2>
      <CreateCourseButton block />
      {courses.length >= PICKER_FROM && (
        <Select
          aria-label="Find a course"
          placeholder="Find a course"
          value={selectedId}
          options={courses.map((course) => ({
            value: course.id,
            label: `${course.name} · ${course.period}${course.archived ? ' (archived)' : ''}`,
          }))}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(id: number) => {
            const course = courses.find((candidate) => candidate.id === id);
            if (course) open(course);
          }}
        />
      )}
      <CourseList courses={courses} selectedId={selectedId} panel={panel} />
      {selected && <AssignmentNav course={selected} panel={panel} currentName={subPanel} />}
    </nav>
  );
}
