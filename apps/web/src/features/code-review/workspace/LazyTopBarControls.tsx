import { ColumnWidthOutlined, MenuOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazyPart } from '../../../components/lazyPart';
import type { MenusDropdownProps } from './MenusDropdown';

// The top bar's menus (Dropdown, Menu, Checkbox) and code width (Select) come right after the code
// (components/lazyPart.tsx); until then each is drawn as its button, the same size.

const menusDropdown = lazyPart<MenusDropdownProps>(() => import('./MenusDropdown').then((module) => module.MenusDropdown));

interface CodeWidthProps {
  value: number;
  zoom: number;
  onChange(width: number): void;
}
const codeWidthControl = lazyPart<CodeWidthProps>(() => import('./CodeWidthControl').then((module) => module.CodeWidthControl));

export function LazyMenusDropdown(props: MenusDropdownProps) {
  return (
    <menusDropdown.Component
      {...props}
      fallback={
        <Button icon={<MenuOutlined />} aria-label="Menus" aria-busy="true">
          Menus
        </Button>
      }
    />
  );
}

export function LazyCodeWidthControl(props: CodeWidthProps) {
  return (
    <codeWidthControl.Component
      {...props}
      fallback={
        <Button aria-label="Code width" aria-busy="true" icon={<ColumnWidthOutlined />} iconPlacement="end" style={{ minWidth: 104 }}>
          {props.value === 0 ? 'Code: auto' : `Code: ${props.value} px`}
        </Button>
      }
    />
  );
}
