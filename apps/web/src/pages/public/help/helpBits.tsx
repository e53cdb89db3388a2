import type { ReactNode } from 'react';
import { theme } from 'antd';

// Small pieces the help articles share: keys, code and sub-headings, drawn with theme tokens (no Typography).

/** A key of the keyboard, as in "Alt + E". */
export function Key({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <kbd
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: '0.9em',
        padding: '1px 6px',
        border: `1px solid ${token.colorBorder}`,
        borderBottomWidth: 2,
        borderRadius: token.borderRadiusSM,
        background: token.colorFillQuaternary,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </kbd>
  );
}

/** A block of commands or code; long lines scroll inside the block, never the page. */
export function CodeBlock({ children, label }: { children: string; label?: string }) {
  const { token } = theme.useToken();
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      style={{
        margin: `0 0 ${token.marginSM}px`,
        padding: token.paddingSM,
        maxWidth: '100%',
        overflowX: 'auto',
        background: token.colorFillTertiary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        fontSize: token.fontSizeSM,
        lineHeight: 1.6,
      }}
    >
      <code style={{ fontFamily: token.fontFamilyCode }}>{children}</code>
    </pre>
  );
}

/** Inline code: a path, a header, a variable. */
export function Code({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <code
      style={{
        fontFamily: token.fontFamilyCode,
        fontSize: '0.9em',
        padding: '0 4px',
        background: token.colorFillTertiary,
        borderRadius: token.borderRadiusSM,
        overflowWrap: 'anywhere',
      }}
    >
      {children}
    </code>
  );
}

/** A heading inside an article. */
export function SubHeading({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return <h3 style={{ margin: `${token.marginMD}px 0 ${token.marginXS}px`, fontSize: token.fontSizeLG, color: token.colorTextHeading }}>{children}</h3>;
}
