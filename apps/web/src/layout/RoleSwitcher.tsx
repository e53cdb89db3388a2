import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { QuestionCircleOutlined, SwapOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { CONSOLE_LABELS, CONSOLE_PATHS, MESSAGES } from '@marginalia/contracts';
import { HELP_LINKS } from '../config';
import { useSession } from '../session/SessionContext';
import { consoleOfPath, otherConsoles } from '../session/roles';

/** Lists the user's other consoles (docs/PRODUCT.md §2) and a pointer to help about roles. */
export function RoleSwitcher() {
  const { user } = useSession();
  const { pathname } = useLocation();
  const current = consoleOfPath(pathname);
  const others = otherConsoles(user, pathname);

  const items: MenuProps['items'] = [
    ...others.map((role) => ({ key: role, label: <Link to={CONSOLE_PATHS[role]}>{CONSOLE_LABELS[role]}</Link> })),
    ...(others.length > 0 ? [{ type: 'divider' as const }] : []),
    {
      key: 'help',
      icon: <QuestionCircleOutlined />,
      label: <Link to={HELP_LINKS.roles}>What are roles?</Link>,
    },
  ];
  const label = current ? CONSOLE_LABELS[current] : 'Consoles';

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
