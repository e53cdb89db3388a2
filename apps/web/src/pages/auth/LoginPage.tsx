import { Navigate, useLocation } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { safeNextPath } from '../../routing/safeNext';
import { useSession } from '../../session/SessionContext';
import { LoginPanel } from './LoginPanel';

/** /login: once the session is logged in (now or already), go to `?next=` or home. */
export default function LoginPage() {
  const { status } = useSession();
  const { search } = useLocation();
  if (status === 'loggedIn') return <Navigate to={safeNextPath(search) ?? '/'} replace />;
  if (status === 'loading') return <FullPageSpinner />;
  return <LoginPanel />;
}
