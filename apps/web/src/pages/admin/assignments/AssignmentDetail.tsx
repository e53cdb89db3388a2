import { Tabs, Tag, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { Assignment, Course } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';
import { adminCoursePath } from '../../../routing/adminPaths';
import { PeerReviewTab } from '../peer-review/PeerReviewTab';
import { RubricEditor } from '../rubric/RubricEditor';
import { LazySimilarityTab } from '../similarity/lazySimilarityTab';
import { SIMILARITY_TAB, similarityPath } from '../similarity/similarityPaths';
import { AssignmentSettings } from './AssignmentSettings';
import { FileTemplatesTab } from './templates/FileTemplatesTab';
import { TestsTab } from './tests/TestsTab';
import type { AssignmentActions } from './useAssignments';
import { plural } from '../../../format/plural';

/** The tabs with an address of their own under the assignment's (…/:assignmentName/tests); Settings is the assignment's. */
const ADDRESSED_TABS = ['rubric', 'templates', 'tests', 'peer-review', SIMILARITY_TAB] as const;

/** The path of one of the assignment's tabs, so that a reload or a shared link opens it. */
export function assignmentTabPath(course: Course, assignment: Pick<Assignment, 'name'>, tab: string): string {
  if (tab === SIMILARITY_TAB) return similarityPath(course, assignment);
  const base = adminCoursePath(course, 'assignments', assignment.name);
  return (ADDRESSED_TABS as readonly string[]).includes(tab) ? `${base}/${encodeURIComponent(tab)}` : base;
}

/**
 * One assignment: its name and state, then its Settings, Rubric, File templates, Tests, Peer review and Similarity as tabs. Each
 * tab has an address of its own (…/:assignmentName/tests; Settings is the assignment's own), so a reload stays on it;
 * the Similarity tab's pairs open on a page of their own.
 */
export function AssignmentDetail({ course, assignment, actions }: { course: Course; assignment: Assignment; actions: AssignmentActions }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { assignmentTab } = useParams();
  const tab = (ADDRESSED_TABS as readonly (string | undefined)[]).includes(assignmentTab) ? assignmentTab! : 'settings';
  const setTab = (key: string) => void navigate(assignmentTabPath(course, assignment, key));
  return (
    <section aria-label={`Assignment ${assignment.name}`}>
      <div style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: token.marginXS, marginBottom: token.marginXS }}>
        <ButtonLink to={adminCoursePath(course, 'assignments')} type="text" size="small" icon={<ArrowLeftOutlined />}>
          All assignments
        </ButtonLink>
        <h3 style={{ margin: 0, fontSize: token.fontSizeHeading4, color: token.colorTextHeading }}>{assignment.name}</h3>
        <span style={{ color: token.colorTextSecondary }}>{plural(assignment.points, 'point')}</span>
        <Tag color={assignment.isReleased ? 'success' : 'default'}>{assignment.isReleased ? 'Published' : 'Not published'}</Tag>
        {!assignment.isVisible && <Tag>Hidden from students</Tag>}
      </div>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'settings', label: 'Settings', children: <AssignmentSettings course={course} assignment={assignment} update={actions.update} /> },
          { key: 'rubric', label: 'Rubric', children: <RubricEditor course={course} assignment={assignment} /> },
          { key: 'templates', label: 'File templates', children: <FileTemplatesTab course={course} assignment={assignment} /> },
          { key: 'tests', label: 'Tests', children: <TestsTab course={course} assignment={assignment} update={actions.update} /> },
          { key: 'peer-review', label: 'Peer review', children: <PeerReviewTab course={course} assignment={assignment} /> },
          {
            key: SIMILARITY_TAB,
            label: 'Similarity',
            children: <LazySimilarityTab course={course} assignment={assignment} />,
          },
        ]}
      />
    </section>
  );
}
