import type { ReactNode } from 'react';
import { theme } from 'antd';

/** A titled group of settings; a fieldset, so screen readers announce the group with each field. */
export function SettingsGroup({ title, children }: { title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <fieldset
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: `${token.paddingSM}px ${token.padding}px 0`,
        margin: `0 0 ${token.margin}px`,
        minWidth: 0,
      }}
    >
      <legend
        style={{
          fontSize: token.fontSizeLG,
          fontWeight: token.fontWeightStrong,
          color: token.colorTextHeading,
          padding: `0 ${token.paddingXS}px`,
          width: 'auto',
          marginBottom: 0,
          border: 'none',
        }}
      >
        {title}
      </legend>
      {children}
    </fieldset>
  );
}
