import type { ReactNode } from 'react';
import { theme } from 'antd';
import { BREAKPOINTS, LAYOUT } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

/** Narrower than this the console's main area scrolls sideways inside itself instead of crushing its tables (docs/PRODUCT.md §9). */
export const ADMIN_MIN_WIDTH = LAYOUT.adminMinWidth;

/**
 * The console's two columns: the course sider (200 px, 165 px below the admin breakpoint, docs/PRODUCT.md §9) and the main
 * area with the page heading. On phones (up to the 750 px breakpoint) the sider moves above the main area, which
 * keeps the admin minimum width and scrolls sideways in its own box, so the page itself never does.
 */
export function AdminFrame({ sider, children }: { sider: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS.adminSmall}px)`);
  const stacked = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeHeader}px)`);
  if (stacked) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: token.marginMD }}>
        <aside>{sider}</aside>
        <div style={{ overflowX: 'auto' }}>
          <div style={{ minWidth: ADMIN_MIN_WIDTH }}>{children}</div>
        </div>
      </div>
    );
  }
  const siderWidth = small ? LAYOUT.consoleSiderWidthSmall : LAYOUT.consoleSiderWidth;
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ display: 'flex', gap: token.marginLG, minWidth: ADMIN_MIN_WIDTH, alignItems: 'flex-start' }}>
        <aside style={{ width: siderWidth, flex: 'none' }}>{sider}</aside>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </div>
    </div>
  );
}
