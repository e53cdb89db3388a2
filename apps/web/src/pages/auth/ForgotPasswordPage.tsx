import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { Link } from 'react-router';
import { ACCOUNT_TOKEN_MESSAGES, MESSAGES } from '@marginalia/contracts';
import { requestPasswordReset } from '../../api/registration';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { SecondaryText } from '../../components/SecondaryText';
import { usePageTitle } from '../../hooks/usePageTitle';

// /forgot-password (spec §4: form, success, failure). The server answers alike whether or not the e-mail has an
// account, so the success text says "if".

const TITLE = 'Forgot password';

export default function ForgotPasswordPage() {
  const { token } = theme.useToken();
  const request = useMutation({ mutationFn: (email: string) => requestPasswordReset(email) });
  usePageTitle(TITLE);

  return (
    <Panel>
      <PageHeading>{TITLE}</PageHeading>
      {request.isSuccess ? (
        <Flex vertical gap={token.marginSM} align="flex-start">
          <Alert type="success" showIcon role="status" title={ACCOUNT_TOKEN_MESSAGES.resetSent} style={{ alignSelf: 'stretch' }} />
          <Link to="/login">Back to login</Link>
        </Flex>
      ) : (
        <>
          <SecondaryText>Enter the e-mail of your account, and we will send you a link to set a new password.</SecondaryText>
          <Form<{ email: string }>
            name="forgot-password"
            layout="vertical"
            requiredMark={false}
            onFinish={({ email }) => request.mutate(email.trim())}
          >
            <Form.Item
              label="Email"
              name="email"
              rules={[
                { required: true, whitespace: true, message: 'Please enter your email' },
                { type: 'email', message: 'Please enter a valid email' },
              ]}
            >
              <Input type="email" autoComplete="email" inputMode="email" />
            </Form.Item>
            {request.isError && <Alert type="error" showIcon role="alert" title={MESSAGES.forgotPasswordFailure} style={{ marginBottom: 16 }} />}
            <Button type="primary" htmlType="submit" block loading={request.isPending}>
              Submit
            </Button>
          </Form>
          <div style={{ marginTop: token.marginMD }}>
            <Link to="/login">Back to login</Link>
          </div>
        </>
      )}
    </Panel>
  );
}
