import { Collapse, theme } from 'antd';

/**
 * A log behind a toggle, as plain monospace text: React escapes it, long lines wrap anywhere and a long log
 * scrolls inside its box instead of stretching the page.
 */
export function RunLog({ label, text, truncated = false }: { label: string; text: string; truncated?: boolean }) {
  const { token } = theme.useToken();
  if (text === '') return null;
  return (
    <Collapse
      size="small"
      ghost
      items={[
        {
          key: 'log',
          label,
          children: (
            <>
              <pre
                style={{
                  margin: 0,
                  maxHeight: 320,
                  overflow: 'auto',
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  fontFamily: token.fontFamilyCode,
                  fontSize: token.fontSizeSM,
                  background: token.colorFillQuaternary,
                  color: token.colorText,
                  padding: token.paddingXS,
                  borderRadius: token.borderRadiusSM,
                }}
              >
                {text}
              </pre>
              {truncated && <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>The output was cut at the environment&apos;s limit.</div>}
            </>
          ),
        },
      ]}
    />
  );
}
