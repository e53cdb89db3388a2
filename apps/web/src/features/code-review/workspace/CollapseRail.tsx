import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Tooltip, theme } from 'antd';
import { RAIL_WIDTH } from './reviewLayout';

interface CollapseRailProps {
  /** What the rail opens, as people name it ("files", "panels"). */
  name: string;
  side: 'left' | 'right';
  onExpand(): void;
}

/** The narrow strip a collapsed sider or panel column leaves: one button, reachable with Tab, that opens it again. */
export function CollapseRail({ name, side, onExpand }: CollapseRailProps) {
  const { token } = theme.useToken();
  const border = `1px solid ${token.colorBorderSecondary}`;
  return (
    <div
      style={{
        flex: `0 0 ${RAIL_WIDTH}px`,
        display: 'flex',
        justifyContent: 'center',
        paddingTop: token.paddingXS,
        background: token.colorBgContainer,
        ...(side === 'left' ? { borderRight: border } : { borderLeft: border }),
      }}
    >
      <Tooltip title={`Show ${name}`} placement={side === 'left' ? 'right' : 'left'}>
        <Button
          type="text"
          size="small"
          icon={side === 'left' ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={`Show ${name}`}
          aria-expanded={false}
          onClick={onExpand}
        />
      </Tooltip>
    </div>
  );
}

/** The button in a sider's or panel column's header that collapses it to its rail. */
export function CollapseButton({ name, side, controls, onCollapse }: { name: string; side: 'left' | 'right'; controls: string; onCollapse(): void }) {
  return (
    <Tooltip title={`Hide ${name}: the code gets the room`}>
      <Button
        type="text"
        size="small"
        icon={side === 'left' ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        aria-label={`Hide ${name}`}
        aria-expanded
        aria-controls={controls}
        onClick={onCollapse}
      />
    </Tooltip>
  );
}
