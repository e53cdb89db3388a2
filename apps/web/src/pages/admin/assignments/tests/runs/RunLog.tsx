import { Collapse, theme } from 'antd';
import type { OutputFormat } from '@marginalia/contracts';
import { FormattedOutput } from '../../../../../features/test-output/FormattedOutput';

/**
 * A log behind a toggle, drawn safely in its declared format (features/test-output): long lines wrap and a long
 * log scrolls inside its box instead of stretching the page.
 */
export function RunLog({ label, text, truncated = false, format = 'ansi' }: { label: string; text: string; truncated?: boolean; format?: OutputFormat }) {
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
              <FormattedOutput text={text} format={format} label={label} />
              {truncated && <div style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>The output was cut at the environment&apos;s limit.</div>}
            </>
          ),
        },
      ]}
    />
  );
}
