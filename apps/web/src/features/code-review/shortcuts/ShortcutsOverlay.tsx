import { Modal, Typography, theme } from 'antd';
import { SHORTCUTS } from './shortcutTable';

/** The list of shortcuts, opened with `?` or the keyboard button of the top bar. */
export function ShortcutsOverlay({ open, onClose }: { open: boolean; onClose(): void }) {
  const { token } = theme.useToken();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Keyboard shortcuts" width={560}>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${token.marginXS}px ${token.marginMD}px`, margin: 0 }}>
        {SHORTCUTS.map((shortcut) => (
          <div key={shortcut.id} style={{ display: 'contents' }}>
            <dt>
              <Typography.Text keyboard>{shortcut.keys}</Typography.Text>
            </dt>
            <dd style={{ margin: 0 }}>{shortcut.description}</dd>
          </div>
        ))}
      </dl>
      <Typography.Paragraph type="secondary" style={{ marginTop: token.marginSM, marginBottom: 0 }}>
        Inside a comment editor, Alt + S saves and Escape cancels.
      </Typography.Paragraph>
    </Modal>
  );
}
