import { useQuery } from '@tanstack/react-query';
import { Drawer, Table, Tag, Typography, type TableColumnsType } from 'antd';
import type { OutboxMail } from '@marginalia/contracts';
import { useState } from 'react';
import { fetchOutboxMail, fetchOutboxPage, outboxQueryKeys } from '../../api/outbox';
import { PageHeading } from '../../components/PageHeading';
import { usePageTitle } from '../../hooks/usePageTitle';
import { plural } from '../../format/plural';
import { OutboxMailView, STATUS_COLORS, when } from '../../features/outbox-mail/OutboxMailView';

// `/dashboard/outbox`, platform admins: every e-mail the server queued, newest first, and each one as it was
// sent, but for secret links and grade mail bodies (docs/AUDIT.md). Without a mail relay (SMTP_URL) the server
// writes mail to files; this is where it can be read.

const PAGE_SIZE = 25;

const COLUMNS: TableColumnsType<OutboxMail> = [
  { title: 'Queued', dataIndex: 'createdAt', width: 170, render: when },
  { title: 'To', dataIndex: 'to', ellipsis: true },
  { title: 'Subject', dataIndex: 'subject', ellipsis: true, render: (subject: string | null) => subject ?? <Typography.Text type="secondary">(cannot be written)</Typography.Text> },
  { title: 'Status', dataIndex: 'status', width: 100, render: (status: OutboxMail['status']) => <Tag color={STATUS_COLORS[status]}>{status}</Tag> },
  { title: 'Attempts', dataIndex: 'attempts', width: 90, align: 'right' },
];

function MailDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const mail = useQuery({ queryKey: outboxQueryKeys.mail(id ?? 0), queryFn: () => fetchOutboxMail(id!), enabled: id !== null });
  const data = mail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={data?.subject ?? 'E-mail'} loading={mail.isPending && id !== null}>
      {data ? <OutboxMailView mail={data} offerLoginAs /> : null}
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
