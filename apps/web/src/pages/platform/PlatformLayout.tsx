import { useState, type ReactNode } from 'react';
import {
  ApiOutlined,
  AuditOutlined,
  BankOutlined,
  BookOutlined,
  CrownOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LineChartOutlined,
  MailOutlined,
  MenuOutlined,
  NotificationOutlined,
  ScheduleOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Layout, Menu, theme, type MenuProps } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { BREAKPOINTS, LAYOUT } from '@marginalia/contracts';
import { useMediaQuery } from '../../hooks/useMediaQuery';

// The platform console's frame (`/dashboard/…`, platform admins): a sider with every console page beside the page
// itself. At the phone breakpoint (750 px, where the signed-in header folds too) the sider gives way to a button
// above the page that opens the same menu in a drawer, so the page keeps the whole width.

interface NavEntry {
  path: string;
  label: string;
  icon: ReactNode;
}

const GROUPS: { key: string; label: string; entries: NavEntry[] }[] = [
  {
    key: 'overview',
    label: 'Overview',
    entries: [
      { path: '/dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
      { path: '/dashboard/analytics', label: 'Analytics', icon: <LineChartOutlined /> },
    ],
  },
  {
    key: 'directory',
    label: 'Directory',
    entries: [
      { path: '/dashboard/organizations', label: 'Organizations', icon: <BankOutlined /> },
      { path: '/dashboard/courses', label: 'Courses', icon: <BookOutlined /> },
      { path: '/dashboard/admins', label: 'Admins', icon: <TeamOutlined /> },
      { path: '/dashboard/lms', label: 'LMS (LTI)', icon: <ApiOutlined /> },
    ],
  },
  {
    key: 'operations',
    label: 'Operations',
    entries: [
      { path: '/dashboard/signup-requests', label: 'Sign-up requests', icon: <UserAddOutlined /> },
      { path: '/dashboard/outbox', label: 'Mail outbox', icon: <MailOutlined /> },
      { path: '/dashboard/jobs', label: 'Jobs', icon: <ScheduleOutlined /> },
      { path: '/dashboard/logs', label: 'Logs', icon: <FileTextOutlined /> },
      { path: '/dashboard/audit', label: 'Audit log', icon: <AuditOutlined /> },
      { path: '/dashboard/platform-admins', label: 'Platform admins', icon: <CrownOutlined /> },
      { path: '/dashboard/announcement', label: 'Announcement', icon: <NotificationOutlined /> },
    ],
  },
];

export const PLATFORM_NAV_ENTRIES: readonly NavEntry[] = GROUPS.flatMap((group) => group.entries);

/** The entry a path belongs to: the longest entry path it is or starts with (`/dashboard` only for itself). */
export function selectedEntry(pathname: string): NavEntry | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  return PLATFORM_NAV_ENTRIES.filter((entry) => path === entry.path || (entry.path !== '/dashboard' && path.startsWith(`${entry.path}/`))).sort(
    (a, b) => b.path.length - a.path.length,
  )[0];
}

// Labels are links, so an entry can be opened in a new tab; Enter on a focused entry (antd's keyboard
// navigation moves focus between entries, not into their links) goes through onClick instead.
const ITEMS: MenuProps['items'] = GROUPS.map((group) => ({
  type: 'group',
  key: group.key,
  label: group.label,
  children: group.entries.map((entry) => ({ key: entry.path, icon: entry.icon, label: <Link to={entry.path}>{entry.label}</Link> })),
}));

function PlatformMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = selectedEntry(pathname);
  return (
    <Menu
      mode="inline"
      items={ITEMS}
      selectedKeys={selected ? [selected.path] : []}
      style={{ borderInlineEnd: 'none', background: 'transparent' }}
      onClick={({ key, domEvent }) => {
        // A click on the label's link has navigated already.
        if (!(domEvent.target instanceof Element && domEvent.target.closest('a'))) void navigate(key);
        onNavigate?.();
      }}
    />
  );
}

function NarrowNav() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const current = selectedEntry(pathname);
  return (
    <nav aria-label="Platform console" style={{ marginBottom: token.marginMD }}>
      <Button icon={<MenuOutlined />} aria-expanded={open} aria-controls="platform-console-menu" onClick={() => setOpen(true)} block style={{ justifyContent: 'flex-start' }}>
        Platform console{current ? ` · ${current.label}` : ''}
      </Button>
      <Drawer
        id="platform-console-menu"
        title="Platform console"
        placement="left"
        size="min(280px, 85vw)"
        open={open}
        onClose={() => setOpen(false)}
        styles={{ body: { padding: token.paddingXS } }}
      >
        <PlatformMenu onNavigate={() => setOpen(false)} />
      </Drawer>
    </nav>
  );
}

export default function PlatformLayout() {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeHeader}px)`);
  if (narrow) {
    return (
      <>
        <NarrowNav />
        <Outlet />
      </>
    );
  }
  return (
    <Layout hasSider style={{ background: 'transparent', gap: token.marginLG, alignItems: 'flex-start' }}>
      <Layout.Sider
        theme="light"
        width={LAYOUT.consoleSiderWidth}
        style={{
          background: token.colorBgContainer,
          borderRadius: token.borderRadiusLG,
          border: `1px solid ${token.colorBorderSecondary}`,
          position: 'sticky',
          top: token.marginMD,
          padding: `${token.paddingXS}px 0`,
        }}
      >
        <nav aria-label="Platform console">
          <PlatformMenu />
        </nav>
      </Layout.Sider>
      <Layout.Content style={{ minWidth: 0 }}>
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
