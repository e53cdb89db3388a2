import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { CompactTheme } from '../theme/ThemeProvider';
import { AppHeader } from './AppHeader';

/** Frame of every logged-in screen: the header and a dense, compact main area. */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  return (
    <CompactTheme>
      <Layout style={{ minHeight: '100vh' }}>
        <AppHeader />
        <Layout.Content style={{ padding: 24 }}>{children ?? <Outlet />}</Layout.Content>
      </Layout>
    </CompactTheme>
  );
}
