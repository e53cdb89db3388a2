import { Layout, theme } from 'antd';
import { ControlOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { useSession } from '../session/SessionContext';
import { Logo } from './Logo';
import { HelpButton } from './help/HelpButton';
import { RoleSwitcher } from './RoleSwitcher';

/** The logged-in header (spec §2): logo left; email, role switcher, (platform admins' pages,) settings and Log Out right. */
export function AppHeader() {
  const { user } = useSession();
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.removeModule}px)`);

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Logo />
      <nav aria-label="Account" style={{ display: 'flex', alignItems: 'center', gap: 16, minWidth: 0 }}>
        {!narrow && (
          <span
            style={{
              color: token.colorTextSecondary,
              maxWidth: 260,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
            }}
          >
            {user.email}
          </span>
        )}
        <HelpButton />
        <RoleSwitcher />
        {user.marginaliaAdmin && (
          <Link to="/dashboard/signup-requests">
            <ControlOutlined /> Platform
          </Link>
        )}
        <Link to="/settings">
          <SettingOutlined /> Settings
        </Link>
        <Link to="/logout">
          <LogoutOutlined /> Log Out
        </Link>
      </nav>
    </Layout.Header>
  );
}
