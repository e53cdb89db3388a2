import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { lazyPart } from '../components/lazyPart';
import type { RoleMenuProps } from './RoleMenu';
import { QuestionCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { MESSAGES } from '@marginalia/contracts';
import { HELP_LINKS } from '../config';
import { useSession } from '../session/SessionContext';
import { otherConsoles, switcherLabel } from '../session/roles';

// The menu (Ant Design's Dropdown and Menu) loads when the button is pointed at or focused, before it can be
// clicked (or with the code view's other lazy parts), so the frame of every signed-in page goes without it until then.
const roleMenu = lazyPart<RoleMenuProps>(() => import('./RoleMenu').then((module) => module.RoleMenu), { fetch: 'asked' });
const loadRoleMenu = () => roleMenu.preload().catch(() => undefined);

/**
 * Lists the user's other consoles (docs/PRODUCT.md §2.3) and a pointer to help about roles. Someone who holds no
 * console (a platform admin in no course, a new account) gets only the help link: there is nothing to switch to.
 */
export function RoleSwitcher() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const label = switcherLabel(user, pathname);
  const others = otherConsoles(user, pathname);
  const [focused, setFocused] = useState(false);
  // A press that came before the menu's code (a tap on a touch screen has no pointing first) opens it when it arrives.
  const [pressed, setPressed] = useState(false);
  // The menu's code arrives while the pointer is on the button: its tooltip, drawn anew, shows as the fallback's did.
  const [pointed, setPointed] = useState(false);
  if (label === null) {
    return (
      <Link to={HELP_LINKS.roles}>
        <QuestionCircleOutlined /> What are roles?
      </Link>
    );
  }

  // The accessible name keeps the visible text so speech users can say what they see. Focus that loaded the menu
  // stays on the button when the menu's code arrives (the button is drawn anew inside the menu then).
  const button = (autoFocus: boolean, onPress?: () => void) => (
    <Button
      icon={<SwapOutlined />}
      aria-label={`${MESSAGES.switchRoles}: ${label}`}
      autoFocus={autoFocus}
      onPointerEnter={() => {
        setPointed(true);
        void loadRoleMenu();
      }}
      onPointerLeave={() => setPointed(false)}
      onFocus={() => {
        setFocused(true);
        void loadRoleMenu();
      }}
      onBlur={() => setFocused(false)}
      // The press counts from pointer down: the menu's code may arrive before the pointer is up, and a click whose
      // press began on the button drawn before it would never come.
      onPointerDown={onPress}
      onClick={onPress}
    >
      {label}
    </Button>
  );
  return (
    <roleMenu.Component
      others={others}
      tooltip={MESSAGES.switchRoles}
      openAtOnce={pressed}
      tooltipAtOnce={pointed || focused}
      fallback={
        <Tooltip title={MESSAGES.switchRoles} trigger={['hover', 'focus']}>
          {button(false, () => {
            setPressed(true);
            void loadRoleMenu();
          })}
        </Tooltip>
      }
    >
      {button(focused)}
    </roleMenu.Component>
  );
}
