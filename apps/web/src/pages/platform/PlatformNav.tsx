import { Menu } from 'antd';
import { useLocation, useNavigate } from 'react-router';

// The platform admins' pages, one menu above each of them.

const ITEMS = [
  { key: '/dashboard/signup-requests', label: 'Sign-up requests' },
  { key: '/dashboard/outbox', label: 'Mail outbox' },
  { key: '/dashboard/jobs', label: 'Jobs' },
  { key: '/dashboard/logs', label: 'Logs' },
];

export function PlatformNav() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav aria-label="Platform">
      <Menu mode="horizontal" selectedKeys={[pathname]} items={ITEMS} onClick={({ key }) => navigate(key)} style={{ marginBottom: 16 }} />
    </nav>
  );
}
