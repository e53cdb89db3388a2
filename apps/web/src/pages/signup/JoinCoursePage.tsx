import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Checkbox, Form, Spin } from 'antd';
// The plain input on its own: antd's Input export carries Password, Search, TextArea and OTP along with it.
import Input from 'antd/es/input/Input';
import { Link, useSearchParams } from 'react-router';
import { JOIN_COURSE_TEXTS, MESSAGES } from '@marginalia/contracts';
import { joinCourseWithCode, type JoinCourseResult } from '../../api/courseJoin';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { usePageTitle } from '../../hooks/usePageTitle';
import { SignupSteps } from './SignupSteps';

interface JoinFields {
  email: string;
  token: string;
  username: string;
  terms: boolean;
}

type JoinState = { step: 'form'; error: string | null } | { step: 'sending' } | { step: 'success' };

// The success screen (Ant Design's Result) is not part of the page's first download: it starts loading when the
// form is sent, so it is there by the time the answer is.
const loadJoinSuccess = () => import('./JoinSuccess');
const JoinSuccess = lazy(loadJoinSuccess);

/** What the form says about a refused or failed join (docs/PRODUCT.md §8). */
function errorOf(result: Exclude<JoinCourseResult, { kind: 'answered' }> | { kind: 'refused'; codeValid: boolean }): string {
  if (result.kind === 'refused') return result.codeValid ? MESSAGES.emailNotOnWhitelist : MESSAGES.inviteCodeInvalid;
  if (result.kind === 'throttled') return JOIN_COURSE_TEXTS.throttled;
  if (result.kind === 'invalid') return Object.values(result.fields).flat()[0] ?? MESSAGES.loginUnknown;
  return MESSAGES.loginUnknown;
}

/**
 * /signup/join (docs/PRODUCT.md §2, §4, §5): e-mail, invite code, username and the terms. A link from an invitation carries
 * `?email=` (the field is then fixed and the terms are not asked for) and `?code=`. The server answers a new and
 * an existing account alike (and e-mails both), so the success text covers both.
 */
export default function JoinCoursePage() {
  usePageTitle(JOIN_COURSE_TEXTS.title);
  const [params] = useSearchParams();
  const prefilledEmail = params.get('email')?.trim() ?? '';
  const [form] = Form.useForm<JoinFields>();
  const [state, setState] = useState<JoinState>({ step: 'form', error: null });

  const submit = async (fields: JoinFields) => {
    setState({ step: 'sending' });
    void loadJoinSuccess();
    const result = await joinCourseWithCode({
      email: (prefilledEmail || fields.email).trim(),
      token: fields.token.trim(),
      username: fields.username.trim(),
    });
    if (result.kind === 'answered' && result.reply.success) {
      setState({ step: 'success' });
      return;
    }
    const failure = result.kind === 'answered' ? { kind: 'refused' as const, codeValid: result.reply.code_valid } : result;
    setState({ step: 'form', error: errorOf(failure) });
  };

  return (
    <Panel maxWidth={560}>
      <PageHeading>{JOIN_COURSE_TEXTS.title}</PageHeading>
      <SignupSteps current={state.step === 'success' ? 2 : 1} />
      {state.step === 'success' ? (
        <Suspense fallback={<Spin aria-label="Loading" />}>
          <JoinSuccess />
        </Suspense>
      ) : (
        <Form<JoinFields>
          form={form}
          name="join-course"
          layout="vertical"
          requiredMark={false}
          disabled={state.step === 'sending'}
          initialValues={{ email: prefilledEmail, token: params.get('code')?.trim() ?? '', username: '', terms: false }}
          onFinish={submit}
        >
          {state.step === 'form' && state.error && (
            <Alert type="error" showIcon role="alert" title={state.error} style={{ marginBottom: 16 }} />
          )}
          <Form.Item label="Email" name="email" rules={[{ required: true, whitespace: true, message: JOIN_COURSE_TEXTS.emailRequired }]}>
            <Input type="email" autoComplete="email" inputMode="email" disabled={prefilledEmail !== ''} />
          </Form.Item>
          <Form.Item label="Invite code" name="token" rules={[{ required: true, whitespace: true, message: JOIN_COURSE_TEXTS.codeRequired }]}>
            <Input autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item label="Username" name="username" rules={[{ required: true, whitespace: true, message: JOIN_COURSE_TEXTS.usernameRequired }]}>
            <Input autoComplete="username" />
          </Form.Item>
          {prefilledEmail === '' && (
            <Form.Item
              name="terms"
              valuePropName="checked"
              rules={[{ validator: (_, checked) => (checked ? Promise.resolve() : Promise.reject(new Error(JOIN_COURSE_TEXTS.termsRequired))) }]}
            >
              <Checkbox>
                I agree to the <Link to="/terms">Terms of Service</Link> and <Link to="/privacy">Privacy Policy</Link>
              </Checkbox>
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={state.step === 'sending'}>
            Join Course
          </Button>
        </Form>
      )}
    </Panel>
  );
}
