import type { ReactNode } from 'react';
import { theme } from 'antd';

/** A section's heading on the LMS page, in the console's heading style. */
export function Subheading({ id, children }: { id: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <h2 id={id} style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading4, fontWeight: token.fontWeightStrong, margin: `0 0 ${token.marginSM}px` }}>
      {children}
    </h2>
  );
}
