import type { ReactNode } from 'react';
import { theme } from 'antd';
import { BREAKPOINTS, LAYOUT } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

/**
 * The console's two columns: the sider (200 px) and the main area. Below the console breakpoint the sider
 * moves above the main area, so tables keep the full width of a narrow window.
 */
export function GraderFrame({ sider, children }: { sider: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.adminSmall}px)`);
  return (
    <div style={{ display: 'flex', flexDirection: narrow ? 'column' : 'row', gap: token.marginLG, alignItems: narrow ? 'stretch' : 'flex-start' }}>
      <aside style={{ width: narrow ? '100%' : LAYOUT.consoleSiderWidth, flex: 'none' }}>{sider}</aside>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
