import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/** A bordered surface for forms and notices; lighter than antd's Card, which carries Tabs along. */
export function Panel({ children, maxWidth = 420, style }: { children: ReactNode; maxWidth?: number; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: '100%',
        maxWidth,
        margin: '0 auto',
        padding: token.paddingLG,
        background: token.colorBgContainer,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
