import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SyncOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Table, Tag, Typography, message, theme, type TableColumnsType } from 'antd';
import type { Course, LtiRosterSync, LtiRosterSyncLog } from '@marginalia/contracts';
import { fetchRosterSyncPreview, ltiCourseKeys, startRosterSync } from '../../../api/ltiCourse';
import { formatCourseDate } from '../../../format/courseDate';
import { formatRelativeTime } from '../../../format/relativeTime';
import { LMS_PANEL_TEXTS, SYNC_STATE_LABELS, SYNC_TRIGGER_LABELS } from './lmsPanelTexts';
import { SyncPreviewModal } from './SyncPreviewModal';

const STATE_COLORS = { queued: 'processing', succeeded: 'success', failed: 'error' } as const;

interface Props {
  course: Course;
  log: LtiRosterSyncLog;
}

/** The course's LMS link, its last sync, "Sync now" (after a preview) and the sync log. */
export function RosterSyncSection({ course, log }: Props) {
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [previewing, setPreviewing] = useState(false);
  const preview = useQuery({
    queryKey: [...ltiCourseKeys.syncLog(course.id), 'preview'],
    queryFn: () => fetchRosterSyncPreview(course.id),
    enabled: previewing,
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const sync = useMutation({
    mutationFn: () => startRosterSync(course.id),
    onSuccess: () => {
      setPreviewing(false);
      void messages.success(LMS_PANEL_TEXTS.syncQueued);
      void queryClient.invalidateQueries({ queryKey: ltiCourseKeys.all(course.id) });
    },
  });
  const date = (iso: string | null) => (iso === null ? '—' : formatCourseDate(iso, course.timezone));
  const link = log.link!;
  const queued = log.syncs.some((entry) => entry.state === 'queued');

  const columns: TableColumnsType<LtiRosterSync> = [
    { title: 'Started', key: 'created', render: (_, row) => date(row.created) },
    { title: 'By', key: 'trigger', render: (_, row) => SYNC_TRIGGER_LABELS[row.trigger] },
    { title: 'State', key: 'state', render: (_, row) => <Tag color={STATE_COLORS[row.state]}>{SYNC_STATE_LABELS[row.state]}</Tag> },
    { title: 'Added', dataIndex: 'added', align: 'right' },
    { title: 'Made inactive', dataIndex: 'madeInactive', align: 'right' },
    {
      title: 'Note',
      key: 'note',
      render: (_, row) => (
        <Typography.Text type={row.error ? 'danger' : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
          {row.error ?? (row.keptAdmins.length > 0 ? `Kept as admin: ${row.keptAdmins.join(', ')}` : '')}
        </Typography.Text>
      ),
    },
  ];

  return (
    <section aria-labelledby="lms-roster">
      {messageHolder}
      <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
        <h3 id="lms-roster" style={{ margin: 0, fontSize: token.fontSizeHeading5, color: token.colorTextHeading }}>
          {LMS_PANEL_TEXTS.rosterHeading}
        </h3>
        <Button icon={<SyncOutlined spin={queued} />} onClick={() => setPreviewing(true)} disabled={course.archived} loading={sync.isPending}>
          {LMS_PANEL_TEXTS.syncNow}
        </Button>
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 1, md: 3 }}
        items={[
          { key: 'lms', label: 'LMS', children: link.platformName },
          { key: 'course', label: 'LMS course', children: link.contextTitle || '—' },
          { key: 'last', label: 'Last sync', children: link.lastSync ? <span title={date(link.lastSync)}>{formatRelativeTime(link.lastSync)}</span> : 'Never' },
        ]}
        style={{ marginBottom: token.marginSM }}
      />
      <Table<LtiRosterSync>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={log.syncs}
        pagination={log.syncs.length > 10 ? { pageSize: 10 } : false}
        locale={{ emptyText: LMS_PANEL_TEXTS.noSyncs }}
        scroll={{ x: 'max-content' }}
      />
      <SyncPreviewModal
        open={previewing}
        preview={preview.data}
        loading={preview.isFetching}
        error={preview.error}
        syncing={sync.isPending}
        onSync={() => sync.mutate()}
        onCancel={() => setPreviewing(false)}
      />
    </section>
  );
}
