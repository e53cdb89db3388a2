import { useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Input, Select, theme } from 'antd';
import { BREAKPOINTS, LTI_PAGE_TEXTS, type LtiPlatform, type LtiPlatformCreate, type Organization } from '@marginalia/contracts';
import { showServerErrors } from '../../../api/serverErrors';
import { organizationName } from '../../../format/organizationName';
import { useMediaQuery } from '../../../hooks/useMediaQuery';
import { contractRule, inputOf, NO_ORGANIZATION, PLATFORM_FIELDS, valuesOf, type PlatformValues } from './platformForm';

// Registers an LMS, or edits a registration: every field docs/LMS.md lists, checked by the contract before it is
// sent, and the server's refusals (a pair already registered, an unknown organization) shown beside their fields.

interface PlatformDrawerProps {
  /** The registration being edited; null registers a new one. */
  platform: LtiPlatform | null;
  organizations: Organization[];
  saving: boolean;
  /** Sends the form; rejects with the server's error. */
  save(input: LtiPlatformCreate): Promise<unknown>;
  onClose(): void;
}

const URL_PLACEHOLDER = 'https://';

export function PlatformDrawer({ platform, organizations, saving, save, onClose }: PlatformDrawerProps) {
  const { token } = theme.useToken();
  const narrow = useMediaQuery(`(max-width: ${BREAKPOINTS.mobileWide}px)`);
  const [form] = Form.useForm<PlatformValues>();
  const [general, setGeneral] = useState<string[]>([]);

  async function submit(values: PlatformValues) {
    setGeneral([]);
    try {
      await save(inputOf(values));
      onClose();
    } catch (error) {
      setGeneral(showServerErrors(form, error, PLATFORM_FIELDS));
    }
  }

  const organizationOptions = [
    { value: NO_ORGANIZATION, label: LTI_PAGE_TEXTS.noOrganization },
    ...organizations.map((organization) => ({ value: organization.id, label: organizationName(organization) })),
  ];

  return (
    <Drawer
      open
      title={platform ? LTI_PAGE_TEXTS.editTitle(platform.name) : LTI_PAGE_TEXTS.registerTitle}
      size={narrow ? '100%' : 560}
      onClose={onClose}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" onClick={() => form.submit()} loading={saving}>
            {platform ? LTI_PAGE_TEXTS.save : LTI_PAGE_TEXTS.registerButton}
          </Button>
        </Flex>
      }
    >
      <Form<PlatformValues>
        form={form}
        name={platform ? `lti-platform-${platform.id}` : 'new-lti-platform'}
        layout="vertical"
        requiredMark={false}
        initialValues={valuesOf(platform)}
        onFinish={(values) => void submit(values)}
      >
        {general.length > 0 && <Alert type="error" showIcon title={general.join(' ')} style={{ marginBottom: token.marginSM }} />}
        <Form.Item name="name" label="Name" extra="How people and this console name the LMS." rules={[contractRule('name')]}>
          <Input placeholder="Riverside Canvas" />
        </Form.Item>
        <Form.Item name="issuer" label="Issuer" extra="The LMS's iss (Canvas: https://canvas.instructure.com; Moodle: the site's URL)." rules={[contractRule('issuer')]}>
          <Input placeholder={URL_PLACEHOLDER} />
        </Form.Item>
        <Form.Item name="clientId" label="Client ID" extra="The client ID the LMS gave Marginalia." rules={[contractRule('clientId')]}>
          <Input />
        </Form.Item>
        <Form.Item name="deploymentIds" label="Deployment IDs" extra={LTI_PAGE_TEXTS.deploymentIdsHelp} rules={[contractRule('deploymentIds')]}>
          <Select mode="tags" suffixIcon={null} notFoundContent={null} tokenSeparators={[',', ' ']} />
        </Form.Item>
        <Form.Item name="authLoginUrl" label="Authorization URL (OIDC)" extra="The LMS's OIDC authorization endpoint." rules={[contractRule('authLoginUrl')]}>
          <Input placeholder={URL_PLACEHOLDER} />
        </Form.Item>
        <Form.Item name="accessTokenUrl" label="Access token URL" extra="Its OAuth 2 token endpoint." rules={[contractRule('accessTokenUrl')]}>
          <Input placeholder={URL_PLACEHOLDER} />
        </Form.Item>
        <Form.Item name="keysetUrl" label="Keyset URL (JWKS)" extra="Its public key set." rules={[contractRule('keysetUrl')]}>
          <Input placeholder={URL_PLACEHOLDER} />
        </Form.Item>
        <Form.Item name="tokenAudience" label={LTI_PAGE_TEXTS.tokenAudience} extra={LTI_PAGE_TEXTS.tokenAudienceHelp}>
          <Input />
        </Form.Item>
        <Form.Item name="organization" label="Organization" extra="Where courses made by instructors' first launches go.">
          <Select options={organizationOptions} showSearch={{ optionFilterProp: 'label' }} />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
