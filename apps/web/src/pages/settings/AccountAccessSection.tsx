import { useQuery } from '@tanstack/react-query';
import { List, Typography } from 'antd';
import { IMPERSONATION_TEXTS, type AccountAccess } from '@marginalia/contracts';
import { accountAccessQueryKey, fetchAccountAccess } from '../../api/impersonation';
import { SettingsSection } from './SettingsSection';
import { formatDateTime } from '../../format/dateTime';


function describe(access: AccountAccess): string {
  const start = formatDateTime(access.startedAt);
  const end = access.endedAt ?? (Date.parse(access.expiresAt) < Date.now() ? access.expiresAt : null);
  return end ? `${start} – ${formatDateTime(end)}` : `${start} (still open)`;
}

/** When a platform admin acted as this person (login-as, docs/AUDIT.md): nobody does so unseen. */
export function AccountAccessSection() {
  const access = useQuery({ queryKey: accountAccessQueryKey, queryFn: fetchAccountAccess });
  return (
    <SettingsSection id="account-access" title={IMPERSONATION_TEXTS.accessTitle}>
      <Typography.Paragraph type="secondary">{IMPERSONATION_TEXTS.accessIntro}</Typography.Paragraph>
      <List
        size="small"
        loading={access.isPending}
        dataSource={access.data ?? []}
        locale={{ emptyText: IMPERSONATION_TEXTS.accessNone }}
        renderItem={(item) => (
          <List.Item>
            <List.Item.Meta title={item.adminEmail} description={describe(item)} />
          </List.Item>
        )}
      />
    </SettingsSection>
  );
}
