import { CommentOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { File } from '@marginalia/contracts';
import { saveBlob } from '../../../../api/exports';
import type { KindViewProps } from './kindViewProps';
import { base64Blob } from './base64';
import { CommentList } from './CommentList';
import { SideBySide } from './SideBySide';

/** A PDF in the browser's own viewer; comments are by page (the comment's line is the 0-based page). */
export function PdfView({ file, ...props }: KindViewProps & { file: File }) {
  const blob = useMemo(() => base64Blob(file.code, 'application/pdf'), [file.code]);
  const [url, setUrl] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => {
    const created = URL.createObjectURL(blob);
    // The object URL exists only while the file is shown; it is freed on unmount.
    setUrl(created); // eslint-disable-line react-hooks/set-state-in-effect -- the URL is an external resource tied to this effect
    return () => URL.revokeObjectURL(created);
  }, [blob]);

  return (
    <SideBySide
      testId="pdf-viewer"
      stacked={props.commentsBelow}
      content={
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8, height: '100%' }}>
          <div>
            <Button icon={<DownloadOutlined />} onClick={() => saveBlob(blob, file.name)}>
              Download
            </Button>
          </div>
          {url ? <iframe src={url} title={file.name} style={{ flex: 1, minHeight: 480, width: '100%', border: 0 }} /> : null}
        </div>
      }
      side={
        <Space orientation="vertical" style={{ width: '100%' }}>
          {props.canComment ? (
            <Space.Compact>
              <InputNumber aria-label="Page" prefix="Page" min={1} precision={0} value={page} onChange={(value) => setPage(value ?? 1)} style={{ width: 130 }} />
              <Button icon={<CommentOutlined />} onClick={() => props.onSelectionDone({ startLine: page - 1, startChar: 0, endLine: page - 1, endChar: 0 })}>
                Comment on page
              </Button>
            </Space.Compact>
          ) : null}
          <CommentList {...props} labelOf={(comment) => `Page ${comment.startLine + 1}`} emptyText="No comments on this PDF." />
        </Space>
      }
    />
  );
}
