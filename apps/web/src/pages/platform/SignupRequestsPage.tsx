import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm, Segmented, Space, Table, Tag, type TableColumnsType } from 'antd';
import type { SignupRequest, SignupRequestStatus } from '@marginalia/contracts';
import { decideSignupRequest, fetchSignupRequests, signupRequestQueryKeys } from '../../api/signupRequests';
import { PageHeading } from '../../components/PageHeading';
import { SecondaryText } from '../../components/SecondaryText';
import { usePageTitle } from '../../hooks/usePageTitle';
import { formatDateTime } from '../../format/dateTime';

// `/dashboard/signup-requests`, platform admins: instructor sign-ups whose address does not match their
// organization's domain wait here. Approving creates the organization if it is new and e-mails the instructor a
// link (activation, or an upgrade for an existing account); rejecting makes the sign-up page say so.

type Filter = SignupRequestStatus | 'all';
type MessageInstance = ReturnType<typeof message.useMessage>[0];

const FILTERS: { label: string; value: Filter }[] = [
  { label: 'Pending', value: 'pending' },
  { label: 'Approved', value: 'approved' },
  { label: 'Rejected', value: 'rejected' },
  { label: 'All', value: 'all' },
];
const STATUS_COLORS: Record<SignupRequestStatus, string> = { pending: 'blue', approved: 'green', rejected: 'red' };
const when = (value: string | null) => (value ? formatDateTime(value) : '—');

function Decide({ request, messages }: { request: SignupRequest; messages: MessageInstance }) {
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideSignupRequest(request.id, decision),
    onSuccess: (decided) => {
      void messages.success(
        decided.status === 'approved' ? `Approved: ${decided.email} has been e-mailed a link to start.` : `Rejected the request of ${decided.email}.`,
      );
    },
    // Decided here or by another admin meanwhile: either way the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: signupRequestQueryKeys.all }),
  });
  if (request.status !== 'pending') return null;
  return (
    <Space>
      <Button type="primary" size="small" loading={decide.isPending && decide.variables === 'approve'} disabled={decide.isPending} onClick={() => decide.mutate('approve')} aria-label={`Approve ${request.email}`}>
        Approve
      </Button>
      <Popconfirm
        title="Reject this sign-up?"
        description={`${request.email} will not get an instructor account.`}
        okText="Reject"
        okButtonProps={{ danger: true }}
        onConfirm={() => decide.mutate('reject')}
      >
        <Button danger size="small" loading={decide.isPending && decide.variables === 'reject'} disabled={decide.isPending} aria-label={`Reject ${request.email}`}>
          Reject
        </Button>
      </Popconfirm>
    </Space>
  );
}

const columns = (messages: MessageInstance): TableColumnsType<SignupRequest> => [
  { title: 'Requested', dataIndex: 'createdAt', width: 170, render: when },
  { title: 'Email', dataIndex: 'email', ellipsis: true },
  {
    title: 'Organization',
    dataIndex: 'organizationName',
    render: (name: string, request) => (
      <>
        {name} {request.organization === null && request.status === 'pending' ? <Tag>new</Tag> : null}
      </>
    ),
  },
  { title: 'Status', dataIndex: 'status', width: 100, render: (status: SignupRequestStatus) => <Tag color={STATUS_COLORS[status]}>{status}</Tag> },
  { title: 'Decided', dataIndex: 'decidedAt', width: 170, render: when },
  { title: 'Actions', key: 'actions', width: 180, render: (_, request) => <Decide request={request} messages={messages} /> },
];

export default function SignupRequestsPage() {
  usePageTitle('Sign-up requests');
  const [filter, setFilter] = useState<Filter>('pending');
  const requests = useQuery({ queryKey: signupRequestQueryKeys.list(filter), queryFn: () => fetchSignupRequests(filter) });
  const [messages, messageHolder] = message.useMessage();
  return (
    <>
      {messageHolder}
      <PageHeading>Sign-up requests</PageHeading>
      <SecondaryText>
        Instructors whose e-mail does not match their organization&apos;s domain wait here for approval. Approving sends them the link
        to start; a new organization is created with the name they typed.
      </SecondaryText>
      <Segmented<Filter> aria-label="Show requests" options={FILTERS} value={filter} onChange={setFilter} style={{ margin: '12px 0' }} />
      <Table<SignupRequest>
        size="small"
        rowKey="id"
        aria-label="Sign-up requests"
        loading={requests.isPending}
        columns={columns(messages)}
        dataSource={requests.data ?? []}
        locale={{ emptyText: filter === 'pending' ? 'No sign-up is waiting for approval.' : 'No sign-up requests.' }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 800 }}
      />
    </>
  );
}
