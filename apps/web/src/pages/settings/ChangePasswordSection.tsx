import { useState } from 'react';
import { Alert, Button, Form, Input } from 'antd';
import { passwordProblems, SETTINGS_TEXTS } from '@marginalia/contracts';
import { changePassword } from '../../api/settings';
import { useSessionMachine } from '../../session/SessionContext';
import { SettingsSection } from './SettingsSection';

type Field = 'currentPassword' | 'password1' | 'password2';
const EMPTY = { currentPassword: '', password1: '', password2: '' };

const FIELDS: { name: Field; label: string; id: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current password', id: 'settings-current-password', autoComplete: 'current-password' },
  { name: 'password1', label: 'New password', id: 'settings-new-password', autoComplete: 'new-password' },
  { name: 'password2', label: 'Confirm new password', id: 'settings-confirm-password', autoComplete: 'new-password' },
];

/**
 * A new password under the rules of docs/PRODUCT.md §5 (Submit stays disabled until they hold). The server answers a fresh
 * session token, since the change ends every other session; this one carries on with it.
 */
export function ChangePasswordSection() {
  const session = useSessionMachine();
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<'idle' | 'sending' | 'done' | 'failed'>('idle');

  const problems = passwordProblems(values.password1, values.password2);
  const ready = values.currentPassword !== '' && !problems.password && !problems.confirm;
  // What the form itself says under each field; the confirmation only once it has been typed in.
  const localProblems: Record<Field, string | undefined> = {
    currentPassword: undefined,
    password1: problems.password,
    password2: touched.password2 ? problems.confirm : undefined,
  };

  const edit = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => ({ ...current, [field]: true }));
    setServerErrors((current) => ({ ...current, [field]: [] }));
    setStatus('idle');
  };

  const help = (field: Field, local: string | undefined) => {
    const message = serverErrors[field]?.[0] ?? (touched[field] ? local : undefined);
    return message ? { validateStatus: 'error' as const, help: message } : {};
  };

  const submit = async () => {
    if (!ready) return;
    setStatus('sending');
    try {
      const result = await changePassword(values);
      if (result.ok) {
        session.adopt(result.session.token, result.session.user);
        setValues(EMPTY);
        setTouched({});
        setStatus('done');
      } else {
        setServerErrors(result.fields);
        setStatus('idle');
      }
    } catch {
      setStatus('failed');
    }
  };

  return (
    <SettingsSection id="password" title="Change password">
      <Form layout="vertical" requiredMark={false} onFinish={() => void submit()} style={{ maxWidth: 360 }}>
        {FIELDS.map((field) => (
          <Form.Item key={field.name} label={field.label} htmlFor={field.id} {...help(field.name, localProblems[field.name])}>
            <Input.Password
              id={field.id}
              autoComplete={field.autoComplete}
              value={values[field.name]}
              onChange={(event) => edit(field.name, event.target.value)}
            />
          </Form.Item>
        ))}
        {serverErrors.non_field_errors?.[0] && <Alert type="error" showIcon title={serverErrors.non_field_errors[0]} style={{ marginBottom: 16 }} />}
        {status === 'done' && <Alert type="success" showIcon role="status" title={SETTINGS_TEXTS.passwordChanged} style={{ marginBottom: 16 }} />}
        {status === 'failed' && <Alert type="error" showIcon role="alert" title="The password could not be changed. Please try again." style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" disabled={!ready} loading={status === 'sending'}>
          Change password
        </Button>
      </Form>
    </SettingsSection>
  );
}
