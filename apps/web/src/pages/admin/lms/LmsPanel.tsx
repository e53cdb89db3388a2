import { Empty, Flex, Typography, theme } from 'antd';
import type { Course } from '@marginalia/contracts';
import { LoadFailed, LoadingState } from '../../../components/LoadStates';
import { GradePassbackSection } from './GradePassbackSection';
import { LMS_PANEL_TEXTS } from './lmsPanelTexts';
import { RosterSyncSection } from './RosterSyncSection';
import { useRosterSyncLog } from './useLmsLink';

/**
 * The admin console's "LMS" tab (docs/LMS.md): the LMS course this course is linked to, its roster sync (log,
 * preview, "Sync now") and where each assignment's grades stand in the LMS gradebook ("Send grades now").
 */
export function LmsPanel({ course }: { course: Course }) {
  const { token } = theme.useToken();
  const log = useRosterSyncLog(course.id);
  if (log.isPending) return <LoadingState label="Loading the course's LMS link" />;
  if (log.isError) return <LoadFailed what="the course's LMS link" onRetry={() => void log.refetch()} />;
  if (!log.data.link) {
    return (
      <Empty
        description={
          <Flex vertical gap={token.marginXS} style={{ maxWidth: 520, margin: '0 auto' }}>
            <Typography.Text strong>{LMS_PANEL_TEXTS.notLinked}</Typography.Text>
            <Typography.Text type="secondary">{LMS_PANEL_TEXTS.notLinkedHelp}</Typography.Text>
          </Flex>
        }
      />
    );
  }
  return (
    <Flex vertical gap={token.marginXL}>
      <RosterSyncSection course={course} log={log.data} />
      <GradePassbackSection course={course} />
    </Flex>
  );
}
