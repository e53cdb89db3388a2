import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { LOG_LIMITS } from '@marginalia/contracts';
import { sendHelpRequest } from '../../api/logReports';
import { supportEmail } from '../../config';

// Writing to the people who run this installation. The message is stored as a help request (a log entry);
// the server adds who sent it, so the reply can go to the user's e-mail.

interface Values {
  message: string;
}

export function HelpContactForm({ courseID }: { courseID?: number }) {
  const [form] = Form.useForm<Values>();
  const send = useMutation({
    mutationFn: (message: string) => sendHelpRequest(message, { courseID }),
    onSuccess: (arrived) => {
      if (arrived) form.setFieldsValue({ message: '' });
    },
  });
  const email = supportEmail();
  return (
    <Form<Values> form={form} layout="vertical" requiredMark={false} onFinish={({ message }) => send.mutate(message.trim())} disabled={send.isPending}>
      <Form.Item
        name="message"
        label="Ask us a question"
        rules={[
          { required: true, whitespace: true, message: 'Write a message before sending.' },
          { max: LOG_LIMITS.helpMessage, message: `Keep it under ${LOG_LIMITS.helpMessage} characters.` },
        ]}
      >
        <Input.TextArea rows={5} maxLength={LOG_LIMITS.helpMessage} showCount placeholder="What are you trying to do, and what happened?" />
      </Form.Item>
      {send.data === true && <Alert type="success" showIcon title="Thanks — we got your message and will reply by e-mail." style={{ marginBottom: 16 }} />}
      {send.data === false && (
        <Alert
          type="error"
          showIcon
          title={
            <>
              We could not send your message. E-mail us at <a href={`mailto:${email}`}>{email}</a> instead.
            </>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Button type="primary" htmlType="submit" loading={send.isPending}>
        Send
      </Button>
    </Form>
  );
}
