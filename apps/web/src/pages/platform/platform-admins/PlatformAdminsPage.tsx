import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PLATFORM_ADMIN_MESSAGES, type PlatformAdmin } from '@marginalia/contracts';
import { auditQueryKeys, fetchPlatformAdmins, grantPlatformAdmin, revokePlatformAdmin } from '../../../api/auditLog';
import { ApiError } from '../../../api/errors';
import { PageHeading } from '../../../components/PageHeading';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useSession } from '../../../session/SessionContext';

// `/dashboard/platform-admins`: who may open this console and act as other people; grant and revoke, each
// confirmed. People named in the server's PLATFORM_ADMINS setting come back at every start, so they cannot be
// revoked here, nor can the last platform admin (docs/AUDIT.md).

function grantError(error: unknown): string | undefined {
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as { email?: string[] };
    return body.email?.join(' ');
  }
  return error ? 'The grant failed. Try again.' : undefined;
}

export default function PlatformAdminsPage() {
  usePageTitle('Platform admins');
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ email: string }>();
  const [pending, setPending] = useState<string | null>(null);
  const admins = useQuery({ queryKey: auditQueryKeys.platformAdmins, queryFn: fetchPlatformAdmins });
  const store = (list: PlatformAdmin[]) => queryClient.setQueryData(auditQueryKeys.platformAdmins, list);
  const grant = useMutation({
    mutationFn: grantPlatformAdmin,
    onSuccess: (list) => {
      store(list);
      form.resetFields();
    },
  });
  const revoke = useMutation({ mutationFn: revokePlatformAdmin, onSuccess: store });
  const onlyOne = (admins.data?.length ?? 0) <= 1;

  const columns: TableColumnsType<PlatformAdmin> = [
    {
      title: 'E-mail',
      dataIndex: 'email',
      render: (email: string, admin) => (
        <Space wrap>
          {email}
          {admin.id === user.id && <Tag color="green">you</Tag>}
          {admin.fromConfiguration && <Tag>PLATFORM_ADMINS</Tag>}
          {!admin.isActivated && <Tag color="orange">no password yet</Tag>}
        </Space>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      render: (_, admin) => {
        const reason = admin.fromConfiguration ? PLATFORM_ADMIN_MESSAGES.fromConfiguration : onlyOne ? PLATFORM_ADMIN_MESSAGES.lastAdmin : null;
        return (
          <Popconfirm title={PLATFORM_ADMIN_MESSAGES.confirmRevoke(admin.email)} okText="Revoke" okButtonProps={{ danger: true }} onConfirm={() => revoke.mutateAsync(admin.id)} disabled={reason !== null}>
            <Button danger size="small" disabled={reason !== null} title={reason ?? undefined} aria-label={`Revoke ${admin.email}`}>
              Revoke
            </Button>
          </Popconfirm>
        );
      },
    },
  ];

  const error = grantError(grant.error);
  return (
    <div style={{ maxWidth: 900 }}>
      <PageHeading>Platform admins</PageHeading>
      <Typography.Paragraph type="secondary">
        Platform admins see everything on this server in this console and can act as any other user; everything they do is in the audit log.
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={({ email }) => setPending(email.trim())} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="email" label="Grant to" rules={[{ required: true, message: 'Enter an e-mail address.' }]} validateStatus={error ? 'error' : undefined} help={error}>
          <Input type="email" placeholder="person@university.edu" style={{ width: 260, maxWidth: '100%' }} />
        </Form.Item>
        <Popconfirm
          open={pending !== null}
          title={pending ? PLATFORM_ADMIN_MESSAGES.confirmGrant(pending) : ''}
          okText="Grant"
          onConfirm={async () => {
            const email = pending!;
            setPending(null);
            await grant.mutateAsync(email).catch(() => {});
          }}
          onCancel={() => setPending(null)}
        >
          <Button type="primary" htmlType="submit" loading={grant.isPending}>
            Grant
          </Button>
        </Popconfirm>
      </Form>
      <Table<PlatformAdmin> rowKey="id" size="small" columns={columns} dataSource={admins.data ?? []} loading={admins.isPending || revoke.isPending} pagination={false} />
    </div>
  );
}
