import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/**
 * A themed page heading. antd's Typography would do, but it brings its editing and copying machinery
 * (about 50 KB gzip) into every page that shows a title.
 */
export function PageHeading({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <h1
      style={{
        color: token.colorTextHeading,
        fontSize: token.fontSizeHeading2,
        lineHeight: token.lineHeightHeading2,
        fontWeight: token.fontWeightStrong,
        margin: `0 0 ${token.marginMD}px`,
        ...style,
      }}
    >
      {children}
    </h1>
  );
}
