import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { MESSAGES } from '@marginalia/contracts';
import { useSessionMachine } from '../../session/SessionContext';
import type { LoginOutcome } from '../../session/sessionMachine';

interface LoginFields {
  email: string;
  password: string;
}

type Failure = Extract<LoginOutcome, { ok: false }>;

function describeFailure(failure: Failure): { title: string; detail?: string } {
  if (failure.reason === 'invalid') return { title: MESSAGES.loginInvalid };
  if (failure.reason === 'throttled') {
    const wait = failure.retryAfterSeconds ? `in ${failure.retryAfterSeconds} seconds` : 'in a little while';
    return { title: MESSAGES.loginUnknown, detail: `Too many login attempts: please try again ${wait}.` };
  }
  return { title: MESSAGES.loginUnknown };
}

export interface LoginFormProps {
  /** During maintenance nobody can log in, so the inputs are disabled. */
  maintenance?: boolean;
  onSuccess?: () => void;
}

/**
 * Email and password. The session machine does the call; this form only shows its outcome. After a failed
 * attempt the password is cleared so the next try starts clean (docs/PRODUCT.md §5).
 */
export function LoginForm({ maintenance = false, onSuccess }: LoginFormProps) {
  const session = useSessionMachine();
  const [form] = Form.useForm<LoginFields>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const submit = async ({ email, password }: LoginFields) => {
    setSubmitting(true);
    setFailure(null);
    const outcome = await session.login(email.trim(), password);
    setSubmitting(false);
    if (outcome.ok) {
      onSuccess?.();
      return;
    }
    setFailure(outcome);
    form.setFieldValue('password', '');
  };

  const message = failure ? describeFailure(failure) : null;

  return (
    <Form<LoginFields> form={form} name="login" layout="vertical" onFinish={submit} disabled={maintenance} requiredMark={false}>
      <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: 'Please enter your email' }]}>
        <Input type="email" autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Please enter your password' }]}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {message && (
        <Alert type="error" showIcon role="alert" title={message.title} description={message.detail} style={{ marginBottom: 16 }} />
      )}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        Log In
      </Button>
    </Form>
  );
}
