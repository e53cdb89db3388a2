import { Steps } from 'antd';
import { SIGNUP_TEXTS } from '@marginalia/contracts';

/** The sign-up pages' step bar (docs/PRODUCT.md §2): Choose role, Create Account, Start using Marginalia. */
export function SignupSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Sign-up steps" style={{ marginBottom: 24 }}>
      <Steps size="small" current={current} items={SIGNUP_TEXTS.steps.map((title) => ({ title }))} />
    </nav>
  );
}
