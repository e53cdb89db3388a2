import { lazy, Suspense, useMemo, useState } from 'react';
import { Alert, Button, Flex, Result, Segmented, Space } from 'antd';
import { DownloadOutlined, MailOutlined, UploadOutlined, UserAddOutlined } from '@ant-design/icons';
import { courseSettingsOff, type Course } from '@marginalia/contracts';
import { ButtonLink } from '../../../components/ButtonLink';
import { useSession } from '../../../session/SessionContext';
import { adminCoursePath } from '../../../routing/adminPaths';
import { SettingsOffNote } from '../settings/SettingsOffNote';
import { AddPeopleDialog } from './AddPeopleDialog';
import { RosterDownloadDialog } from './download/RosterDownloadDialog';
import { RosterEmptyState } from './RosterEmptyState';
import { RosterTable } from './RosterTable';
import { ROSTER_VIEW_LABELS, ROSTER_VIEWS, rosterEntries, viewCount, type RosterView } from './rosterViews';
import { useInvitationSender } from './useInvitationSender';
import { useRosterActionRunner } from './useRosterActionRunner';
import { useRosterData } from './useRosterData';

// The upload flow brings the CSV parser, steps and upload widgets along; most visits never open it.
const RosterUploadDialog = lazy(() => import('./upload/RosterUploadDialog').then((module) => ({ default: module.RosterUploadDialog })));

type Dialog = 'add' | 'upload' | 'download' | null;

/** The admin console's roster tab (docs/PRODUCT.md §5): who holds which role, and the tools to change it. */
export function RosterPanel({ course }: { course: Course }) {
  const { user } = useSession();
  const { roster, index } = useRosterData(course.id);
  const [view, setView] = useState<RosterView>('students');
  const [dialog, setDialog] = useState<Dialog>(null);
  const actions = useRosterActionRunner(course.id);
  const [chosen, setChosen] = useState<string[]>([]);
  const invitations = useInvitationSender(course.id, () => setChosen([]));
  const editable = !course.archived;
  const inviting = editable && view === 'not_activated';
  const waiting = roster.data?.not_activated.length ?? 0;

  const entries = useMemo(() => (index ? rosterEntries(index, view) : []), [index, view]);

  if (roster.isError) {
    return (
      <Result
        status="warning"
        title="The roster could not be loaded."
        extra={<Button onClick={() => void roster.refetch()}>Try again</Button>}
      />
    );
  }

  return (
    <section aria-label="Roster">
      <Flex vertical gap={12}>
        {course.archived && <Alert type="info" showIcon title="This course is archived: its roster can be downloaded but not changed." />}
        {editable && (
          <SettingsOffNote
            label="Invitations are off"
            notes={courseSettingsOff(course, 'settingsTab').filter((note) => note.setting === 'emailNewUsers')}
            action={
              <ButtonLink size="small" to={adminCoursePath(course, 'settings')}>
                Open Settings
              </ButtonLink>
            }
          />
        )}
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Segmented<RosterView>
            aria-label="Roster group"
            value={view}
            onChange={(next) => {
              setView(next);
              setChosen([]);
            }}
            options={ROSTER_VIEWS.map((candidate) => ({
              value: candidate,
              label: roster.data ? `${ROSTER_VIEW_LABELS[candidate]} (${viewCount(roster.data, candidate).toLocaleString('en-US')})` : ROSTER_VIEW_LABELS[candidate],
            }))}
          />
          <Space wrap>
            <Button icon={<UserAddOutlined />} disabled={!editable} onClick={() => setDialog('add')}>
              Add people
            </Button>
            <Button icon={<UploadOutlined />} disabled={!editable} onClick={() => setDialog('upload')}>
              Upload roster
            </Button>
            <Button icon={<DownloadOutlined />} disabled={!roster.data} onClick={() => setDialog('download')}>
              Download roster
            </Button>
          </Space>
        </Flex>
        <RosterTable
          key={view}
          view={view}
          entries={entries}
          currentEmail={user.email}
          onAction={editable ? actions.run : null}
          empty={<RosterEmptyState view={view} course={course} />}
          loading={roster.isPending}
          selection={inviting ? { emails: chosen, onChange: setChosen } : undefined}
          onInvite={inviting ? (email) => invitations.invite({ emails: [email] }) : undefined}
          toolbar={
            inviting &&
            waiting > 0 && (
              <Space wrap>
                <Button icon={<MailOutlined />} disabled={chosen.length === 0} onClick={() => invitations.invite({ emails: chosen })}>
                  {chosen.length > 0 ? `Invite selected (${chosen.length})` : 'Invite selected'}
                </Button>
                <Button icon={<MailOutlined />} onClick={() => invitations.invite({ all: true, count: waiting })}>
                  {`Invite all (${waiting.toLocaleString('en-US')})`}
                </Button>
              </Space>
            )
          }
        />
      </Flex>
      {actions.holders}
      {invitations.holders}
      <AddPeopleDialog courseId={course.id} emailNewUsers={course.emailNewUsers} open={dialog === 'add'} onClose={() => setDialog(null)} />
      {dialog === 'upload' && (
        <Suspense fallback={null}>
          <RosterUploadDialog courseId={course.id} emailNewUsers={course.emailNewUsers} open onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {index && <RosterDownloadDialog course={course} index={index} open={dialog === 'download'} onClose={() => setDialog(null)} />}
    </section>
  );
}
