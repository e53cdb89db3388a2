import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, Tag, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import type { AuditEventRow } from '@marginalia/contracts';
import { auditQueryKeys, downloadAuditCsv, fetchAuditPage } from '../../../api/auditLog';
import { ApiError } from '../../../api/errors';
import { PageHeading } from '../../../components/PageHeading';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { AuditEventDrawer } from './AuditEventDrawer';
import { AuditFilters } from './AuditFilters';
import { filterFromParams } from './auditFilterParams';
import { actorLabel, courseLabel, objectLabel, occurredAt } from './auditFormat';
import { plural } from '../../../format/plural';

// `/dashboard/audit`, platform admins (docs/AUDIT.md): every change people made, and everything done through
// login-as, newest first; filtered by person, course, type and time (kept in the address); each event in a drawer;
// the filtered events as CSV.

const PAGE_SIZE = 50;

const columns = (open: (event: AuditEventRow) => void): TableColumnsType<AuditEventRow> => [
  { title: 'When', dataIndex: 'occurredAt', width: 190, render: (value: string) => occurredAt(value) },
  {
    title: 'Event',
    dataIndex: 'type',
    width: 220,
    // A button, so the drawer opens from the keyboard too (the whole row answers clicks).
    render: (type: string, event) => (
      <Button type="link" size="small" style={{ padding: 0 }} onClick={(click) => (click.stopPropagation(), open(event))} aria-label={`Details of ${type} event ${event.id}`}>
        <Tag style={{ cursor: 'pointer' }}>{type}</Tag>
      </Button>
    ),
  },
  { title: 'Done by', key: 'actor', ellipsis: true, render: (_, event) => actorLabel(event) },
  { title: 'Course', key: 'course', ellipsis: true, responsive: ['md'], render: (_, event) => courseLabel(event) },
  { title: 'About', key: 'target', ellipsis: true, responsive: ['lg'], render: (_, event) => event.targetUser?.email ?? '—' },
  { title: 'Object', key: 'object', width: 160, responsive: ['lg'], render: (_, event) => objectLabel(event) },
];

/** A refused filter's messages by field (an unknown e-mail address), or a general one. */
function filterErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== 'object' || error.body === null) return {};
  return error.body as Record<string, string[]>;
}

export default function AuditLogPage() {
  usePageTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AuditEventRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const events = useQuery({
    queryKey: auditQueryKeys.page(filter, page, PAGE_SIZE),
    queryFn: () => fetchAuditPage(filter, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const errors = filterErrors(events.error);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadAuditCsv(filter);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: 'space-between', alignItems: 'baseline' }}>
        <PageHeading>Audit log</PageHeading>
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          Export CSV
        </Button>
      </div>
      <AuditFilters
        params={params}
        errors={errors}
        onChange={(next) => {
          setPage(1);
          setParams(next);
        }}
      />
      {events.isError && Object.keys(errors).length === 0 && <Alert type="error" showIcon title="The audit log could not be loaded." style={{ marginBottom: 16 }} />}
      <Table<AuditEventRow>
        rowKey="id"
        size="small"
        columns={columns(setOpen)}
        dataSource={events.data?.results ?? []}
        loading={events.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(event) => ({ onClick: () => setOpen(event), style: { cursor: 'pointer' } })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: events.data?.count ?? 0, showSizeChanger: false, onChange: setPage, showTotal: (total) => plural(total, 'event') }}
        locale={{ emptyText: 'No events match these filters.' }}
      />
      <AuditEventDrawer event={open} onClose={() => setOpen(null)} />
    </div>
  );
}
