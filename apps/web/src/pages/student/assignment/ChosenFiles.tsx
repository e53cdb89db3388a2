import { Button, List, theme } from 'antd';
import type { RcFile } from 'antd/es/upload';
import { DeleteOutlined } from '@ant-design/icons';
import { formatSize } from './FileTree';

export interface Chosen {
  file: RcFile;
  relativePath: string;
}

/** The files picked for the next upload, each with a way to leave it out. */
export function ChosenFiles({ files, disabled, onRemove }: { files: Chosen[]; disabled: boolean; onRemove: (item: Chosen) => void }) {
  const { token } = theme.useToken();
  return (
    <section aria-label="Files to upload">
      <List
        size="small"
        bordered
        dataSource={files}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={`Remove ${item.relativePath}`}
                disabled={disabled}
                onClick={() => onRemove(item)}
              />,
            ]}
          >
            <span>{item.relativePath}</span>
            <span style={{ color: token.colorTextSecondary }}>{formatSize(item.file.size)}</span>
          </List.Item>
        )}
      />
    </section>
  );
}
