import type { ReactNode } from 'react';
import { theme } from 'antd';
import { BREAKPOINTS, LAYOUT } from '@marginalia/contracts';
import { useMediaQuery } from '../../../hooks/useMediaQuery';

/** Below this width the course column moves above the assignments, which then get the whole width. */
export const STUDENT_STACK_BELOW = BREAKPOINTS.verticalPanels;

export function useStackedLayout(): boolean {
  return useMediaQuery(`(max-width: ${STUDENT_STACK_BELOW - 1}px)`);
}

/** The console's columns: courses on the left (above, on narrow screens), the course or assignment beside. */
export function StudentFrame({ sider, children }: { sider: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  const stacked = useStackedLayout();
  return (
    <div style={{ display: 'flex', flexDirection: stacked ? 'column' : 'row', gap: stacked ? token.marginMD : token.marginLG, alignItems: stacked ? 'stretch' : 'flex-start' }}>
      <aside style={{ width: stacked ? '100%' : LAYOUT.consoleSiderWidth, flex: 'none' }}>{sider}</aside>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </div>
  );
}
