import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/** Frame of the pages visitors see before logging in. */
export function PublicLayout({ children }: { children?: ReactNode }) {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PublicHeader />
      <Layout.Content style={{ padding: '32px 24px' }}>{children ?? <Outlet />}</Layout.Content>
      <PublicFooter />
    </Layout>
  );
}
