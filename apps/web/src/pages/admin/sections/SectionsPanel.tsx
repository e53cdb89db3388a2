import { useMemo, useState } from 'react';
import { Alert, Button, Flex, Segmented, theme } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { Course, Section } from '@marginalia/contracts';
import { adminCoursePath } from '../../../routing/adminPaths';
import { LoadFailed, LoadingState } from '../shell/ConsoleStates';
import { CreateSectionForm } from './CreateSectionForm';
import { DistributeDialog } from './DistributeDialog';
import { membershipOf } from './sectionMembership';
import { SectionEditor } from './SectionEditor';
import { SectionsTable } from './SectionsTable';
import { StudentMover } from './StudentMover';
import { useSectionActions, useSectionsData } from './useSectionsData';
import { plural } from '../../../format/plural';

/** panelName2 of the sections panel: the table, or the two-list student mover. */
const MOVE_VIEW = 'move';

/** The Sections tab: the sections table with create, edit and delete, the student mover and distribution. */
export function SectionsPanel({ course, subPanel }: { course: Course; subPanel: string | undefined }) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { sections, roster } = useSectionsData(course.id);
  const actions = useSectionActions(course.id);
  const [editing, setEditing] = useState<number | null>(null);
  const [distributing, setDistributing] = useState(false);
  const students = roster.data?.students;
  const membership = useMemo(() => membershipOf(sections.data ?? [], students ?? []), [sections.data, students]);

  if (sections.isPending || roster.isPending) return <LoadingState label="Loading the sections" />;
  if (sections.isError || roster.isError) {
    return <LoadFailed what="the sections" onRetry={() => void Promise.all([sections.refetch(), roster.refetch()])} />;
  }

  const list: Section[] = sections.data;
  const readOnly = course.archived;
  const view = subPanel === MOVE_VIEW ? MOVE_VIEW : 'table';
  const editedSection = list.find((section) => section.id === editing);
  const unassigned = membership.unassigned.length;
  const studentCount = roster.data.students.length;

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
        <CreateSectionForm create={actions.create} disabled={readOnly} />
        <Button icon={<ApartmentOutlined />} onClick={() => setDistributing(true)} disabled={readOnly || list.length === 0}>
          Distribute students evenly
        </Button>
      </Flex>
      <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
        <Segmented
          aria-label="Sections view"
          value={view}
          onChange={(value) => void navigate(adminCoursePath(course, 'sections', value === MOVE_VIEW ? MOVE_VIEW : undefined))}
          options={[
            { value: 'table', label: 'Sections' },
            { value: MOVE_VIEW, label: 'Move students' },
          ]}
        />
        <span style={{ color: token.colorTextSecondary }} aria-live="polite">
          {plural(list.length, 'section')} · {plural(studentCount, 'student')} ·{' '}
          {unassigned === 0 ? 'everyone has a section' : `${unassigned} without a section`}
        </span>
      </Flex>
      {studentCount === 0 && (
        <Alert
          type="info"
          showIcon
          title="The course has no students yet. Add them in the Roster tab, then place them in sections here."
          style={{ marginBottom: token.marginSM }}
        />
      )}
      {view === MOVE_VIEW ? (
        <StudentMover sections={list} membership={membership} move={actions.move} readOnly={readOnly} />
      ) : (
        <SectionsTable sections={list} remove={actions.remove} onEdit={(section) => setEditing(section.id)} readOnly={readOnly} />
      )}
      {editedSection && (
        <SectionEditor
          key={editedSection.id}
          section={editedSection}
          roster={roster.data}
          membership={membership}
          update={actions.update}
          readOnly={readOnly}
          onClose={() => setEditing(null)}
        />
      )}
      {distributing && <DistributeDialog sections={list} distribute={actions.distribute} onClose={() => setDistributing(false)} />}
    </div>
  );
}
