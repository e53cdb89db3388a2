import { Button, Drawer, Flex, theme, Typography } from 'antd';
import { ControlOutlined, LogoutOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Link } from 'react-router';
import { PLATFORM_HOME } from '../session/roles';
import { useSession } from '../session/SessionContext';
import { RoleSwitcher } from './RoleSwitcher';

/**
 * The signed-in header's right side folded for narrow screens: one menu button opening a drawer with the e-mail,
 * the role switcher, the platform pages (platform admins), Settings and Log Out.
 */
export function AccountMenuDrawer() {
  const { user } = useSession();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label="Account menu" aria-expanded={open} onClick={() => setOpen(true)} />
      {/* Never wider than the screen; a strip of the page stays in sight to tap back to it. */}
      <Drawer open={open} onClose={close} placement="right" size="min(300px, 85vw)" title="Account">
        <nav aria-label="Account menu">
          <Flex vertical gap={token.marginMD} align="flex-start">
            <Typography.Text type="secondary" style={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography.Text>
            <RoleSwitcher />
            {user.marginaliaAdmin && (
              <Link to={PLATFORM_HOME} onClick={close}>
                <ControlOutlined /> Platform
              </Link>
            )}
            <Link to="/settings" onClick={close}>
              <SettingOutlined /> Settings
            </Link>
            <Link to="/logout" onClick={close}>
              <LogoutOutlined /> Log Out
            </Link>
          </Flex>
        </nav>
      </Drawer>
    </>
  );
}
