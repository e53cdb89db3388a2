import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { CollapseButton, CollapseRail } from './CollapseRail';
import { InlineText } from '../../../components/InlineText';

interface FilesSiderProps {
  width: number;
  collapsed: boolean;
  onCollapsedChange(collapsed: boolean): void;
  children: ReactNode;
}

/** The files tree left of the code, which collapses to a rail (the fileMenuHidden preference) to give the code its room. */
export function FilesSider({ width, collapsed, onCollapsedChange, children }: FilesSiderProps) {
  const { token } = theme.useToken();
  if (collapsed) return <CollapseRail name="files" side="left" onExpand={() => onCollapsedChange(false)} />;
  return (
    <nav
      id="review-files"
      aria-label="Files"
      style={{ width, flex: `0 0 ${width}px`, overflow: 'auto', borderRight: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}
    >
      <Flex align="center" justify="space-between" style={{ padding: `${token.paddingXXS}px ${token.paddingXS}px 0 ${token.paddingSM}px` }}>
        <InlineText type="secondary" style={{ fontSize: token.fontSizeSM }}>
          Files
        </InlineText>
        <CollapseButton name="files" side="left" controls="review-files" onCollapse={() => onCollapsedChange(true)} />
      </Flex>
      {children}
    </nav>
  );
}
