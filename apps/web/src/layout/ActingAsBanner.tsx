import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lazyPart } from '../components/lazyPart';
import { useSession, useSessionMachine } from '../session/SessionContext';

const actingAsAlert = lazyPart(() => import('./SiteNoticeAlerts').then((module) => module.ActingAsAlert), { fetch: 'drawn' });

/**
 * While a platform admin acts as someone (login-as, docs/AUDIT.md), every page says so and offers the way back,
 * which ends the session on the server, restores the admin's own without a new login and returns to the page the
 * login-as started from. Warning-coloured, unlike the operator's announcement (info), so the two never look alike.
 */
export function ActingAsBanner() {
  const { user, status } = useSession();
  const session = useSessionMachine();
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  if (status !== 'loggedIn' || !user.impersonatedBy) return null;

  const goBack = async () => {
    setReturning(true);
    const startedFrom = await session.returnToOwnAccount();
    navigate(startedFrom ?? '/dashboard');
  };
  return <actingAsAlert.Component email={user.email} returning={returning} onReturn={() => void goBack()} fallback={null} />;
}
