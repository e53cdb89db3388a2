import { Modal, Table, Typography } from 'antd';
import { SHORTCUTS } from './shortcutTable';

/** The list of shortcuts, opened with `?` or the keyboard button of the top bar. */
export function ShortcutsOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Keyboard shortcuts" width={560}>
      <Table
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={[...SHORTCUTS]}
        columns={[
          { title: 'Keys', dataIndex: 'keys', width: 170, render: (keys: string) => <Typography.Text keyboard>{keys}</Typography.Text> },
          { title: 'Action', dataIndex: 'description' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Inside a comment editor, Alt + S saves and Escape cancels.
      </Typography.Paragraph>
    </Modal>
  );
}
