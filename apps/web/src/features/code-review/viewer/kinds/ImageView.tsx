import { CommentOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useMemo, useState } from 'react';
import type { File } from '@marginalia/contracts';
import type { KindViewProps } from './kindViewProps';
import { imageDataUrl } from './base64';
import { CommentList } from './CommentList';
import { SideBySide } from './SideBySide';

/** An image at its natural size times the zoom; comments are on the whole image (0, 0, 0, 0). */
export function ImageView({ file, extension, ...props }: KindViewProps & { file: File; extension: string }) {
  const source = useMemo(() => imageDataUrl(file.code, extension), [file.code, extension]);
  const [naturalWidth, setNaturalWidth] = useState<number | null>(null);
  return (
    <SideBySide
      testId="image-viewer"
      stacked={props.commentsBelow}
      content={
        <img
          src={source}
          alt={file.name}
          onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth || null)}
          style={{ display: 'block', width: naturalWidth ? naturalWidth * props.zoom : undefined, maxWidth: naturalWidth ? undefined : '100%' }}
        />
      }
      side={
        <Flex vertical gap={8} style={{ width: '100%' }}>
          {props.canComment ? (
            <div>
              <Button icon={<CommentOutlined />} onClick={() => props.onSelectionDone({ startLine: 0, startChar: 0, endLine: 0, endChar: 0 })}>
                Comment on image
              </Button>
            </div>
          ) : null}
          <CommentList {...props} emptyText="No comments on this image." />
        </Flex>
      }
    />
  );
}
