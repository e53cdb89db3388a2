import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/** A paragraph in the theme's secondary text color. */
export function SecondaryText({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return <p style={{ color: token.colorTextSecondary, margin: `0 0 ${token.marginSM}px`, ...style }}>{children}</p>;
}
