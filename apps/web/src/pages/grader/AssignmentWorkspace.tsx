import type { ReactNode } from 'react';
import { Alert, Flex, Tabs, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Assignment, CourseSummary, SubmissionOverview } from '@marginalia/contracts';
import { fetchSubmissionOverview, type MemberCourseSettings } from '../../api/grading';
import { gradingQueryKeys } from '../../api/gradingQueryKeys';
import { useSession } from '../../session/SessionContext';
import { LoadFailed, LoadingState } from '../../components/LoadStates';
import { RegradeInboxView } from '../../features/regrade-inbox/RegradeInboxView';
import { RegradeRequestsLabel } from '../../features/regrade-inbox/RegradeRequestsLabel';
import { overviewPollInterval } from '../../features/test-runs/overviewTests';
import { AllSubmissionsPanel } from './all/AllSubmissionsPanel';
import { AnonymityControl } from '../../features/anonymity/AnonymityControl';
import { GRADER_PANEL_LABELS, GRADER_PANELS, graderPath, type GraderPanel } from '../../routing/graderPaths';
import { MySubmissionsPanel } from './mine/MySubmissionsPanel';
import { QueuePanel } from './queue/QueuePanel';
import { useClaimNext } from '../../features/grading-queue/useClaimNext';
import { SectionPanel } from './section/SectionPanel';
import { AssignmentTags } from './shell/GraderSider';
import { useCourseSettings, useMySectionNames } from './shell/useGraderData';
import { KeyboardShortcutsHelp } from './shortcuts/KeyboardShortcutsHelp';
import { useKeyShortcut } from './shortcuts/useKeyShortcut';
import { useRevealNames } from '../../features/anonymity/useRevealNames';

export const QUEUE_OFF_REASON = 'The grading queue is turned off for this course. Open submissions from the All submissions tab.';
export const ARCHIVED_REASON = 'This course is archived: its submissions can no longer be claimed.';

interface Props {
  course: CourseSummary;
  assignment: Assignment;
  panel: GraderPanel;
  isAdmin: boolean;
}

/** Why the caller cannot claim from the queue here, or null when they can. */
function queueBlockedReason(course: CourseSummary, settings: MemberCourseSettings | undefined): string | null {
  if (course.archived) return ARCHIVED_REASON;
  if (settings && !settings.activateQueue) return QUEUE_OFF_REASON;
  return null;
}

/** One assignment in the console: its title, the anonymity control and the tabs addressed by the URL. */
export function AssignmentWorkspace({ course, assignment, panel, isAdmin }: Props) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { user } = useSession();
  const settings = useCourseSettings(course.id);
  const revealNames = useRevealNames(assignment.id);
  const overview = useQuery({
    queryKey: gradingQueryKeys.overview(assignment.id),
    queryFn: () => fetchSubmissionOverview(assignment.id),
    // Others grade at the same time: coming back from the code view shows the queue as it is now.
    staleTime: 0,
    // The Tests column follows runs still going.
    refetchInterval: (query) => overviewPollInterval(query.state.data?.rows),
  });
  const mySections = useMySectionNames(course.id, user.email);
  const claim = useClaimNext(assignment.id);
  const blocked = queueBlockedReason(course, settings.data);
  useKeyShortcut('n', claim.claim, blocked === null);

  // With noUnfinalize only admins reopen finalized work (the server answers 403 to anyone else).
  const canUnfinalize = isAdmin || settings.data?.noUnfinalize === false;
  const tabs = GRADER_PANELS.filter((key) => key !== 'section' || mySections.size > 0);
  const active = tabs.includes(panel) ? panel : 'queue';

  const withOverview = (render: (data: SubmissionOverview) => ReactNode) => {
    if (overview.isPending) return <LoadingState label="Loading the submissions" />;
    if (overview.isError) return <LoadFailed what="the submissions" onRetry={() => void overview.refetch()} />;
    return render(overview.data);
  };
  const content = (key: GraderPanel): ReactNode => {
    switch (key) {
      case 'queue':
        return (
          <QueuePanel
            assignmentId={assignment.id}
            blockedReason={blocked}
            claiming={claim.isPending}
            onClaim={claim.claim}
            counts={overview.data?.counts}
          />
        );
      case 'mine':
        return withOverview((data) => (
          <MySubmissionsPanel
            assignmentId={assignment.id}
            points={assignment.points}
            rows={data.rows}
            me={user.email}
            canUnfinalize={canUnfinalize}
            timeZone={settings.data?.timezone}
            feedbackPublished={assignment.isReleased && assignment.isVisible}
          />
        ));
      case 'all':
        return withOverview((data) => <AllSubmissionsPanel points={assignment.points} rows={data.rows} me={user.email} timeZone={settings.data?.timezone} />);
      case 'section':
        return withOverview((data) => <SectionPanel overview={data} points={assignment.points} me={user.email} mySections={mySections} />);
      case 'regrades':
        // The whole course's requests, not only this assignment's: a grader finds every request in one place.
        return <RegradeInboxView courseId={course.id} timeZone={settings.data?.timezone} />;
    }
  };

  return (
    <section aria-label={assignment.name}>
      <Flex justify="space-between" align="flex-start" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
        <div style={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: token.marginXS }}>
          <h2 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>
            {assignment.name}
          </h2>
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>
            {course.name} · {course.period}
          </span>
          <AssignmentTags assignment={assignment} />
        </div>
        <Flex align="center" gap={token.marginXS} wrap>
          {overview.data && <AnonymityControl overview={overview.data} reveal={overview.data.revealed} onReveal={revealNames.mutate} loading={revealNames.isPending || overview.isRefetching} />}
          <KeyboardShortcutsHelp />
        </Flex>
      </Flex>
      {claim.feedback && (
        <Alert
          type={claim.feedback.type}
          showIcon
          title={claim.feedback.text}
          closable={{ onClose: claim.clearFeedback, 'aria-label': 'Dismiss' }}
          style={{ marginBottom: token.marginSM }}
        />
      )}
      <Tabs
        activeKey={active}
        onChange={(key) => void navigate(graderPath(course, assignment, key as GraderPanel))}
        destroyOnHidden
        items={tabs.map((key) => ({
          key,
          label: key === 'regrades' ? <RegradeRequestsLabel courseId={course.id} /> : GRADER_PANEL_LABELS[key],
          children: content(key),
        }))}
      />
    </section>
  );
}
