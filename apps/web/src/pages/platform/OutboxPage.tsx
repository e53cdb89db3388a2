import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Table, Tag, Typography, theme, type TableColumnsType } from 'antd';
import type { OutboxMail } from '@marginalia/contracts';
import { useState } from 'react';
import { fetchOutboxMail, fetchOutboxPage, outboxQueryKeys } from '../../api/outbox';
import { sanitizeHtml } from '../../components/MarkdownContent';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { plural } from '../../format/plural';

// `/dashboard/outbox`, platform admins: every e-mail the server queued, newest first, and each one as it was
// sent. Without a mail relay (SMTP_URL) the server writes mail to files; this is where it can be read.

const PAGE_SIZE = 25;
const STATUS_COLORS: Record<OutboxMail['status'], string> = { queued: 'blue', sent: 'green', failed: 'red' };
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

const COLUMNS: TableColumnsType<OutboxMail> = [
  { title: 'Queued', dataIndex: 'createdAt', width: 170, render: when },
  { title: 'To', dataIndex: 'to', ellipsis: true },
  { title: 'Subject', dataIndex: 'subject', ellipsis: true, render: (subject: string | null) => subject ?? <Typography.Text type="secondary">(cannot be written)</Typography.Text> },
  { title: 'Status', dataIndex: 'status', width: 100, render: (status: OutboxMail['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag> },
  { title: 'Attempts', dataIndex: 'attempts', width: 90, align: 'right' },
];

function MailDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const { token } = theme.useToken();
  const mail = useQuery({ queryKey: outboxQueryKeys.mail(id ?? 0), queryFn: () => fetchOutboxMail(id!), enabled: id !== null });
  const data = mail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={data?.subject ?? 'E-mail'} loading={mail.isPending && id !== null}>
      {data ? (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'from', label: 'From', children: data.from },
              { key: 'to', label: 'To', children: data.to },
              { key: 'status', label: 'Status', children: <Tag color={STATUS_COLORS[data.status]}>{data.status}</Tag> },
              { key: 'sent', label: 'Sent', children: when(data.sentAt) },
              ...(data.lastError ? [{ key: 'error', label: 'Last error', children: data.lastError }] : []),
              ...(data.file ? [{ key: 'file', label: 'File', children: data.file }] : []),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: token.marginMD }}>
            Text
          </Typography.Title>
          <pre aria-label="Text version" style={{ whiteSpace: 'pre-wrap', background: token.colorFillQuaternary, padding: token.paddingSM, borderRadius: token.borderRadius }}>
            {data.text ?? ''}
          </pre>
          {data.html ? (
            <>
              <Typography.Title level={5}>HTML</Typography.Title>
              <div
                aria-label="HTML version"
                style={{ border: `1px solid ${token.colorBorderSecondary}`, padding: token.paddingSM, borderRadius: token.borderRadius }}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(data.html) }}
              />
            </>
          ) : null}
        </>
      ) : null}
    </Drawer>
  );
}

export default function OutboxPage() {
  usePageTitle('Mail outbox');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const outbox = useQuery({ queryKey: outboxQueryKeys.page(page, PAGE_SIZE), queryFn: () => fetchOutboxPage(page, PAGE_SIZE) });
  return (
    <>
      <PageHeading>Mail outbox</PageHeading>
      <Table<OutboxMail>
        size="small"
        rowKey="id"
        aria-label="E-mails"
        loading={outbox.isPending}
        columns={COLUMNS}
        dataSource={outbox.data?.results ?? []}
        locale={{ emptyText: 'No e-mail has been queued yet.' }}
        onRow={(mail) => ({ onClick: () => setOpenId(mail.id), style: { cursor: 'pointer' } })}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: outbox.data?.count ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (total) => plural(total, 'e-mail') }}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
