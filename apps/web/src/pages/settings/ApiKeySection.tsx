import { useState } from 'react';
import { Alert, Button, Input, message, Popconfirm, Space, Table, Tooltip } from 'antd';
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_TEXTS, type Course } from '@marginalia/contracts';
import { fetchApiCourses, fetchMe, requestApiToken, settingsQueryKeys } from '../../api/settings';
import { SettingsSection } from './SettingsSection';

const KEY_INPUT_ID = 'settings-new-api-key';

/**
 * The API key (docs/PRODUCT.md §6). Keys are stored as digests, so the key can only be shown right after it is made:
 * resetting makes a new one (the old one stops working) and shows it once, to copy. Without a key there is
 * nothing to reset: the button creates one, without asking first.
 */
export function ApiKeySection() {
  const [messages, messageHolder] = message.useMessage();
  const [key, setKey] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: settingsQueryKeys.me, queryFn: fetchMe });
  const reset = useMutation({
    mutationFn: requestApiToken,
    onSuccess: (user) => {
      setKey(user.api_token);
      queryClient.setQueryData(settingsQueryKeys.me, { ...user, api_token: null });
    },
  });
  const courses = useQuery({ queryKey: settingsQueryKeys.apiCourses, queryFn: fetchApiCourses });

  async function copy(value: string) {
    try {
      await navigator.clipboard.writeText(value);
      void messages.success('API key copied.');
    } catch {
      void messages.error('Could not copy; select the key and copy it by hand.');
    }
  }

  return (
    <SettingsSection id="api-key" title="API key">
      {messageHolder}
      <p style={{ marginTop: 0 }}>
        Scripts send the key in an <code>Authorization: Token &lt;key&gt;</code> header to work with the courses below.
      </p>
      {key && (
        <div style={{ marginBottom: 16 }}>
          <label htmlFor={KEY_INPUT_ID}>Your new API key</label>
          <Space.Compact style={{ width: '100%', marginTop: 4 }}>
            <Input id={KEY_INPUT_ID} value={key} readOnly style={{ fontFamily: 'monospace' }} />
            <Tooltip title="Copy API key">
              <Button icon={<CopyOutlined />} aria-label="Copy API key" onClick={() => void copy(key)} />
            </Tooltip>
          </Space.Compact>
          <Alert type="warning" showIcon title={SETTINGS_TEXTS.copyKeyNow} style={{ marginTop: 8 }} />
        </div>
      )}
      {me.data?.hasApiKey === false ? (
        <Button icon={<KeyOutlined />} loading={reset.isPending} onClick={() => reset.mutate()}>
          Create API key
        </Button>
      ) : (
        <Popconfirm title={SETTINGS_TEXTS.resetApiKeyConfirm} okText="Reset" onConfirm={() => reset.mutate()}>
          <Button icon={<KeyOutlined />} loading={reset.isPending} disabled={!me.data}>
            Reset API key
          </Button>
        </Popconfirm>
      )}
      <h3 style={{ margin: '16px 0 8px', fontSize: 'inherit' }}>Courses you can reach with the API</h3>
      <Table<Course>
        size="small"
        rowKey="id"
        loading={courses.isPending}
        dataSource={courses.data ?? []}
        pagination={false}
        locale={{ emptyText: courses.isError ? 'The courses could not be loaded.' : 'You do not administer any course yet.' }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Period', dataIndex: 'period' },
          { title: 'ID', dataIndex: 'id' },
        ]}
      />
    </SettingsSection>
  );
}
