import { Button, Flex, theme, type DrawerProps } from 'antd';
import { ControlOutlined, LogoutOutlined, MenuOutlined, SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { InlineText } from '../components/InlineText';
import { lazyPart } from '../components/lazyPart';
import { Link } from 'react-router';
import { PLATFORM_HOME } from '../session/roles';
import { useSession } from '../session/SessionContext';
import { RoleSwitcher } from './RoleSwitcher';

// The drawer's code comes when the menu is first opened, pointed at or focused (or with the code view's other lazy
// parts): the frame of every signed-in page goes without it until then.
const drawer = lazyPart<DrawerProps>(() => import('antd/es/drawer').then((module) => module.default), { fetch: 'drawn' });
const loadDrawer = () => drawer.preload().catch(() => undefined);

/**
 * The signed-in header's right side folded for narrow screens: one menu button opening a drawer with the e-mail,
 * the role switcher, the platform pages (platform admins), Settings and Log Out.
 */
export function AccountMenuDrawer() {
  const { user } = useSession();
  const { token } = theme.useToken();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the drawer's closing animation.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        icon={<MenuOutlined />}
        aria-label="Account menu"
        aria-expanded={open}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => setOpen(true)}
      />
      {/* Never wider than the screen; a strip of the page stays in sight to tap back to it. */}
      {wanted && (
        <drawer.Component open={open} onClose={close} placement="right" size="min(300px, 85vw)" title="Account" fallback={null}>
          <nav aria-label="Account menu">
            <Flex vertical gap={token.marginMD} align="flex-start">
              <InlineText type="secondary" style={{ maxWidth: '100%', overflowWrap: 'anywhere' }}>
                {user.email}
              </InlineText>
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
        </drawer.Component>
      )}
    </>
  );
}
