import { Alert, Tabs, Tag, theme } from 'antd';
import { useNavigate } from 'react-router';
import type { Course, CourseSummary } from '@marginalia/contracts';
import { ADMIN_PANEL_LABELS, ADMIN_PANELS, adminCoursePath, type AdminPanel } from '../../../routing/adminPaths';
import { LoadFailed, LoadingState } from './ConsoleStates';
import { RegradeRequestsLabel } from '../../../features/regrade-inbox/RegradeRequestsLabel';
import { AssignmentsPanel, LmsPanel, RegradesPanel, RosterPanel, SectionsPanel, SettingsPanel, SubmissionsPanel } from './lazyPanels';
import { useCourse } from './useAdminCourses';

export const ARCHIVED_NOTICE = 'This course is archived and read-only.';

interface CourseWorkspaceProps {
  summary: CourseSummary;
  panel: AdminPanel;
  subPanel: string | undefined;
}

/** One course in the console: its title, the archived notice and the panels as tabs addressed by the URL. */
export function CourseWorkspace({ summary, panel, subPanel }: CourseWorkspaceProps) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const query = useCourse(summary.id);

  if (query.isPending) return <LoadingState label="Loading the course" />;
  if (query.isError) return <LoadFailed what="the course" onRetry={() => void query.refetch()} />;
  const course = query.data;

  return (
    <section aria-label={`${course.name}, ${course.period}`}>
      <div style={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.marginSM }}>
        <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>
          {course.name}
        </h2>
        <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>{course.period}</span>
        {course.archived && <Tag>Archived</Tag>}
      </div>
      {course.archived && (
        <Alert
          type="warning"
          showIcon
          title={ARCHIVED_NOTICE}
          description="Unarchive it in Settings to make changes."
          style={{ marginBottom: token.marginSM }}
        />
      )}
      <Tabs
        activeKey={panel}
        onChange={(key) => void navigate(adminCoursePath(summary, key))}
        destroyOnHidden
        items={ADMIN_PANELS.map((key) => ({
          key,
          label: key === 'regrades' ? <RegradeRequestsLabel courseId={course.id} /> : ADMIN_PANEL_LABELS[key],
          children: <PanelContent panel={key} course={course} subPanel={subPanel} />,
        }))}
      />
    </section>
  );
}

function PanelContent({ panel, course, subPanel }: { panel: AdminPanel; course: Course; subPanel: string | undefined }) {
  switch (panel) {
    case 'assignments':
      return <AssignmentsPanel course={course} subPanel={subPanel} />;
    case 'submissions':
      return <SubmissionsPanel course={course} subPanel={subPanel} />;
    case 'regrades':
      return <RegradesPanel course={course} />;
    case 'settings':
      return <SettingsPanel course={course} />;
    case 'roster':
      return <RosterPanel course={course} />;
    case 'sections':
      return <SectionsPanel course={course} subPanel={subPanel} />;
    case 'lms':
      return <LmsPanel course={course} />;
  }
}
