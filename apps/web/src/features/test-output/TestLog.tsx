import { useMemo, useState } from 'react';
import { Alert, Button, Flex, theme, type GlobalToken } from 'antd';
import { parseAnsi } from './ansi';
import { segmentStyle } from './ansiPalette';
import { formatKb, utf8Length } from './sizes';

// A test's output as the program printed it: monospace, its ANSI colours in the theme's colours, never HTML
// (every piece is a text node). Long output opens with its beginning and offers the rest, so that a log of a
// million characters does not stall the page when it opens; long lines wrap.

/** Characters shown before "Show the whole log". */
export const FIRST_VIEW_CHARS = 64 * 1024;

export interface TestLogProps {
  logs: string;
  /** The runner kept only the beginning of the output. */
  truncated: boolean;
  /** The accessible name of the log block, e.g. "Logs of adds numbers". */
  label: string;
  maxHeight?: number;
  /** Plain text: escape sequences are shown as placeholders rather than read as colours. */
  plain?: boolean;
}

/** Dark themes have a dark container background; read from the token so the log works outside the app's providers. */
export function isDarkToken(token: GlobalToken): boolean {
  const hex = /^#([0-9a-f]{6})$/i.exec(token.colorBgContainer)?.[1];
  if (!hex) return false;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.299 * r! + 0.587 * g! + 0.114 * b! < 128;
}

export function TestLog({ logs, truncated, label, maxHeight = 320, plain = false }: TestLogProps) {
  const { token } = theme.useToken();
  const dark = isDarkToken(token);
  const [showAll, setShowAll] = useState(false);
  const long = logs.length > FIRST_VIEW_CHARS;
  const shown = long && !showAll ? logs.slice(0, FIRST_VIEW_CHARS) : logs;
  const segments = useMemo(() => parseAnsi(shown, undefined, !plain), [shown, plain]);
  const size = useMemo(() => utf8Length(logs), [logs]);

  return (
    <Flex vertical gap={token.marginXS}>
      <pre
        aria-label={label}
        tabIndex={0}
        style={{
          margin: 0,
          maxHeight,
          overflow: 'auto',
          fontFamily: token.fontFamilyCode,
          fontSize: token.fontSizeSM,
          lineHeight: 1.5,
          color: token.colorText,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          padding: token.paddingXS,
          borderRadius: token.borderRadiusSM,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {segments.map((segment, index) =>
          segment.control ? (
            <span
              key={index}
              data-control=""
              title="Control character"
              style={{ color: token.colorTextTertiary, background: token.colorFillSecondary, borderRadius: 2 }}
            >
              {segment.text}
            </span>
          ) : (
            <span key={index} style={segmentStyle(segment.style, token, dark)}>
              {segment.text}
            </span>
          ),
        )}
      </pre>
      {long && !showAll && (
        <Button size="small" onClick={() => setShowAll(true)} style={{ alignSelf: 'flex-start' }}>
          Show the whole log ({formatKb(size)})
        </Button>
      )}
      {truncated && <Alert type="warning" showIcon title={`Output was cut at ${formatKb(size)}.`} />}
    </Flex>
  );
}
