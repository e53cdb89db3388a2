import { useMemo, useState } from 'react';
import { Button, Flex, theme } from 'antd';
import type { OutputFormat } from '@marginalia/contracts';
import { renderOutputMarkdown, sanitizeOutputHtml } from './outputHtml';
import { formatKb, utf8Length } from './sizes';
import { FIRST_VIEW_CHARS, TestLog } from './TestLog';
import './renderedOutput.css';

// Any output of a test or a run, drawn by the format its autograder declared: `ansi` and `text` as a log (text
// shows escape sequences as placeholders instead of colouring), `md` and `simple_format` as Markdown without raw
// HTML, `html` through the strict allow-list of outputHtml.ts. Rendered formats open with their first 64 KB too.

export interface FormattedOutputProps {
  text: string;
  format: OutputFormat;
  /** The accessible name of the output block, e.g. "Logs of adds numbers". */
  label: string;
  /** The runner kept only the beginning of the output. */
  truncated?: boolean;
  maxHeight?: number;
}

function RenderedOutput({ text, format, label, truncated, maxHeight }: Required<FormattedOutputProps>) {
  const { token } = theme.useToken();
  const [showAll, setShowAll] = useState(false);
  const long = text.length > FIRST_VIEW_CHARS;
  const shown = long && !showAll ? text.slice(0, FIRST_VIEW_CHARS) : text;
  const html = useMemo(() => (format === 'html' ? sanitizeOutputHtml(shown) : renderOutputMarkdown(shown, format === 'simple_format')), [shown, format]);
  const size = useMemo(() => utf8Length(text), [text]);
  return (
    <Flex vertical gap={token.marginXS}>
      <div
        role="group"
        aria-label={label}
        tabIndex={0}
        className="rendered-output"
        data-format={format}
        style={{
          maxHeight,
          overflow: 'auto',
          fontSize: token.fontSizeSM,
          color: token.colorText,
          background: token.colorFillQuaternary,
          border: `1px solid ${token.colorBorderSecondary}`,
          padding: token.paddingXS,
          borderRadius: token.borderRadiusSM,
        }}
        // Sanitized above by the allow-list; nothing else of the output reaches the page as markup.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {long && !showAll && (
        <Button size="small" onClick={() => setShowAll(true)} style={{ alignSelf: 'flex-start' }}>
          Show the whole output ({formatKb(size)})
        </Button>
      )}
      {truncated && <div style={{ color: token.colorWarningText, fontSize: token.fontSizeSM }}>Output was cut at {formatKb(size)}.</div>}
    </Flex>
  );
}

/** Output in its declared format, rendered safely; nothing at all for an empty string. */
export function FormattedOutput({ text, format, label, truncated = false, maxHeight = 320 }: FormattedOutputProps) {
  if (text === '' && !truncated) return null;
  if (format === 'ansi' || format === 'text') return <TestLog logs={text} truncated={truncated} label={label} maxHeight={maxHeight} plain={format === 'text'} />;
  return <RenderedOutput text={text} format={format} label={label} truncated={truncated} maxHeight={maxHeight} />;
}
