import { Alert, Button, Flex, Progress, Result } from 'antd';
import { MESSAGES, SIGNUP_TEXTS } from '@marginalia/contracts';
import { ButtonLink } from '../../components/ButtonLink';
import { supportEmail } from '../../config';
import { progressMessage, type SignupState } from './signupMachine';

/** The screens after Continue (docs/PRODUCT.md §4): progress, almost there, received, success, rejected, error. */
export function SignupOutcome({ state, onRetry }: { state: SignupState; onRetry: () => void }) {
  switch (state.status) {
    case 'pending':
      return (
        <Flex vertical gap={8} role="status">
          <Progress percent={Math.floor(state.progress)} status="active" aria-label="Account setup progress" />
          <span>{progressMessage(state.progress)}</span>
        </Flex>
      );
    case 'ongoing':
      return (
        <Flex vertical gap={8} role="status">
          <Progress percent={100} status="active" aria-label="Account setup progress" />
          <span>{SIGNUP_TEXTS.almostThere}</span>
        </Flex>
      );
    case 'received':
      return <Result status="info" role="status" title={SIGNUP_TEXTS.receivedTitle} subTitle={SIGNUP_TEXTS.received(state.org)} />;
    case 'success':
      return (
        <Result
          status="success"
          title="You're all set"
          subTitle={SIGNUP_TEXTS.success}
          extra={
            <ButtonLink type="primary" to="/login">
              Log in
            </ButtonLink>
          }
        />
      );
    case 'rejected':
      return (
        <Alert
          type="warning"
          showIcon
          title={MESSAGES.instructorRejected}
          description={
            <a href={`mailto:${supportEmail()}?subject=${encodeURIComponent('Instructor sign-up')}`}>Contact us</a>
          }
        />
      );
    case 'error':
      return (
        <Alert
          type="error"
          showIcon
          title={MESSAGES.instructorValidationError}
          action={
            <Button size="small" onClick={onRetry}>
              Try again
            </Button>
          }
        />
      );
    default:
      return null;
  }
}
