import { Layout, theme } from 'antd';
import { ControlOutlined, LogoutOutlined, SettingOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { BREAKPOINTS } from '@marginalia/contracts';
import { useMediaQuery } from '../hooks/useMediaQuery';
import { PLATFORM_HOME } from '../session/roles';
import { useSession } from '../session/SessionContext';
import { AccountMenuDrawer } from './AccountMenuDrawer';
import { Logo } from './Logo';
import { HelpButton } from './help/HelpButton';
import { RoleSwitcher } from './RoleSwitcher';

/**
 * The logged-in header (docs/PRODUCT.md §2): logo left; email, role switcher, (platform admins' pages,) settings and Log Out
 * right. At the grade header breakpoint (750 px) all but help fold into the account menu's drawer, and phones
 * (500 px) get narrower side padding.
 */
export function AppHeader() {
  const { token } = theme.useToken();
  const folded = useMediaQuery(`(max-width: ${BREAKPOINTS.gradeHeader}px)`);
  const phone = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileWide}px)`);

  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        paddingInline: phone ? token.padding : undefined,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Logo />
      {folded ? (
        <nav aria-label="Account" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <HelpButton />
          <AccountMenuDrawer />
        </nav>
      ) : (
        <AccountLinks />
      )}
    </Layout.Header>
  );
}

/** The header's right side with room to spare: everything in one row. */
function AccountLinks() {
  const { user } = useSession();
  const { token } = theme.useToken();
  return (
    <nav aria-label="Account" style={{ display: 'flex', alignItems: 'center', gap: 16, minWidth: 0 }}>
      <span style={{ color: token.colorTextSecondary, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{user.email}</span>
      <HelpButton />
      <RoleSwitcher />
      {user.marginaliaAdmin && (
        <Link to={PLATFORM_HOME}>
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
  );
}
