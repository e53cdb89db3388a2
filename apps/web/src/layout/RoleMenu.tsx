import { Dropdown, Tooltip, type MenuProps } from 'antd';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { CONSOLE_LABELS, CONSOLE_PATHS } from '@marginalia/contracts';
import { HELP_LINKS } from '../config';
import type { otherConsoles } from '../session/roles';

/** The role switcher's menu: the user's other consoles and a pointer to help about roles, opened by `children` (the switcher's button). */
export interface RoleMenuProps {
  others: ReturnType<typeof otherConsoles>;
  tooltip: string;
  children: ReactElement;
  /** Opens at once: the button was pressed before the menu's code had arrived. */
  openAtOnce?: boolean;
  /** Shows the tooltip at once: the button was pointed at or focused before the menu's code had arrived. */
  tooltipAtOnce?: boolean;
}

export function RoleMenu({ others, tooltip, children, openAtOnce = false, tooltipAtOnce = false }: RoleMenuProps) {
  const [open, setOpen] = useState(openAtOnce);
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
    <Tooltip title={tooltip} trigger={['hover', 'focus']} defaultOpen={tooltipAtOnce && !openAtOnce}>
      <Dropdown menu={{ items }} trigger={['click']} open={open} onOpenChange={setOpen}>
        {children}
      </Dropdown>
    </Tooltip>
  );
}
