import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { CompactTheme } from '../theme/ThemeProvider';
import { AppHeader } from './AppHeader';

/**
 * Frame of every logged-in screen: the header and a dense, compact main area. `fullBleed` screens (the
 * submission view) fill the area below the header edge to edge and scroll inside themselves.
 */
export function ConsoleLayout({ children, fullBleed = false }: { children?: ReactNode; fullBleed?: boolean }) {
  return (
    <CompactTheme>
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader />
        <Layout.Content style={fullBleed ? { padding: 0, overflow: 'hidden' } : { padding: 24 }}>{children ?? <Outlet />}</Layout.Content>
      </Layout>
    </CompactTheme>
  );
}
