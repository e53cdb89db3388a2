import type { ReactNode } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useMinimalScreen } from '../storage/partnerScreen';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

/**
 * Frame of the pages visitors see before logging in. On the minimal screen (a partner's page is signing the person
 * in) the page alone, without the site's header and footer and their links to the rest of the site.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const minimal = useMinimalScreen();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      {!minimal && <PublicHeader />}
      <Layout.Content style={{ padding: minimal ? '16px 12px' : '32px 24px' }}>{children ?? <Outlet />}</Layout.Content>
      {!minimal && <PublicFooter />}
    </Layout>
  );
}
