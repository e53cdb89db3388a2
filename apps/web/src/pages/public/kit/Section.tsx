import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

/** A titled part of a public page; `id` makes it linkable (`/faqs#api`). */
export function Section({ id, title, children, style }: { id?: string; title: ReactNode; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} style={{ margin: `0 0 ${token.marginXL}px`, scrollMarginTop: 80, ...style }}>
      <h2
        id={id ? `${id}-title` : undefined}
        style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, margin: `0 0 ${token.marginSM}px` }}
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
