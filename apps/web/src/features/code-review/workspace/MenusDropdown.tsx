import { MenuOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown } from 'antd';
import type { LocalPreferences } from '../../../preferences/localPreferences';

/** The preferences that hide the view's panels, one per entry of the menu. */
export type MenuFlag = 'fileMenuHidden' | 'rubricMenuHidden' | 'testsMenuHidden' | 'infoMenuHidden';

export interface MenusDropdownProps {
  menus: { flag: MenuFlag; label: string }[];
  preferences: LocalPreferences;
  onToggleMenu(flag: MenuFlag): void;
}

/** The top bar's "Menus": which of the files, rubric, tests and info panels show. */
export function MenusDropdown({ menus, preferences, onToggleMenu }: MenusDropdownProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: menus.map((menu) => ({
          key: menu.flag,
          label: (
            <Checkbox checked={!preferences[menu.flag]} onClick={(event) => event.stopPropagation()} onChange={() => onToggleMenu(menu.flag)}>
              {menu.label}
            </Checkbox>
          ),
        })),
      }}
    >
      <Button icon={<MenuOutlined />} aria-label="Menus">
        Menus
      </Button>
    </Dropdown>
  );
}
