import type { ReactNode } from 'react';
import { theme } from 'antd';

/** One part of the Tests tab: a labelled region with its heading, an optional line under it and its content. */
export function TabSection({ title, intro, extra, children }: { title: string; intro?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <section
      aria-label={title}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        padding: token.paddingSM,
        marginBottom: token.marginMD,
      }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: token.marginXS }}>
        <h4 style={{ margin: 0, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{title}</h4>
        {extra}
      </div>
      {intro && <div style={{ color: token.colorTextSecondary, margin: `${token.marginXXS}px 0 ${token.marginSM}px` }}>{intro}</div>}
      {!intro && <div style={{ height: token.marginSM }} />}
      {children}
    </section>
  );
}
