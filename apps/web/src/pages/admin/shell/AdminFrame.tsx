import type { ReactNode } from 'react';
import { theme } from 'antd';
import { BREAKPOINTS, LAYOUT } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

/** Narrower than this the console scrolls sideways instead of crushing its tables (spec §9). */
export const ADMIN_MIN_WIDTH = 700;

/**
 * The console's two columns: the course sider (200 px, 165 px below the admin breakpoint, spec §9) and the
 * main area with the page heading.
 */
export function AdminFrame({ sider, children }: { sider: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const small = useMediaQuery(`(max-width: ${BREAKPOINTS.adminSmall}px)`);
  const siderWidth = small ? LAYOUT.consoleSiderWidthSmall : LAYOUT.consoleSiderWidth;
  return (
    <div style={{ overflowX: 'auto' }}>
      <div style={{ display: 'flex', gap: token.marginLG, minWidth: ADMIN_MIN_WIDTH, alignItems: 'flex-start' }}>
        <aside style={{ width: siderWidth, flex: 'none' }}>
          {sider}
        </aside>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </div>
    </div>
  );
}
