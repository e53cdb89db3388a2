import type { ReactNode } from 'react';
import { Alert, Flex } from 'antd';
import type { SettingOffNote } from '@marginalia/contracts';

/**
 * A short note that settings a course usually wants are off, one sentence each with the place to turn them on
 * (docs/PRODUCT.md, "Defaults"). Nothing when all are on.
 */
export function SettingsOffNote({ notes, action, label }: { notes: readonly SettingOffNote[]; action?: ReactNode; label: string }) {
  if (notes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      aria-label={label}
      title={
        <Flex vertical gap={4}>
          {notes.map((note) => (
            <span key={note.setting}>{note.text}</span>
          ))}
        </Flex>
      }
      action={action}
      style={{ marginBottom: 16 }}
    />
  );
}
