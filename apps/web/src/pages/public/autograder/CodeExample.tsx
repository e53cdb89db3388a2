import { theme } from 'antd';
import type { CodeBlock } from './examples';

/** A titled, plain code listing; long lines scroll inside the block, never the page. */
export function CodeExample({ block }: { block: CodeBlock }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginMD, minWidth: 0 }}>
      <div style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginBottom: token.marginXXS, fontFamily: token.fontFamilyCode }}>
        {block.title}
      </div>
      <pre
        tabIndex={0}
        aria-label={block.title}
        style={{
          margin: 0,
          padding: token.paddingSM,
          overflowX: 'auto',
          maxWidth: '100%',
          background: token.colorFillTertiary,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadius,
          color: token.colorText,
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeSM,
          lineHeight: 1.6,
        }}
      >
        <code>{block.code}</code>
      </pre>
    </div>
  );
}
