import type { ReactNode } from 'react';
import { theme } from 'antd';
import { BREAKPOINTS, LAYOUT } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

/**
 * The console's two columns: the sider (200 px) and the main area under the page heading. Below the console
 * breakpoint the sider moves above the main area, so tables keep the full width of a narrow window.
 */
export function GraderFrame({ heading, sider, children }: { heading: ReactNode; sider: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.adminSmall}px)`);
  return (
    <div>
      {/* Stacked, the page's heading must still come first, above the sider. */}
      {narrow && heading}
      <div style={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', gap: token.marginLG, alignItems: narrow ? 'stretch' : 'flex-start' }}>
        <aside style={{ width: narrow ? '100%' : LAYOUT.consoleSiderWidth, flex: 'none' }}>{sider}</aside>
        <div style={{ flex: 1, minWidth: 0 }}>
          {!narrow && heading}
          {children}
        </div>
      </div>
    </div>
  );
}
