import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { QuestionCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { CONSOLE_LABELS, CONSOLE_PATHS, MESSAGES } from '@marginalia/contracts';
import { HELP_LINKS } from '../config';
import { useSession } from '../session/SessionContext';
import { otherConsoles, switcherLabel } from '../session/roles';

/**
 * Lists the user's other consoles (docs/PRODUCT.md §2.3) and a pointer to help about roles. Someone who holds no
 * console (a platform admin in no course, a new account) gets only the help link: there is nothing to switch to.
 */
export function RoleSwitcher() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const label = switcherLabel(user, pathname);
  const others = otherConsoles(user, pathname);
  if (label === null) {
    return (
      <Link to={HELP_LINKS.roles}>
        <QuestionCircleOutlined /> What are roles?
      </Link>
    );
  }

  const items: MenuProps['items'] = [
    ...others.map((role) => ({ key: role, label: <Link to={CONSOLE_PATHS[role]}>{CONSOLE_LABELS[role]}</Link> })),
    ...(others.length > 0 ? [{ type: 'divider' as const }] : []),
    {
      key: 'help',
      icon: <QuestionCircleOutlined />,
      label: <Link to={HELP_LINKS.roles}>What are roles?</Link>,
    },
  ];

  return (
    <Tooltip title={MESSAGES.switchRoles} trigger={['hover', 'focus']}>
      <Dropdown menu={{ items }} trigger={['click']}>
        {/* The accessible name keeps the visible text so speech users can say what they see. */}
        <Button icon={<SwapOutlined />} aria-label={`${MESSAGES.switchRoles}: ${label}`}>
          {label}
        </Button>
      </Dropdown>
    </Tooltip>
  );
}
