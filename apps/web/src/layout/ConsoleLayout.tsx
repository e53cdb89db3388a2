import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { CompactTheme } from '../theme/ThemeProvider';
import { useMinimalScreen } from '../storage/partnerScreen';
import { AppHeader } from './AppHeader';
import { MinimalHeader } from './MinimalHeader';

/**
 * Frame of every logged-in screen: the header and a dense, compact main area. `fullBleed` screens (the
 * submission view) fill the area below the header edge to edge and scroll inside themselves. Phones (500 px) get
 * a narrower margin around the consoles. A partner's page asks for the minimal screen: a header without links out.
 */
export function ConsoleLayout({ children, fullBleed = false }: { children?: ReactNode; fullBleed?: boolean }) {
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileWide}px)`);
  const minimal = useMinimalScreen();
  return (
    <CompactTheme>
      <Layout style={{ minHeight: '100vh' }}>
        {minimal ? <MinimalHeader /> : <AppHeader />}
        <Layout.Content style={fullBleed ? { padding: 0, overflow: 'hidden' } : { padding: phone ? 12 : 24 }}>{children ?? <Outlet />}</Layout.Content>
      </Layout>
    </CompactTheme>
  );
}
