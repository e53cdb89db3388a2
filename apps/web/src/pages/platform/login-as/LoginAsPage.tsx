import { useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { IMPERSONATION_TEXTS, MESSAGES } from '@marginalia/contracts';
import { startLoginAs } from '../../../api/impersonation';
import { usePageTitle } from '../../../hooks/usePageTitle';
import { useSessionMachine } from '../../../session/SessionContext';

// `/loginAs/{email}` (also `/loginas/{email}`), platform admins: fetches the person with a short-lived session for
// them and replaces the current user (docs/PRODUCT.md §4); the banner above every page then offers the way back.
// `?next=/mail/12` goes there instead of home once acting (the outbox's way to read a grade mail, docs/AUDIT.md);
// `?from=/dashboard/courses` is the page the admin started from, where "Return to my account" brings them back.

/** Only a path of this app: never another site (`//host`, `https:`). */
function isOwnPath(path: string | null): path is string {
  return Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\'));
}

export function LoginAsPage() {
  usePageTitle('Login As');
  const { email = '' } = useParams();
  const session = useSessionMachine();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const requestedNext = params.get('next');
  const next = isOwnPath(requestedNext) ? requestedNext : '/';
  const requestedFrom = params.get('from');
  const from = isOwnPath(requestedFrom) ? requestedFrom : undefined;
  const [failed, setFailed] = useState(false);
  // One login-as per visit: a second effect run (React's development double call) must not open another session.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startLoginAs(email).then(
      (user) => {
        session.actAs(user.token, user, from);
        navigate(next, { replace: true });
      },
      () => setFailed(true),
    );
  }, [email, from, navigate, next, session]);

  if (failed) {
    return (
      <Result
        status="warning"
        title={MESSAGES.loginAsFailure}
        extra={
          <Button type="primary" onClick={() => navigate('/dashboard')}>
            {IMPERSONATION_TEXTS.backToDashboard}
          </Button>
        }
      />
    );
  }
  return (
    <div role="status" style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', gap: 12, padding: 48 }}>
      <Spin />
      {IMPERSONATION_TEXTS.starting(email)}
    </div>
  );
}

export default LoginAsPage;
