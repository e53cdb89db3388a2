import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Space, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LTI_PAGE_TEXTS, type LtiPlatform, type Organization } from '@marginalia/contracts';
import { formatDateTime } from '../../../format/dateTime';
import { organizationName } from '../../../format/organizationName';
import { formatRelativeTime } from '../../../format/relativeTime';

// The registered LMSs: who they are, where their instructors' new courses go, and how their launches went (the
// last launch, and the last refusal with its time). Narrow screens scroll the table sideways.

interface PlatformsTableProps {
  platforms: LtiPlatform[];
  organizations: Organization[];
  loading: boolean;
  onEdit(platform: LtiPlatform): void;
  onRemove(platform: LtiPlatform): Promise<unknown>;
}

/** A past instant as "3 hours ago", the exact time in its tooltip. */
function When({ iso }: { iso: string }) {
  return (
    <Tooltip title={formatDateTime(iso)}>
      <time dateTime={iso} tabIndex={0}>
        {formatRelativeTime(iso)}
      </time>
    </Tooltip>
  );
}

export function PlatformsTable({ platforms, organizations, loading, onEdit, onRemove }: PlatformsTableProps) {
  const organizationLabel = (id: number | null) => {
    if (id === null) return <Typography.Text type="secondary">None</Typography.Text>;
    const organization = organizations.find((candidate) => candidate.id === id);
    return organization ? organizationName(organization) : `Organization ${id}`;
  };

  const columns: TableColumnsType<LtiPlatform> = [
    { title: 'Name', dataIndex: 'name', render: (name: string) => <Typography.Text strong>{name}</Typography.Text> },
    { title: 'Issuer', dataIndex: 'issuer', render: (issuer: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{issuer}</Typography.Text> },
    { title: 'Client ID', dataIndex: 'clientId' },
    {
      title: 'Deployment IDs',
      dataIndex: 'deploymentIds',
      render: (ids: string[]) => (
        <Space size={[0, 4]} wrap>
          {ids.map((id) => (
            <Tag key={id}>{id}</Tag>
          ))}
        </Space>
      ),
    },
    { title: 'Organization', dataIndex: 'organization', render: organizationLabel },
    {
      title: 'Last launch',
      dataIndex: 'lastLaunch',
      render: (lastLaunch: string | null) => (lastLaunch ? <When iso={lastLaunch} /> : <Typography.Text type="secondary">{LTI_PAGE_TEXTS.never}</Typography.Text>),
    },
    {
      title: 'Last error',
      dataIndex: 'lastError',
      width: 280,
      render: (lastError: string | null, platform) =>
        lastError ? (
          <Flex vertical>
            <Typography.Text type="danger">{lastError}</Typography.Text>
            {platform.lastErrorAt && (
              <Typography.Text type="secondary">
                <When iso={platform.lastErrorAt} />
              </Typography.Text>
            )}
          </Flex>
        ) : null,
    },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, platform) => (
        <Space>
          <Button size="small" icon={<EditOutlined />} aria-label={`Edit ${platform.name}`} onClick={() => onEdit(platform)} />
          <Popconfirm
            title={LTI_PAGE_TEXTS.confirmRemove(platform.name)}
            okText="Remove"
            okButtonProps={{ danger: true }}
            onConfirm={() => onRemove(platform)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label={`Remove ${platform.name}`} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<LtiPlatform>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={platforms}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: LTI_PAGE_TEXTS.empty }}
    />
  );
}
