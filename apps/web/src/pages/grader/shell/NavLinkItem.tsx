import { useState, type ReactNode } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router';

interface NavLinkItemProps {
  to: string;
  current: boolean;
  /** The main line; long names are cut with an ellipsis and shown whole on hover. */
  title: string;
  /** The second, smaller line (period, tags). */
  children?: ReactNode;
}

/**
 * One entry of the sider as a plain link: a list of places to go is what a navigation landmark should hold
 * (antd's Menu would announce itself as an application menu).
 */
export function NavLinkItem({ to, current, title, children }: NavLinkItemProps) {
  const { token } = theme.useToken();
  const [hovered, setHovered] = useState(false);
  return (
    <Link
      to={to}
      aria-current={current ? 'page' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      style={{
        display: 'block',
        padding: `${token.paddingXXS}px ${token.paddingSM}px`,
        borderRadius: token.borderRadius,
        background: current ? token.colorFillSecondary : hovered ? token.colorFillTertiary : undefined,
        color: current ? token.colorPrimaryText : token.colorText,
        fontWeight: current ? token.fontWeightStrong : undefined,
      }}
    >
      <span style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={title}>
        {title}
      </span>
      {children !== undefined && (
        <span style={{ display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary, fontWeight: 'normal' }}>{children}</span>
      )}
    </Link>
  );
}
