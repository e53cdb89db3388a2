import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Flex, Input, Segmented, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import { LOG_KINDS, type LogEntry, type LogKind } from '@marginalia/contracts';
import { useState, type CSSProperties } from 'react';
import { fetchLogEntry, fetchLogPage, logQueryKeys, type LogFilter } from '../../api/logs';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { plural } from '../../format/plural';
import { formatDateTime } from '../../format/dateTime';

// `/dashboard/logs`, platform admins: what the web app reported (errors, log messages, ratings and help
// requests), newest first, by kind and searchable, and each report whole.

const PAGE_SIZE = 25;
const KIND_COLORS: Record<LogKind, string> = { error: 'red', log: 'blue', happiness: 'green', help: 'purple' };
const KIND_OPTIONS = [{ value: '', label: 'All' }, ...LOG_KINDS.map((kind) => ({ value: kind, label: kind }))];
const when = (value: string) => formatDateTime(value, undefined, { seconds: true });
const who = (email: string | null) => email ?? <Typography.Text type="secondary">visitor</Typography.Text>;
const kindTag = (kind: LogKind) => <Tag color={KIND_COLORS[kind]}>{kind}</Tag>;

const COLUMNS: TableColumnsType<LogEntry> = [
  { title: 'Time', dataIndex: 'createdAt', width: 190, render: when },
  { title: 'Kind', dataIndex: 'kind', width: 110, render: kindTag },
  { title: 'User', dataIndex: 'userEmail', width: 220, ellipsis: true, render: who },
  { title: 'Message', dataIndex: 'message', ellipsis: true },
  { title: 'URL', dataIndex: 'url', width: 240, ellipsis: true },
];

function EntryDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { token } = theme.useToken();
  const entry = useQuery({ queryKey: logQueryKeys.entry(id ?? 0), queryFn: () => fetchLogEntry(id!), enabled: id !== null });
  const data = entry.data;
  const block: CSSProperties = {
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
    background: token.colorFillQuaternary,
    padding: token.paddingSM,
    borderRadius: token.borderRadius,
  };
  return (
    <Drawer open={id !== null} onClose={onClose} size="min(736px, 100vw)" title={data ? `Log entry ${data.id}` : 'Log entry'} loading={entry.isPending && id !== null}>
      {data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'kind', label: 'Kind', children: kindTag(data.kind) },
              { key: 'time', label: 'Time', children: when(data.createdAt) },
              { key: 'user', label: 'User', children: who(data.userEmail) },
              { key: 'url', label: 'URL', children: data.url || '—' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: token.marginMD }}>
            Message
          </Typography.Title>
          <pre aria-label="Message" style={block}>
            {data.message}
          </pre>
          <Typography.Title level={5}>Detail</Typography.Title>
          <pre aria-label="Detail" style={block}>
            {JSON.stringify(data.detail, null, 2)}
          </pre>
        </>
      ) : null}
    </Drawer>
  );
}

export default function LogsPage() {
  usePageTitle('Logs');
  const [page, setPage] = useState(1);
  const [filter, setFilter] = useState<LogFilter>({});
  const [openId, setOpenId] = useState<number | null>(null);
  const logs = useQuery({ queryKey: logQueryKeys.page(filter, page, PAGE_SIZE), queryFn: () => fetchLogPage(filter, page, PAGE_SIZE) });
  // A new filter starts again from its first page.
  const refine = (changes: LogFilter) => {
    setFilter((current) => ({ ...current, ...changes }));
    setPage(1);
  };
  return (
    <>
      <PageHeading>Logs</PageHeading>
      <Flex gap="small" wrap style={{ marginBottom: 16 }}>
        <Segmented<string>
          aria-label="Kind"
          value={filter.kind ?? ''}
          options={KIND_OPTIONS}
          onChange={(value) => refine({ kind: value ? (value as LogKind) : undefined })}
        />
        <Input.Search
          aria-label="Search messages and URLs"
          placeholder="Search messages and URLs"
          allowClear
          onSearch={(value) => refine({ search: value.trim() || undefined })}
          style={{ maxWidth: 360 }}
        />
      </Flex>
      <Table<LogEntry>
        size="small"
        rowKey="id"
        aria-label="Log entries"
        loading={logs.isPending}
        columns={COLUMNS}
        dataSource={logs.data?.results ?? []}
        locale={{ emptyText: filter.kind || filter.search ? 'No log entry matches.' : 'Nothing has been logged yet.' }}
        onRow={(entry) => ({
          onClick: () => setOpenId(entry.id),
          onKeyDown: (event) => event.key === 'Enter' && setOpenId(entry.id),
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: logs.data?.count ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (total) => plural(total, 'entry', 'entries') }}
        scroll={{ x: 900 }}
      />
      <EntryDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
