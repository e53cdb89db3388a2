import { useState } from 'react';
import { Alert, Checkbox, Form, Input, Modal, Select, message } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { ROSTER_ROLES, type RosterRole } from '@marginalia/contracts';
import { addToRoster } from '../../../api/roster';
import { splitEmails } from './emailList';
import { INVITE_NEW_ACCOUNTS_LABEL } from './invitationTexts';
import { ROLE_NOUNS } from './roleNames';
import { serverMessages } from '../../../api/serverMessages';
import { useRosterRefresh } from './useRosterRefresh';

interface Values {
  role: RosterRole;
  emails: string;
  invite: boolean;
}

const MAX_EMAILS = 20_000;

export const ROLE_OPTIONS = ROSTER_ROLES.map((role) => ({
  value: role,
  label: ROLE_NOUNS[role].charAt(0).toUpperCase() + ROLE_NOUNS[role].slice(1),
}));

function validateEmails(_: unknown, text: string | undefined): Promise<void> {
  const { valid, invalid } = splitEmails(text ?? '');
  if (invalid.length > 0) {
    const shown = invalid.slice(0, 5).join(', ');
    return Promise.reject(new Error(`Not ${invalid.length === 1 ? 'an e-mail address' : 'e-mail addresses'}: ${shown}${invalid.length > 5 ? ` and ${invalid.length - 5} more` : ''}.`));
  }
  if (valid.length === 0) return Promise.reject(new Error('Enter at least one e-mail address.'));
  if (valid.length > MAX_EMAILS) return Promise.reject(new Error(`At most ${MAX_EMAILS.toLocaleString('en-US')} at once; upload a roster instead.`));
  return Promise.resolve();
}

interface Props {
  courseId: number;
  /** The course's setting: whether new accounts are invited unless the admin says otherwise. */
  emailNewUsers: boolean;
  open: boolean;
  onClose: () => void;
}

/** Adds one or many people in one role; people not yet known get an account to activate, and an invitation if chosen. */
export function AddPeopleDialog({ courseId, emailNewUsers, open, onClose }: Props) {
  const [form] = Form.useForm<Values>();
  const [refused, setRefused] = useState<string[]>([]);
  const [messages, messageHolder] = message.useMessage();
  const refresh = useRosterRefresh(courseId);

  const add = useMutation({
    mutationFn: ({ role, emails, invite }: Values) => addToRoster(courseId, { [role]: splitEmails(emails).valid, invite }, { quiet: true }),
    onSuccess: async (_, { role, emails }) => {
      const count = splitEmails(emails).valid.length;
      void messages.success(`Added ${count} ${count === 1 ? ROLE_NOUNS[role] : `${ROLE_NOUNS[role]}s`}.`);
      close();
      await refresh();
    },
    onError: (error) => setRefused(serverMessages(error)),
  });

  function close() {
    form.resetFields();
    setRefused([]);
    onClose();
  }

  return (
    <>
      {messageHolder}
      <Modal
        open={open}
        title="Add people"
        okText="Add"
        onOk={() => form.submit()}
        onCancel={close}
        confirmLoading={add.isPending}
        destroyOnHidden
      >
        <Form<Values>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ role: 'students', emails: '', invite: emailNewUsers }}
          onFinish={(values) => {
            setRefused([]);
            add.mutate(values);
          }}
        >
          {refused.length > 0 && <Alert type="error" showIcon title={refused.join(' ')} style={{ marginBottom: 16 }} />}
          <Form.Item name="role" label="Role" extra="Super graders are graders too.">
            <Select options={ROLE_OPTIONS} />
          </Form.Item>
          <Form.Item
            name="emails"
            label="E-mails"
            extra="One per line, or separated by commas or spaces. People without an account get one to activate."
            rules={[{ validator: validateEmails }]}
            validateTrigger="onBlur"
          >
            <Input.TextArea autoFocus rows={6} placeholder={'ada@school.edu\ngrace@school.edu'} />
          </Form.Item>
          <Form.Item name="invite" valuePropName="checked" style={{ marginBottom: 0 }}>
            <Checkbox>{INVITE_NEW_ACCOUNTS_LABEL}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
