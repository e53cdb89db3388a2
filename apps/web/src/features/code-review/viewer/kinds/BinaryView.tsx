import { DownloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { File } from '@marginalia/contracts';
import { saveBlob } from '../../../../api/exports';
import { base64Blob } from './base64';

/** Files that cannot be shown (docs/PRODUCT.md §5 binary list): a notice and the file itself to download. */
export function BinaryView({ file }: { file: File }) {
  return (
    <Result
      data-testid="binary-file"
      status="info"
      title="This file can't be shown as code."
      subTitle={file.name}
      extra={
        <Button icon={<DownloadOutlined />} onClick={() => saveBlob(base64Blob(file.code, 'application/octet-stream'), file.name)}>
          Download
        </Button>
      }
    />
  );
}
