import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, theme } from 'antd';
import { Link } from 'react-router';
import { ACCOUNT_TOKEN_MESSAGES, MESSAGES } from '@marginalia/contracts';
import { requestPasswordReset, requestUpgradeLink } from '../../api/registration';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { SecondaryText } from '../../components/SecondaryText';
import { usePageTitle } from '../../hooks/usePageTitle';

// /forgot-password (docs/PRODUCT.md §4: form, success, failure) and /upgrade/, where a new upgrade link is asked for (docs/PRODUCT.md §8).
// The server answers alike whether or not the e-mail has an account, so the success text says "if".

export type LinkRequestKind = 'passwordReset' | 'upgrade';

interface KindText {
  title: string;
  intro: string;
  sent: string;
  send: (email: string) => Promise<void>;
}

const KINDS: Record<LinkRequestKind, KindText> = {
  passwordReset: {
    title: 'Forgot password',
    intro: 'Enter the e-mail of your account, and we will send you a link to set a new password.',
    sent: ACCOUNT_TOKEN_MESSAGES.resetSent,
    send: requestPasswordReset,
  },
  upgrade: {
    title: 'Upgrade your account',
    intro: 'Your instructor sign-up was approved and your link no longer works? Enter the e-mail of your account for a new one.',
    sent: ACCOUNT_TOKEN_MESSAGES.upgradeSent,
    send: requestUpgradeLink,
  },
};

export default function LinkRequestPage({ kind }: { kind: LinkRequestKind }) {
  const { token } = theme.useToken();
  const text = KINDS[kind];
  const request = useMutation({ mutationFn: (email: string) => text.send(email) });
  usePageTitle(text.title);

  return (
    <Panel>
      <PageHeading>{text.title}</PageHeading>
      {request.isSuccess ? (
        <Flex vertical gap={token.marginSM} align="flex-start">
          <Alert type="success" showIcon role="status" title={text.sent} style={{ alignSelf: 'stretch' }} />
          <Link to="/login">Back to login</Link>
        </Flex>
      ) : (
        <>
          <SecondaryText>{text.intro}</SecondaryText>
          <Form<{ email: string }> name={kind} layout="vertical" requiredMark={false} onFinish={({ email }) => request.mutate(email.trim())}>
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
