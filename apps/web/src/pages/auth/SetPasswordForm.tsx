import { Alert, Button, Form, Input } from 'antd';
import { passwordProblems } from '@marginalia/contracts';

interface PasswordFields {
  password: string;
  confirm: string;
}

export interface SetPasswordFormProps {
  /** The account the password is for, shown so the user knows which one they are setting. */
  email?: string | null;
  submitting: boolean;
  /** Why the server refused the last try. */
  errors?: string[];
  onSubmit: (password: string, confirm: string) => void;
}

/**
 * A new password and its confirmation, with the rules and messages of docs/PRODUCT.md §5. Submit stays disabled until the
 * two fields hold the same password; the rules also run on the server, which answers in the same words.
 */
export function SetPasswordForm({ email, submitting, errors = [], onSubmit }: SetPasswordFormProps) {
  const [form] = Form.useForm<PasswordFields>();
  const password = Form.useWatch('password', form) ?? '';
  const confirm = Form.useWatch('confirm', form) ?? '';
  const bothMatch = password.length > 0 && password === confirm;

  const rule = (field: 'password' | 'confirm') => ({
    validator: (_: unknown, value: string | undefined) => {
      const values = { password: form.getFieldValue('password') ?? '', confirm: form.getFieldValue('confirm') ?? '', [field]: value ?? '' };
      const problem = passwordProblems(values.password, values.confirm)[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  return (
    <Form<PasswordFields>
      form={form}
      name="set-password"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit(values.password, values.confirm)}
    >
      {email && (
        // Lets password managers store the new password under the right account.
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      )}
      <Form.Item label="Password" name="password" rules={[rule('password')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="Confirm password" name="confirm" dependencies={['password']} rules={[rule('confirm')]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      {errors.length > 0 && <Alert type="error" showIcon role="alert" title={errors.join(' ')} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" block disabled={!bothMatch} loading={submitting}>
        Submit
      </Button>
    </Form>
  );
}
