import { Button, theme } from 'antd';

interface Props {
  dirty: boolean;
  saving: boolean;
  /** Nothing can be saved (an archived course): Save stays off. */
  readOnly: boolean;
  onDiscard: () => void;
  /** Space below the bar, where the page goes on after the form. */
  marginBottom?: number;
}

/**
 * A settings form's Save and Discard, kept in view at the bottom of the screen while the form scrolls, with the
 * reminder that changes are not saved yet. Save submits the form it sits in.
 */
export function StickySaveBar({ dirty, saving, readOnly, onDiscard, marginBottom }: Props) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: token.marginXS,
        alignItems: 'center',
        padding: `${token.paddingSM}px 0`,
        marginBottom,
        background: token.colorBgLayout,
      }}
    >
      <Button type="primary" htmlType="submit" loading={saving} disabled={!dirty || readOnly}>
        Save changes
      </Button>
      <Button onClick={onDiscard} disabled={!dirty || saving}>
        Discard changes
      </Button>
      {dirty && <span style={{ color: token.colorTextSecondary }}>You have unsaved changes.</span>}
    </div>
  );
}
