import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, message, theme } from 'antd';
import { LTI_PAGE_TEXTS, type LtiPlatform, type LtiPlatformCreate } from '@marginalia/contracts';
import { changeLtiPlatform, fetchAllOrganizations, fetchLtiPlatforms, ltiQueryKeys, registerLtiPlatform, removeLtiPlatform, rotateLtiKeys } from '../../../api/lti';
import { LoadFailed } from '../../../components/LoadStates';
import { PageHeading } from '../../../components/PageHeading';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { changesOf } from './platformForm';
import { PlatformDrawer } from './PlatformDrawer';
import { PlatformsTable } from './PlatformsTable';
import { RegistrationLinkButton } from './RegistrationLinkButton';
import { Subheading } from './Subheading';
import { ToolUrls } from './ToolUrls';

// `/dashboard/lms`, platform admins: Marginalia as an LTI 1.3 tool (docs/LMS.md). What an LMS needs from us, the
// LMSs registered here with how their launches went, registering, editing and removing them, and rotating our
// signing keys; or a single-use link with which an LMS registers itself (Dynamic Registration).

/** The drawer's state: closed, registering a new LMS, or editing one. */
type Editing = { open: false } | { open: true; platform: LtiPlatform | null };

export default function LmsPage() {
  usePageTitle(LTI_PAGE_TEXTS.title);
  const { token } = theme.useToken();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const platforms = useQuery({ queryKey: ltiQueryKeys.platforms, queryFn: fetchLtiPlatforms });
  const organizations = useQuery({ queryKey: ltiQueryKeys.organizations, queryFn: fetchAllOrganizations });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ltiQueryKeys.platforms });

  const save = useMutation({
    mutationFn: async ({ platform, input }: { platform: LtiPlatform | null; input: LtiPlatformCreate }) => {
      if (!platform) return registerLtiPlatform(input);
      const change = changesOf(platform, input);
      return Object.keys(change).length === 0 ? platform : changeLtiPlatform(platform.id, change);
    },
    onSuccess: (saved, { platform }) => {
      void refresh();
      void messages.success(platform ? LTI_PAGE_TEXTS.saved(saved.name) : LTI_PAGE_TEXTS.registered(saved.name));
    },
  });
  const remove = useMutation({
    mutationFn: (platform: LtiPlatform) => removeLtiPlatform(platform.id),
    onSuccess: (_, platform) => {
      queryClient.setQueryData<LtiPlatform[]>(ltiQueryKeys.platforms, (list) => list?.filter((candidate) => candidate.id !== platform.id));
      void messages.success(LTI_PAGE_TEXTS.removed(platform.name));
    },
  });
  const rotate = useMutation({
    mutationFn: rotateLtiKeys,
    onSuccess: (kid) => void messages.success(LTI_PAGE_TEXTS.rotated(kid)),
  });

  return (
    <div style={{ maxWidth: 1200 }}>
      {messageHolder}
      <PageHeading>{LTI_PAGE_TEXTS.title}</PageHeading>
      <Flex vertical gap={token.marginXL}>
        <ToolUrls origin={window.location.origin} />
        <section aria-labelledby="lti-registrations-heading">
          <Flex justify="space-between" align="center" wrap gap={token.marginSM} style={{ marginBottom: token.marginSM }}>
            <Subheading id="lti-registrations-heading">{LTI_PAGE_TEXTS.registrationsHeading}</Subheading>
            <Flex gap={token.marginXS} wrap>
              <Popconfirm title={LTI_PAGE_TEXTS.confirmRotate} okText="Rotate" onConfirm={() => rotate.mutateAsync().catch(() => {})}>
                <Button icon={<KeyOutlined />} loading={rotate.isPending}>
                  {LTI_PAGE_TEXTS.rotate}
                </Button>
              </Popconfirm>
              <RegistrationLinkButton organizations={organizations.data ?? []} />
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, platform: null })}>
                {LTI_PAGE_TEXTS.register}
              </Button>
            </Flex>
          </Flex>
          {platforms.isError ? (
            <LoadFailed what="the registrations" onRetry={() => void platforms.refetch()} />
          ) : (
            <PlatformsTable
              platforms={platforms.data ?? []}
              organizations={organizations.data ?? []}
              loading={platforms.isPending || remove.isPending}
              onEdit={(platform) => setEditing({ open: true, platform })}
              onRemove={(platform) => remove.mutateAsync(platform).catch(() => {})}
            />
          )}
        </section>
      </Flex>
      {editing.open && (
        <PlatformDrawer
          platform={editing.platform}
          organizations={organizations.data ?? []}
          saving={save.isPending}
          save={(input) => save.mutateAsync({ platform: editing.platform, input })}
          onClose={() => setEditing({ open: false })}
        />
      )}
    </div>
  );
}
