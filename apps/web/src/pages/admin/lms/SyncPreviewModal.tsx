import { Alert, Flex, List, Modal, Typography, theme } from 'antd';
import type { LtiRosterSyncPreview } from '@marginalia/contracts';
import { serverMessages } from '../../../api/serverMessages';
import { ROLE_NOUNS } from '../roster/roleNames';
import { LMS_PANEL_TEXTS } from './lmsPanelTexts';

interface Props {
  open: boolean;
  preview: LtiRosterSyncPreview | undefined;
  loading: boolean;
  error: unknown;
  syncing: boolean;
  onSync: () => void;
  onCancel: () => void;
}

function Changes({ title, rows }: { title: string; rows: string[] }) {
  if (rows.length === 0) return null;
  return (
    <List
      size="small"
      header={<Typography.Text strong>{`${title} (${rows.length})`}</Typography.Text>}
      dataSource={rows}
      renderItem={(row) => <List.Item style={{ overflowWrap: 'anywhere' }}>{row}</List.Item>}
      style={{ maxHeight: 240, overflowY: 'auto' }}
    />
  );
}

/** What a sync would change, read from the LMS before the admin confirms it; nothing is written until "Sync". */
export function SyncPreviewModal({ open, preview, loading, error, syncing, onSync, onCancel }: Props) {
  const { token } = theme.useToken();
  const changes = preview ? preview.added.length + preview.madeInactive.length : 0;
  return (
    <Modal
      open={open}
      title={LMS_PANEL_TEXTS.previewTitle}
      okText={LMS_PANEL_TEXTS.previewConfirm}
      onOk={onSync}
      onCancel={onCancel}
      okButtonProps={{ disabled: !preview, loading: syncing }}
      loading={loading}
      destroyOnHidden
    >
      {error ? (
        <Alert type="error" showIcon title={LMS_PANEL_TEXTS.previewFailed} description={serverMessages(error).join(' ')} />
      ) : preview ? (
        <Flex vertical gap={token.marginSM}>
          {preview.firstSync && <Typography.Paragraph style={{ margin: 0 }}>{LMS_PANEL_TEXTS.previewFirst}</Typography.Paragraph>}
          {changes === 0 && <Typography.Paragraph style={{ margin: 0 }}>{LMS_PANEL_TEXTS.previewNothing}</Typography.Paragraph>}
          <Changes title="Will be added" rows={preview.added.map((row) => `${row.email} (${ROLE_NOUNS[row.role]})`)} />
          <Changes title="Will be made inactive" rows={preview.madeInactive.map((row) => `${row.email} (${ROLE_NOUNS[row.role]})`)} />
          <Changes title="Course admins kept (a course keeps one)" rows={preview.keptAdmins} />
          <Changes title="Not taken" rows={preview.skipped.map((row) => `${row.userId}: ${row.reason}`)} />
        </Flex>
      ) : null}
    </Modal>
  );
}
