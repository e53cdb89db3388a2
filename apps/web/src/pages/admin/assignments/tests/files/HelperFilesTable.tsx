import { Button, Empty, Popconfirm, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import type { EnvironmentFile } from '@marginalia/contracts';
import { formatBytes } from '../../../submissions/chosenFiles';
import { FILE_ROLE_LABELS } from './fileRoles';

interface HelperFilesTableProps {
  files: EnvironmentFile[];
  readOnly: boolean;
  remove: (file: EnvironmentFile) => Promise<unknown>;
}

/** The environment's files by path, each with its role and size, and a delete that names the file. */
export function HelperFilesTable({ files, readOnly, remove }: HelperFilesTableProps) {
  if (files.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No helper or solution files yet. Upload test data, harnesses or the reference solution below." />;
  }
  const columns: TableColumnsType<EnvironmentFile> = [
    {
      title: 'Path',
      dataIndex: 'path',
      sorter: (a, b) => a.path.localeCompare(b.path),
      render: (path: string) => <Typography.Text code style={{ wordBreak: 'break-all' }}>{path}</Typography.Text>,
    },
    {
      title: 'Role',
      dataIndex: 'role',
      width: 100,
      sorter: (a, b) => a.role.localeCompare(b.role),
      render: (role: EnvironmentFile['role']) => <Tag color={FILE_ROLE_LABELS[role].color}>{FILE_ROLE_LABELS[role].tag}</Tag>,
    },
    { title: 'Size', dataIndex: 'size', width: 90, align: 'right', sorter: (a, b) => a.size - b.size, render: (size: number) => formatBytes(size) },
    {
      title: 'Actions',
      key: 'actions',
      width: 70,
      render: (_, file) => (
        <Popconfirm
          title={`Delete ${file.path}?`}
          description={`The ${FILE_ROLE_LABELS[file.role].tag.toLowerCase()} file is removed from the environment; runs already made keep their results.`}
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => remove(file).catch(() => undefined)}
          disabled={readOnly}
        >
          <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={readOnly} aria-label={`Delete ${FILE_ROLE_LABELS[file.role].tag.toLowerCase()} file ${file.path}`} />
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<EnvironmentFile>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={[...files].sort((a, b) => a.role.localeCompare(b.role) || a.path.localeCompare(b.path))}
      pagination={false}
      scroll={{ x: 'max-content' }}
      sticky
    />
  );
}
