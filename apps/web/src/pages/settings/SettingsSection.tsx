import type { ReactNode } from 'react';
import { theme } from 'antd';

/** One titled section of the settings page; a labelled region, so each is reachable by its name. */
export function SettingsSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { token } = theme.useToken();
  const headingId = `settings-${id}`;
  return (
    <section
      aria-labelledby={headingId}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: token.padding,
        marginBottom: token.margin,
      }}
    >
      <h2 id={headingId} style={{ fontSize: token.fontSizeLG, fontWeight: token.fontWeightStrong, color: token.colorTextHeading, margin: `0 0 ${token.marginSM}px` }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
