import { useState } from 'react';
import { Tabs, Tag, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import type { Assignment, Course } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';
import { adminCoursePath } from '../../../routing/adminPaths';
import { RubricEditor } from '../rubric/RubricEditor';
import { LazySimilarityTab } from '../similarity/lazySimilarityTab';
import { SIMILARITY_TAB, similarityPath } from '../similarity/similarityPaths';
import { AssignmentSettings } from './AssignmentSettings';
import { FileTemplatesTab } from './templates/FileTemplatesTab';
import { TestsTab } from './tests/TestsTab';
import type { AssignmentActions } from './useAssignments';
import { plural } from '../../../format/plural';

/**
 * One assignment: its name and state, then its Settings, Rubric, File templates, Tests and Similarity as tabs. The
 * Similarity tab has an address of its own (…/:assignmentName/similarity); its pairs open on a page of their own.
 */
export function AssignmentDetail({ course, assignment, actions }: { course: Course; assignment: Assignment; actions: AssignmentActions }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { assignmentTab } = useParams();
  const [localTab, setLocalTab] = useState('settings');
  const tab = assignmentTab === SIMILARITY_TAB ? SIMILARITY_TAB : localTab;
  const setTab = (key: string) => {
    if (key === SIMILARITY_TAB) return void navigate(similarityPath(course, assignment));
    setLocalTab(key);
    if (assignmentTab !== undefined) void navigate(adminCoursePath(course, 'assignments', assignment.name));
  };
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
          { key: 'tests', label: 'Tests', children: <TestsTab course={course} assignment={assignment} /> },
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
