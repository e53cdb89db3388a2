import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { PageHeading } from '../../components/PageHeading';
import { Panel } from '../../components/Panel';
import { usePageTitle } from '../../hooks/usePageTitle';
import { checkStatusNewAdminUser, validateNewAdminUser } from '../../api/signup';
import { InstructorSignupForm } from './InstructorSignupForm';
import { SignupSteps } from './SignupSteps';
import { useSignupMachine } from './signupMachine';

// The outcome (progress bar, result) shows only after Continue: fetched then, so the form loads lighter.
const SignupOutcome = lazy(() => import('./SignupOutcome').then((module) => ({ default: module.SignupOutcome })));

const calls = { validate: validateNewAdminUser, checkStatus: checkStatusNewAdminUser };

/** /signup/create: instructor sign-up (docs/PRODUCT.md §2, §4, §5). */
export default function CreateCoursePage() {
  usePageTitle('Create a Course');
  const { state, submit, reset } = useSignupMachine(calls);
  const onForm = state.status === 'input' || state.status === 'badEmail';
  return (
    <Panel maxWidth={560}>
      <PageHeading>Create a Course</PageHeading>
      <SignupSteps current={state.status === 'success' ? 2 : 1} />
      {/* The form stays mounted while hidden, so a bad e-mail comes back to what was typed. */}
      <div hidden={!onForm}>
        <InstructorSignupForm onSubmit={submit} badEmail={state.status === 'badEmail'} />
      </div>
      {!onForm && (
        <Suspense fallback={<Spin aria-label="Loading" />}>
          <SignupOutcome state={state} onRetry={reset} />
        </Suspense>
      )}
    </Panel>
  );
}
