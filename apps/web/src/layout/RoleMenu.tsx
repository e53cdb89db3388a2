import { Dropdown, Tooltip, type MenuProps } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { CONSOLE_LABELS, CONSOLE_PATHS } from '@marginalia/contracts';
import { HELP_LINKS } from '../config';
import type { otherConsoles } from '../session/roles';

/** The role switcher's menu: the user's other consoles and a pointer to help about roles, opened by `children` (the switcher's button). */
export interface RoleMenuProps {
  others: ReturnType<typeof otherConsoles>;
  tooltip: string;
  children: ReactElement;
}

export function RoleMenu({ others, tooltip, children }: RoleMenuProps) {
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
    <Tooltip title={tooltip} trigger={['hover', 'focus']}>
      <Dropdown menu={{ items }} trigger={['click']}>
        {children}
      </Dropdown>
    </Tooltip>
  );
}
