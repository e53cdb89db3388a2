import { Segmented, theme } from 'antd';
import { useState } from 'react';
import type { File } from '@marginalia/contracts';
import { MarkdownContent } from '../../../../components/MarkdownContent';
import { CodeViewer, type CodeViewerProps } from '../code/CodeViewer';
import { CommentList } from './CommentList';

type MarkdownViewProps = Omit<CodeViewerProps, 'fileId' | 'code' | 'extension'> & { file: File; extension: string };

/**
 * A Markdown file, rendered by default. Comments sit on the source, so they are made and shown in Source mode;
 * the rendered text lists them below.
 */
export function MarkdownView({ file, extension, ...props }: MarkdownViewProps) {
  const { token } = theme.useToken();
  const [mode, setMode] = useState<'Rendered' | 'Source'>('Rendered');
  return (
    <div style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div style={{ padding: `${token.paddingXS}px ${token.padding}px`, borderBottom: `1px solid ${token.colorBorderSecondary}`, background: token.colorBgContainer }}>
        <Segmented aria-label="Markdown display" options={['Rendered', 'Source']} value={mode} onChange={(value) => setMode(value as 'Rendered' | 'Source')} />
      </div>
      {mode === 'Source' ? (
        <CodeViewer {...props} fileId={file.id} code={file.code} extension={extension} />
      ) : (
        <div data-testid="markdown-viewer" style={{ flex: 1, minHeight: 0, overflow: 'auto', padding: token.paddingLG, background: token.colorBgContainer }}>
          <MarkdownContent source={file.code} />
          {props.comments.length > 0 ? (
            <div style={{ marginTop: token.marginLG, maxWidth: 640 }}>
              <CommentList {...props} labelOf={(comment) => `Line ${comment.startLine + 1}`} />
            </div>
          ) : null}
        </div>
      )}
    </div>
  );
}
