import { Empty, Flex, Typography } from 'antd';
import type { Course } from '@marginalia/contracts';
import type { RosterView } from './rosterViews';

const EMPTY_TEXT: Record<RosterView, string> = {
  students: 'No students yet — upload a roster or share the invite code',
  graders: 'No graders yet — add people or upload a roster',
  superGraders: 'No super graders — make a grader a super grader from the Graders list',
  courseAdmins: 'No admins',
  inactive: 'No one is inactive — people removed from the course show here, ready to re-enroll',
  not_activated: 'Everyone on the roster has activated their account',
};

/** What an empty roster table says, and for students the invite code to share. */
export function RosterEmptyState({ view, course }: { view: RosterView; course: Course }) {
  const invite = view === 'students' && !course.archived;
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4} align="center">
          <span>{EMPTY_TEXT[view]}</span>
          {invite && !course.inviteCodeEnabled && (
            <Typography.Text type="secondary">Joining with the invite code is turned off; turn it on in Settings.</Typography.Text>
          )}
          {invite && course.inviteCodeEnabled && (
            <span>
              Invite code:{' '}
              <Typography.Text code copyable={{ tooltips: ['Copy invite code', 'Copied'] }}>
                {course.inviteCode}
              </Typography.Text>
            </span>
          )}
        </Flex>
      }
    />
  );
}
