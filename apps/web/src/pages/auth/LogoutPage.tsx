import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FullPageSpinner } from '../../components/FullPageSpinner';
import { useSessionMachine } from '../../session/SessionContext';

/** /logout: forget the session, then go to / (docs/PRODUCT.md §4). */
export function LogoutPage() {
  const session = useSessionMachine();
  const navigate = useNavigate();
  useEffect(() => {
    session.logout();
    void navigate('/', { replace: true });
  }, [session, navigate]);
  return <FullPageSpinner label="Logging out" />;
}
