import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { CopyOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, message, Modal, Select, Space, Typography } from 'antd';
import { LTI_PAGE_TEXTS, type LtiRegistrationLink, type Organization } from '@marginalia/contracts';
import { createLtiRegistrationLink } from '../../../api/lti';
import { formatDateTime } from '../../../format/dateTime';
import { organizationName } from '../../../format/organizationName';
import { NO_ORGANIZATION } from './platformForm';

// A single-use LTI Dynamic Registration link (docs/LMS.md, "Dynamic Registration"): the platform admin picks the
// organization the LMS's new courses go to, makes the link and hands it to the LMS's administrator, who pastes it
// into the LMS. The link is shown once; the server keeps only its hash.

const LINK_INPUT_ID = 'lti-registration-link';

export function RegistrationLinkButton({ organizations }: { organizations: Organization[] }) {
  const [open, setOpen] = useState(false);
  const [organization, setOrganization] = useState<number>(NO_ORGANIZATION);
  const [messages, messageHolder] = message.useMessage();
  const create = useMutation({
    mutationFn: () => createLtiRegistrationLink({ organization: organization === NO_ORGANIZATION ? null : organization }),
  });
  const link: LtiRegistrationLink | undefined = create.data;

  function close() {
    setOpen(false);
    create.reset();
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      void messages.success(LTI_PAGE_TEXTS.copied);
    } catch {
      void messages.error('Could not copy; select the link and copy it by hand.');
    }
  }

  const options = [
    { value: NO_ORGANIZATION, label: LTI_PAGE_TEXTS.noOrganization },
    ...organizations.map((candidate) => ({ value: candidate.id, label: organizationName(candidate) })),
  ];

  return (
    <>
      {messageHolder}
      <Button icon={<LinkOutlined />} onClick={() => setOpen(true)}>
        {LTI_PAGE_TEXTS.registrationLink}
      </Button>
      <Modal
        open={open}
        title={LTI_PAGE_TEXTS.registrationLinkTitle}
        onCancel={close}
        footer={
          <Flex justify="end" gap="small">
            <Button onClick={close}>{LTI_PAGE_TEXTS.close}</Button>
            {!link && (
              <Button type="primary" loading={create.isPending} onClick={() => create.mutate()}>
                {LTI_PAGE_TEXTS.registrationLinkCreate}
              </Button>
            )}
          </Flex>
        }
      >
        <Typography.Paragraph type="secondary">{LTI_PAGE_TEXTS.registrationLinkIntro}</Typography.Paragraph>
        <Form layout="vertical" requiredMark={false}>
          <Form.Item label={LTI_PAGE_TEXTS.registrationLinkOrganization} htmlFor="lti-registration-organization">
            <Select
              id="lti-registration-organization"
              value={organization}
              onChange={setOrganization}
              options={options}
              disabled={Boolean(link)}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          {link && (
            <Form.Item label={LTI_PAGE_TEXTS.registrationLinkLabel} htmlFor={LINK_INPUT_ID} extra={LTI_PAGE_TEXTS.registrationLinkExpires(formatDateTime(link.expires))}>
              <Space.Compact style={{ width: '100%' }}>
                <Input id={LINK_INPUT_ID} value={link.url} readOnly style={{ fontFamily: 'monospace' }} onFocus={(event) => event.target.select()} />
                <Button icon={<CopyOutlined />} onClick={() => void copy(link.url)}>
                  {LTI_PAGE_TEXTS.copy}
                </Button>
              </Space.Compact>
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
