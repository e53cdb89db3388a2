import { useState } from 'react';
import { Button, Popover, theme } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useTouchScreen } from '../../../hooks/useTouchScreen';
import { useKeyShortcut } from './useKeyShortcut';

export const GRADER_SHORTCUTS: readonly { keys: string; does: string }[] = [
  { keys: 'n', does: 'Grade the next submission' },
  { keys: '?', does: 'Show or hide this list' },
];

/** A small button that lists the console's keyboard shortcuts; "?" opens it too. Not on touch screens. */
export function KeyboardShortcutsHelp() {
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  useKeyShortcut('?', () => setOpen((was) => !was));
  // A touch screen has no keys to press: the list would only be noise there.
  const touch = useTouchScreen();
  if (touch) return null;
  const content = (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${token.marginXXS}px ${token.marginSM}px` }}>
      {GRADER_SHORTCUTS.map((shortcut) => (
        <div key={shortcut.keys} style={{ display: 'contents' }}>
          <dt>
            <kbd
              style={{
                padding: `0 ${token.paddingXXS}px`,
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadiusSM,
                background: token.colorFillQuaternary,
                fontFamily: token.fontFamilyCode,
              }}
            >
              {shortcut.keys}
            </kbd>
          </dt>
          <dd style={{ margin: 0 }}>{shortcut.does}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <Popover title="Keyboard shortcuts" content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomRight">
      <Button type="text" icon={<QuestionCircleOutlined />} aria-label="Keyboard shortcuts" />
    </Popover>
  );
}
